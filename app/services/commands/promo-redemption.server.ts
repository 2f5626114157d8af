import { limits } from "~/services/requests/rate-limit.server";
import { redeemPromoCode, type RedeemResult } from "~/models/promo.server";

export const PROMO_TOO_MANY = "Te veel ongeldige promotiecodes geprobeerd. Probeer het over een uur opnieuw.";

/**
 * Redeems a promo code with the usual rules; wrong codes are limited per account and per address,
 * so codes cannot be guessed by trying many in a row.
 */
export function redeemWithLimits(userId: string, code: string, ip: string, now = new Date()): RedeemResult & { limited?: boolean } {
  if (limits.promoFailuresPerAccount.isOver(userId) || limits.promoFailuresPerIp.isOver(ip)) {
    return { ok: false, message: PROMO_TOO_MANY, limited: true };
  }
  const outcome = redeemPromoCode(userId, code, now);
  if (!outcome.ok) {
    limits.promoFailuresPerAccount.hit(userId);
    limits.promoFailuresPerIp.hit(ip);
  }
  return outcome;
}
