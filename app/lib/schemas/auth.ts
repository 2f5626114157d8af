import { z } from "./zod";

// Shared by the browser (Conform validates as you type) and the server (the same checks, authoritative).

export const PASSWORD_MIN = 8;
const EMAIL = z.email();

export const MESSAGES = {
  loginMissing: "Vul zowel je e-mail als wachtwoord in.",
  signupMissing: "Vul alle velden in om een account aan te maken.",
  invalidEmail: "Ongeldig e-mailadres.",
  passwordsDiffer: "Wachtwoorden komen niet overeen",
  passwordShort: `Je wachtwoord moet minimaal ${PASSWORD_MIN} tekens bevatten.`,
  terms: "Je moet akkoord gaan met de algemene voorwaarden.",
  privacy: "Je moet akkoord gaan met het privacybeleid.",
  promoEmpty: "Vul een geldige promotiecode in.",
  tooLong: "Dit veld is te lang.",
  passwordCommon: "Dit wachtwoord is te bekend en daardoor makkelijk te raden. Kies een ander wachtwoord.",
} as const;

const optionalText = (max: number) => z.string().max(max, MESSAGES.tooLong).optional();

/**
 * Login, or with intent 'activate': login plus a promo code. A code without credentials gets the
 * 'Niet ingelogd' pair of messages as form errors ([title, text]).
 */
export const loginSchema = z
  .object({
    intent: z.enum(["login", "activate"]).optional(),
    email: optionalText(254),
    password: optionalText(1024),
    promoCode: optionalText(64),
    next: optionalText(2048),
  })
  .superRefine((v, ctx) => {
    const missingCredentials = !v.email?.trim() || !v.password;
    if (v.intent === "activate") {
      if (!v.promoCode?.trim()) return void ctx.addIssue({ code: "custom", path: ["promoCode"], message: MESSAGES.promoEmpty });
      if (missingCredentials) {
        ctx.addIssue({ code: "custom", path: [], message: "Niet ingelogd" });
        ctx.addIssue({ code: "custom", path: [], message: "Je moet ingelogd zijn om een promocode te gebruiken." });
      }
      return;
    }
    if (!v.email?.trim()) ctx.addIssue({ code: "custom", path: ["email"], message: MESSAGES.loginMissing });
    else if (!v.password) ctx.addIssue({ code: "custom", path: ["password"], message: MESSAGES.loginMissing });
  });

/** The sign-up checks of docs/product.md ("Accounts"), in that order; only the first failing one is reported. */
export const signupSchema = z
  .object({
    email: optionalText(254),
    password: optionalText(1024),
    confirmPassword: optionalText(1024),
    terms: z.boolean().optional(),
    privacy: z.boolean().optional(),
    marketing: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    const missing = (["email", "password", "confirmPassword"] as const).find((f) => !v[f]?.trim());
    if (missing) return void ctx.addIssue({ code: "custom", path: [missing], message: MESSAGES.signupMissing });
    if (!EMAIL.safeParse(v.email?.trim()).success)
      return void ctx.addIssue({ code: "custom", path: ["email"], message: MESSAGES.invalidEmail });
    if (v.password !== v.confirmPassword)
      return void ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: MESSAGES.passwordsDiffer });
    if ((v.password ?? "").length < PASSWORD_MIN)
      return void ctx.addIssue({ code: "custom", path: ["password"], message: MESSAGES.passwordShort });
    if (!v.terms) return void ctx.addIssue({ code: "custom", path: ["terms"], message: MESSAGES.terms });
    if (!v.privacy) return void ctx.addIssue({ code: "custom", path: ["privacy"], message: MESSAGES.privacy });
  });

export const emailOnlySchema = z.object({
  email: z
    .string({ error: "Vul je e-mailadres in." })
    .trim()
    .max(254, MESSAGES.tooLong)
    .pipe(z.email({ error: MESSAGES.invalidEmail })),
});

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: "De herstellink is ongeldig." }).max(200),
    password: z.string({ error: "Vul een nieuw wachtwoord in." }).min(PASSWORD_MIN, MESSAGES.passwordShort).max(1024, MESSAGES.tooLong),
    confirmPassword: z.string({ error: "Herhaal je nieuwe wachtwoord." }).max(1024),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: MESSAGES.passwordsDiffer });
