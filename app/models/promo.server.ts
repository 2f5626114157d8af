import { and, eq, sql } from "drizzle-orm";
import { writeTransaction } from "~/db/transaction.server";
import { promoCodeRedemptions, promoCodes } from "~/db/schema";
import { grantPremiumDays } from "~/models/premium.server";

export const PROMO_MESSAGES = {
  invalid: "Ongeldige promotiecode",
  expired: "Deze promotiecode is verlopen",
  exhausted: "Deze promotiecode is niet meer beschikbaar",
  alreadyUsed: "Je hebt deze promotiecode al gebruikt",
  failed: "Er is een fout opgetreden bij het inwisselen van de code",
} as const;

export type RedeemResult = { ok: true; durationDays: number } | { ok: false; message: string };

/**
 * Redeems a promo code for a user, with the four rules of product.md §5 in order, in one
 * BEGIN IMMEDIATE transaction: the use counter only rises in SQL while below max_uses, the
 * redemption is unique per user and code, and premium is extended from max(now, current expiry).
 */
export function redeemPromoCode(userId: string, rawCode: string, now = new Date()): RedeemResult {
  const code = rawCode.trim();
  if (!code) return { ok: false, message: PROMO_MESSAGES.invalid };
  return writeTransaction((tx): RedeemResult => {
    const promo = tx
      .select()
      .from(promoCodes)
      .where(and(sql`${promoCodes.code} = ${code} collate nocase`, eq(promoCodes.isActive, true)))
      .get();
    if (!promo) return { ok: false, message: PROMO_MESSAGES.invalid };
    if (promo.expiresAt && promo.expiresAt <= now) return { ok: false, message: PROMO_MESSAGES.expired };
    if (promo.maxUses !== null && promo.timesUsed >= promo.maxUses) return { ok: false, message: PROMO_MESSAGES.exhausted };
    const earlier = tx
      .select({ id: promoCodeRedemptions.id })
      .from(promoCodeRedemptions)
      .where(and(eq(promoCodeRedemptions.userId, userId), eq(promoCodeRedemptions.promoCodeId, promo.id)))
      .get();
    if (earlier) return { ok: false, message: PROMO_MESSAGES.alreadyUsed };

    const counted = tx
      .update(promoCodes)
      .set({ timesUsed: sql`${promoCodes.timesUsed} + 1` })
      .where(and(eq(promoCodes.id, promo.id), sql`(${promoCodes.maxUses} is null or ${promoCodes.timesUsed} < ${promoCodes.maxUses})`))
      .run();
    if (counted.changes === 0) return { ok: false, message: PROMO_MESSAGES.exhausted };
    tx.insert(promoCodeRedemptions).values({ userId, promoCodeId: promo.id, redeemedAt: now }).run();
    grantPremiumDays(tx, userId, promo.durationDays, now);
    return { ok: true, durationDays: promo.durationDays };
  });
}
