import { z } from "./zod";

export const checkoutSchema = z.object({
  plan: z.string().min(1).max(50),
  firstName: z
    .string({ error: "Voornaam moet minimaal 2 tekens bevatten." })
    .trim()
    .min(2, "Voornaam moet minimaal 2 tekens bevatten.")
    .max(100, "Voornaam is te lang."),
  lastName: z
    .string({ error: "Achternaam moet minimaal 2 tekens bevatten." })
    .trim()
    .min(2, "Achternaam moet minimaal 2 tekens bevatten.")
    .max(100, "Achternaam is te lang."),
  email: z
    .string({ error: "Ongeldig e-mailadres." })
    .trim()
    .max(254, "Ongeldig e-mailadres.")
    .pipe(z.email({ error: "Ongeldig e-mailadres." })),
  termsAccepted: z
    .boolean({ error: "Je moet akkoord gaan met de algemene voorwaarden." })
    .refine((v) => v, "Je moet akkoord gaan met de algemene voorwaarden."),
  privacyAccepted: z
    .boolean({ error: "Je moet akkoord gaan met het privacybeleid." })
    .refine((v) => v, "Je moet akkoord gaan met het privacybeleid."),
  marketingConsent: z.boolean().default(false),
});

export const promoCodeFormSchema = z.object({
  code: z.string({ error: "Voer een promotiecode in" }).trim().min(1, "Voer een promotiecode in").max(64, "Ongeldige promotiecode"),
});
