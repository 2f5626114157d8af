import { z } from "./zod";

export const PROFILE_MESSAGES = {
  wrongPassword: "Het wachtwoord klopt niet. Je account is niet verwijderd.",
  busy: "Het is op dit moment erg druk. Je account is niet verwijderd; probeer het over een paar seconden opnieuw.",
  subscriptionKept:
    "Je abonnement kon niet automatisch worden opgezegd, daarom is je account niet verwijderd. Probeer het later opnieuw of neem contact met ons op.",
} as const;

export const notificationsSchema = z.object({
  marketingConsent: z.boolean().default(false),
});

export const deleteAccountSchema = z.object({
  password: z
    .string({ error: PROFILE_MESSAGES.wrongPassword })
    .min(1, PROFILE_MESSAGES.wrongPassword)
    .max(1000, PROFILE_MESSAGES.wrongPassword),
});
