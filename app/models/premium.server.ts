import { eq, sql } from "drizzle-orm";
import type { Queryable } from "~/db/transaction.server";
import { profiles } from "~/db/schema";
import { DAY_MS } from "~/lib/dates";

// Premium access is granted in one place; how it reads back (days left, expiry) is lib/premium.ts.

/**
 * The one premium grant (sign-up trial, promo codes, one-off payments): `days` more, counted from
 * the later of now and the current expiry, computed in SQL so two grants at once both count.
 */
export function grantPremiumDays(tx: Queryable, userId: string, days: number, now: Date) {
  tx.update(profiles)
    .set({ isPremium: true, premiumExpiresAt: sql`max(coalesce(${profiles.premiumExpiresAt}, 0), ${now.getTime()}) + ${days * DAY_MS}` })
    .where(eq(profiles.id, userId))
    .run();
}

/** Premium until at least `until` (the end of a paid subscription period); never shortens access. */
export function grantPremiumUntil(tx: Queryable, userId: string, until: Date, now: Date) {
  if (until <= now) return;
  tx.update(profiles)
    .set({ isPremium: true, premiumExpiresAt: sql`max(coalesce(${profiles.premiumExpiresAt}, 0), ${until.getTime()})` })
    .where(eq(profiles.id, userId))
    .run();
}
