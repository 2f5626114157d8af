import { config } from "~/platform/config.server";
import { queueMail } from "~/services/adapters/mail-delivery.server";
import { limits, mayMail } from "~/services/requests/rate-limit.server";
import { findUserByEmail, issueToken } from "~/models/accounts.server";

export type AccountHolder = { id: string; email: string; emailVerifiedAt: Date | null };

/**
 * A mail about an account that someone asked for by address (recovery, verification, login link).
 * The limits count whether or not the address has an account, and the mail is only queued, so the
 * request takes the same time either way; `mail` decides what, if anything, this account gets.
 */
export function mailAccountHolder(address: string, ip: string, mail: (user: AccountHolder) => void) {
  if (!limits.mailPerIp.hit(ip).allowed || !mayMail(address)) return;
  const user = findUserByEmail(address);
  if (user) mail(user);
}

export function queueVerificationMail(userId: string, email: string) {
  const token = issueToken(userId, "email_confirmation");
  const link = `${config().appUrl}/auth?token_hash=${encodeURIComponent(token)}&type=email_confirmation`;
  queueMail({
    to: email,
    subject: "Bevestig je e-mailadres voor de Jacht Theorie Oefenapp",
    text: [
      "Welkom bij de Jacht Theorie Oefenapp!",
      "",
      "Bevestig je e-mailadres met deze link (24 uur geldig, één keer te gebruiken); daarmee ben je ook meteen ingelogd:",
      link,
      "",
      "Je account heeft 3 dagen gratis premium toegang.",
      "",
      "Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.",
    ].join("\n"),
  });
}

export function queueAlreadyRegisteredMail(email: string) {
  const base = config().appUrl;
  queueMail({
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

export function queueRecoveryMail(userId: string, email: string) {
  const token = issueToken(userId, "recovery");
  const link = `${config().appUrl}/wachtwoord-herstellen?token=${encodeURIComponent(token)}`;
  queueMail({
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

export function queueLoginLinkMail(userId: string, email: string) {
  const token = issueToken(userId, "login");
  const link = `${config().appUrl}/inloglink?token=${encodeURIComponent(token)}`;
  queueMail({
    to: email,
    subject: "Je inloglink voor de Jacht Theorie Oefenapp",
    text: [
      "Er werd vaak een verkeerd wachtwoord geprobeerd voor je account, daarom is inloggen met een wachtwoord even geblokkeerd.",
      "",
      "Met deze link log je in zonder wachtwoord (15 minuten geldig, één keer te gebruiken):",
      link,
      "",
      "Was jij het niet die probeerde in te loggen? Kies na het inloggen in je profiel een nieuw, sterk wachtwoord, of vraag er een aan via 'Wachtwoord vergeten'.",
    ].join("\n"),
  });
}
