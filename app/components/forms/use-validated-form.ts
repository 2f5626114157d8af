import { useForm, type SubmissionResult } from "@conform-to/react";
import { useValidator } from "./use-validator";

type Validators = (typeof import("~/lib/schemas/validators"))["validators"];
/** What a form's schema gives on success: the shape of its fields. */
type Value<K extends keyof Validators> = Extract<ReturnType<Validators[K]>, { status: "success" }>["value"];
type Options<K extends keyof Validators> = Parameters<typeof useForm<Value<K>>>[0];

/**
 * The one way a form is set up: Conform with the action's last result, checked in the browser by
 * the same zod schema as the action once the validators are loaded (on first focus, see
 * useValidator), otherwise by the action alone. Put `warm` on the form's onFocus.
 */
export function useValidatedForm<K extends keyof Validators>(
  validator: K,
  options: { id: string; lastResult: SubmissionResult<string[]> | null | undefined; defaultValue?: Options<K>["defaultValue"] },
) {
  const { onValidate, shouldRevalidate, warm } = useValidator(validator);
  const [form, fields] = useForm<Value<K>>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    onValidate: onValidate as Options<K>["onValidate"],
    shouldValidate: "onSubmit",
    shouldRevalidate,
  });
  return { form, fields, warm };
}
