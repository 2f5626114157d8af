import { data } from "react-router";
import { HONEYPOT_FIELD } from "~/lib/schemas/contact-fields";

/** Field names as our forms write them: flat, no paths (`a.b`, `a[0]`) for Conform to expand. */
const PLAIN_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The submitted form, as an action reads it. Every form of the app posts flat text fields, so only
 * those are kept: a name such as `categories[99999999]` would make Conform build an array of that
 * length, and an uploaded file has no business here either; what is left out simply
 * counts as missing. A body that is not a form is refused with 415 (another content type) or 400
 * (a form that cannot be read), which the root ErrorBoundary explains in Dutch.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) throw data(null, { status: 415, statusText: "Unsupported Media Type" });
  let submitted: FormData;
  try {
    submitted = await request.formData();
  } catch {
    throw data(null, { status: 400, statusText: "Bad Request" });
  }
  const form = new FormData();
  for (const [name, value] of submitted) {
    if (typeof value === "string" && PLAIN_NAME.test(name)) form.append(name, value);
  }
  return form;
}

/** Whether the field people never see was filled in: then a bot sent the form. */
export function isHoneypotFilled(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}
