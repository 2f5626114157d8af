import { z } from "./zod";

export const OWNER_MESSAGES = {
  days: "Kies 1 tot 3650 dagen.",
  reason: "Geef een reden (hoogstens 500 tekens).",
  note: "Een notitie is hoogstens 1000 tekens.",
  reply: "Schrijf een antwoord (hoogstens 5000 tekens).",
  code: "Een code is 3 tot 40 letters, cijfers of streepjes.",
  maxUses: "Kies een aantal vanaf 1, of laat leeg.",
  expires: "Vul een geldige datum in, of laat leeg.",
  exists: "Deze code bestaat al.",
} as const;

const id = z.string().min(1).max(100);

export const feedbackDecisionSchema = z.object({
  intent: z.enum(["accept", "reject", "withdraw", "restore"]),
  questionId: id,
  note: z.string().trim().max(1000, OWNER_MESSAGES.note).optional(),
});

export const messageActionSchema = z.object({
  intent: z.enum(["read", "unread", "answered", "reply"]),
  messageId: z.coerce.number().int().positive(),
  reply: z.string().trim().max(5000, OWNER_MESSAGES.reply).optional(),
});

export const grantSchema = z.object({
  userId: id,
  days: z.number({ error: OWNER_MESSAGES.days }).int(OWNER_MESSAGES.days).min(1, OWNER_MESSAGES.days).max(3650, OWNER_MESSAGES.days),
  reason: z.string({ error: OWNER_MESSAGES.reason }).trim().min(3, OWNER_MESSAGES.reason).max(500, OWNER_MESSAGES.reason),
});

export const accountActionSchema = z.object({ intent: z.enum(["resend", "delete"]), userId: id });

export const promoCreateSchema = z.object({
  code: z
    .string({ error: OWNER_MESSAGES.code })
    .trim()
    .regex(/^[A-Za-z0-9-]{3,40}$/, OWNER_MESSAGES.code),
  days: z.number({ error: OWNER_MESSAGES.days }).int(OWNER_MESSAGES.days).min(1, OWNER_MESSAGES.days).max(3650, OWNER_MESSAGES.days),
  maxUses: z.number({ error: OWNER_MESSAGES.maxUses }).int(OWNER_MESSAGES.maxUses).min(1, OWNER_MESSAGES.maxUses).optional(),
  expires: z.iso.date({ error: OWNER_MESSAGES.expires }).optional(),
});

export const promoToggleSchema = z.object({ intent: z.enum(["activate", "deactivate"]), promoId: z.coerce.number().int().positive() });

export const photoRejectSchema = z.object({ photoId: z.coerce.number().int().positive() });
