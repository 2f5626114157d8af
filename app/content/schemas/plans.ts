import { z } from "zod";
import { text } from "./shared";

// content/plans.yaml and content/promo-codes.yaml: what premium costs and the codes that give it.

export const planSchema = z.strictObject({
  type: z.string().regex(/^[a-z0-9_]+$/),
  name: text("name"),
  description: text("description"),
  price_cents: z.number().int().positive(),
  regular_price_cents: z.number().int().positive().optional(),
  price_note: z.string().trim().optional(),
  discount_text: z.string().trim().optional(),
  billing: z.enum(["one_off", "subscription"]),
  duration_days: z.number().int().positive(),
  sort_order: z.number().int(),
});

export const promoCodeSchema = z.strictObject({
  code: z.string().trim().min(1),
  duration_days: z.number().int().positive(),
  is_active: z.boolean().default(true),
  max_uses: z.number().int().positive().optional(),
  expires_at: z.iso.datetime({ offset: true }).optional(),
});

export type PlanRecord = z.infer<typeof planSchema>;
export type PromoCodeRecord = z.infer<typeof promoCodeSchema>;
