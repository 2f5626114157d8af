import { getInputProps } from "@conform-to/react";
import { Link } from "react-router";
import { FieldError } from "~/components/ui/field";

type CheckboxField = Parameters<typeof getInputProps>[0] & { errorId: string; errors?: string[] };

/** The terms, privacy and optional marketing checkboxes shared by sign-up and checkout. */
export function ConsentFields({ terms, privacy, marketing }: { terms: CheckboxField; privacy: CheckboxField; marketing: CheckboxField }) {
  return (
    <>
      <div className="field">
        <label className="checkbox">
          <input {...getInputProps(terms, { type: "checkbox" })} />
          <span>
            Ik ga akkoord met de <Link to="/terms">algemene voorwaarden</Link>
          </span>
        </label>
        <FieldError id={terms.errorId} errors={terms.errors} />
      </div>
      <div className="field">
        <label className="checkbox">
          <input {...getInputProps(privacy, { type: "checkbox" })} />
          <span>
            Ik ga akkoord met het <Link to="/privacy">privacybeleid</Link>
          </span>
        </label>
        <FieldError id={privacy.errorId} errors={privacy.errors} />
      </div>
      <div className="field">
        <label className="checkbox">
          <input {...getInputProps(marketing, { type: "checkbox" })} />
          <span>Ik wil af en toe tips en aanbiedingen per e-mail ontvangen (optioneel)</span>
        </label>
      </div>
    </>
  );
}
