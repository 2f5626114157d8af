import { DAY_MS } from "~/lib/dates";

export type PremiumState = { isPremium: boolean; premiumDaysLeft: number; hasExpired: boolean };

/**
 * Derives premium access from the stored profile (docs/product.md, "Premium, plans and promo codes"): premium only while the expiry
 * lies ahead; days left are the days to expiry rounded up, 0 once past. No expiry means premium
 * without an end date.
 */
export function derivePremium(profile: { isPremium: boolean; premiumExpiresAt: Date | null }, now: Date): PremiumState {
  if (!profile.isPremium) return { isPremium: false, premiumDaysLeft: 0, hasExpired: false };
  if (profile.premiumExpiresAt === null) return { isPremium: true, premiumDaysLeft: 0, hasExpired: false };
  const msLeft = profile.premiumExpiresAt.getTime() - now.getTime();
  if (msLeft <= 0) return { isPremium: false, premiumDaysLeft: 0, hasExpired: true };
  return { isPremium: true, premiumDaysLeft: Math.ceil(msLeft / DAY_MS), hasExpired: false };
}
