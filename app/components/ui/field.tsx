import type { ReactNode } from "react";

type Props = {
  label: ReactNode;
  id: string;
  errorId: string;
  errors?: string[] | null;
  hint?: ReactNode;
  hintId?: string;
  children: ReactNode;
};

/** A labelled field with its first error tied to it (the input carries aria-describedby = errorId). */
export function Field({ label, id, errorId, errors, hint, hintId, children }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="muted" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

export function FieldError({ id, errors }: { id: string; errors?: string[] | null }) {
  return (
    <p id={id} className="field-error" hidden={!errors?.length}>
      {errors?.[0]}
    </p>
  );
}

/** An error the server sent back for a field or option group, announced when it appears. */
export function AlertError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {error}
    </p>
  );
}

/**
 * The form-level error: `[title, text]`, or `[text]` under the default title.
 */
export function FormError({ id, errors, title }: { id: string; errors?: string[]; title?: string }) {
  if (!errors?.length) return <div id={id} hidden />;
  const [first, second] = errors;
  return (
    <div id={id} className="form-error" role="alert">
      <strong>{second ? first : title}</strong>
      <p>{second ?? first}</p>
    </div>
  );
}
