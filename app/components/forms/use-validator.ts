import { useEffect, useState } from "react";

type Validators = (typeof import("~/lib/schemas/validators"))["validators"];
type Validate<K extends keyof Validators> = (context: { formData: FormData }) => ReturnType<Validators[K]>;

let loaded: Validators | undefined;
let loading: Promise<Validators> | undefined;

function load(): Promise<Validators> {
  loading ??= import("~/lib/schemas/validators").then(
    (m) => (loaded = m.validators),
    (error: unknown) => {
      // A failed fetch (offline, or a new deployment replaced the file) is tried again on the next focus.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Conform's client-side validation for one form, with the validators (zod and the schemas) fetched
 * the first time someone focuses a field of any form, not with the page. Until they are there,
 * the form is simply checked by its action, which gives the same Dutch messages.
 *
 * Put `warm` on the form (`<Form onFocus={warm} …>`) and pass `shouldRevalidate` to useForm: fields
 * are re-checked as you type only once the validators are there; before, Conform would send each
 * keystroke's check to the action.
 */
export function useValidator<K extends keyof Validators>(
  name: K,
): { onValidate: Validate<K> | undefined; shouldRevalidate: "onInput" | "onSubmit"; warm: () => void } {
  const [validators, setValidators] = useState(loaded);
  useEffect(() => {
    if (!validators && loaded) setValidators(loaded);
  }, [validators]);
  const validate = validators?.[name] as ((formData: FormData) => ReturnType<Validators[K]>) | undefined;
  return {
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
    shouldRevalidate: validate ? "onInput" : "onSubmit",
    warm: () => {
      if (!validators) load().then(setValidators, () => undefined);
    },
  };
}
