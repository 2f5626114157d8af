import { config } from "~/platform/config.server";
import { queueMail } from "~/services/adapters/mail-delivery.server";

/** Forwards a contact-form message to the site owner; replying answers the sender. */
export function queueContactMail(input: { id: number; email: string; message: string; hasAccount: boolean }) {
  queueMail({
    to: config().contactEmail,
    replyTo: input.email,
    subject: `Contactformulier: bericht van ${input.email}`,
    text: [
      "Nieuw bericht via het contactformulier van de Jacht Theorie Oefenapp.",
      "",
      `Van: ${input.email}${input.hasAccount ? " (ingelogd met een account)" : ""}`,
      `Berichtnummer: ${input.id}`,
      "",
      input.message,
      "",
      "Beantwoord deze e-mail om de afzender te antwoorden.",
    ].join("\n"),
  });
}
