import { CONTACT_MESSAGE_MAX, EMAIL_MAX, HONEYPOT_FIELD } from "./contact-fields";
import { z } from "./zod";

// The contact form (docs/product.md, "About, contact and information pages"): shared by the browser (Conform) and the server.

export { CONTACT_MESSAGE_MAX, EMAIL_MAX, HONEYPOT_FIELD };

export const contactSchema = z.object({
  email: z
    .string({ error: "Vul je e-mailadres in." })
    .trim()
    .max(EMAIL_MAX, "Je e-mailadres is te lang.")
    .pipe(z.email({ error: "Ongeldig e-mailadres." })),
  message: z
    .string({ error: "Vul je bericht in." })
    // A submitted form sends line breaks as CRLF while the browser counts them as one character
    // (maxlength): count and keep them as LF.
    .transform((s) => s.replace(/\r\n?/g, "\n"))
    .pipe(
      z
        .string()
        .trim()
        .min(1, "Vul je bericht in.")
        .max(CONTACT_MESSAGE_MAX, `Je bericht mag maximaal ${CONTACT_MESSAGE_MAX} tekens lang zijn.`),
    ),
  [HONEYPOT_FIELD]: z.string().max(1000).optional(),
});

export type ContactInput = z.infer<typeof contactSchema>;
