import { HONEYPOT_FIELD } from "~/lib/schemas/contact-fields";

/** A field hidden from people and assistive technology; only a form-filling bot puts something here. */
export function Honeypot({ formId }: { formId: string }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={`${formId}-website`}>Laat dit veld leeg</label>
      <input id={`${formId}-website`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
