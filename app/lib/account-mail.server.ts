import { config } from "~/lib/config.server";
import { sendMail } from "~/lib/mail.server";
import { issueToken } from "~/models/accounts.server";

export async function sendVerificationMail(userId: string, email: string) {
  const token = issueToken(userId, "email_confirmation");
  const link = `${config().appUrl}/auth?token_hash=${encodeURIComponent(token)}&type=email_confirmation`;
  await sendMail({
    to: email,
    subject: "Bevestig je e-mailadres voor de Jacht Theorie Oefenapp",
    text: [
      "Welkom bij de Jacht Theorie Oefenapp!",
      "",
      "Bevestig je e-mailadres met deze link (24 uur geldig, één keer te gebruiken):",
      link,
      "",
      "Daarna kun je inloggen. Je account heeft 3 dagen gratis premium toegang.",
      "",
      "Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.",
    ].join("\n"),
  });
}

export async function sendAlreadyRegisteredMail(email: string) {
  const base = config().appUrl;
  await sendMail({
    to: email,
    subject: "Je hebt al een account bij de Jacht Theorie Oefenapp",
    text: [
      "Iemand probeerde met dit e-mailadres een account aan te maken, maar er bestaat al een account.",
      "",
      `Was jij dat? Log dan in op ${base}/auth`,
      `Wachtwoord vergeten? Vraag een nieuw wachtwoord aan op ${base}/wachtwoord-vergeten`,
      "",
      "Was jij het niet? Dan hoef je niets te doen.",
    ].join("\n"),
  });
}

export async function sendRecoveryMail(userId: string, email: string) {
  const token = issueToken(userId, "recovery");
  const link = `${config().appUrl}/wachtwoord-herstellen?token=${encodeURIComponent(token)}`;
  await sendMail({
    to: email,
    subject: "Stel een nieuw wachtwoord in voor de Jacht Theorie Oefenapp",
    text: [
      "Je vroeg om een nieuw wachtwoord.",
      "",
      "Kies een nieuw wachtwoord met deze link (1 uur geldig, één keer te gebruiken):",
      link,
      "",
      "Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.",
    ].join("\n"),
  });
}
