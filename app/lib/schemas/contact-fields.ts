// The contact form's limits and field names, without zod: the page needs them, not the schema.

export const CONTACT_MESSAGE_MAX = 5000;
export const EMAIL_MAX = 254;
/** The honeypot's name: people never see the field, a form-filling bot does. */
export const HONEYPOT_FIELD = "website";
