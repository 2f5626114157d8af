import { and, desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { writeTransaction } from "~/db/transaction.server";
import { promoCodeRedemptions, promoCodes } from "~/db/schema";
import { recordAudit, type Actor } from "~/models/audit-log.server";
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
 * Redeems a promo code for a user, with the four rules of docs/product.md ("Premium, plans and promo codes") in order, in one
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

// ─── The owner's promo codes ────────────────────────────────────────────────

/** Every promo code with its uses, newest first. */
export function listPromoCodes() {
  return db().select().from(promoCodes).orderBy(desc(promoCodes.createdAt)).all();
}

export type NewPromoCode = { code: string; durationDays: number; maxUses: number | null; expiresAt: Date | null };

/** Creates a promo code (the same redemption rules apply). False when the code exists already. Audited. */
export function createPromoCode(actor: Actor, input: NewPromoCode, now = new Date()): boolean {
  return writeTransaction((tx) => {
    const exists = tx
      .select({ id: promoCodes.id })
      .from(promoCodes)
      .where(sql`lower(${promoCodes.code}) = lower(${input.code})`)
      .get();
    if (exists) return false;
    tx.insert(promoCodes)
      .values({
        code: input.code,
        durationDays: input.durationDays,
        maxUses: input.maxUses,
        expiresAt: input.expiresAt,
        isActive: true,
        createdAt: now,
      })
      .run();
    recordAudit(tx, actor, "promo.create", `promo:${input.code}`, null, input, now);
    return true;
  });
}

/** Turns a promo code on or off. Audited. */
export function setPromoActive(actor: Actor, id: number, active: boolean, now = new Date()): boolean {
  return writeTransaction((tx) => {
    const code = tx.select().from(promoCodes).where(eq(promoCodes.id, id)).get();
    if (!code) return false;
    tx.update(promoCodes).set({ isActive: active }).where(eq(promoCodes.id, id)).run();
    recordAudit(
      tx,
      actor,
      active ? "promo.activate" : "promo.deactivate",
      `promo:${code.code}`,
      { isActive: code.isActive },
      { isActive: active },
      now,
    );
    return true;
  });
}
