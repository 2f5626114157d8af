import { and, eq, lte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { profiles, users } from "~/db/schema";
import { derivePremium, type PremiumState } from "~/lib/premium";

export type CurrentUser = {
  id: string;
  email: string;
  role: "user" | "admin";
  createdAt: Date;
  marketingConsent: boolean;
  lastTestDate: Date | null;
  testsTaken: number;
  premiumExpiresAt: Date | null;
} & PremiumState;

const readUserWithProfile = prepared((d) =>
  d
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
      marketingConsent: users.marketingConsent,
      isPremium: profiles.isPremium,
      premiumExpiresAt: profiles.premiumExpiresAt,
      lastTestDate: profiles.lastTestDate,
      testsTaken: profiles.testsTaken,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, sql.placeholder("id")))
    .prepare(),
);

/**
 * Reads a user with their profile and derived premium state. When premium has run out the
 * profile is switched to not premium in the same statement that checks it (product.md §4).
 */
export function getUserWithProfile(userId: string, now = new Date()): CurrentUser | null {
  const row = readUserWithProfile().get({ id: userId });
  if (!row) return null;
  const premium = derivePremium(row, now);
  if (premium.hasExpired) {
    db().update(profiles)
      .set({ isPremium: false })
      .where(and(eq(profiles.id, userId), eq(profiles.isPremium, true), lte(profiles.premiumExpiresAt, now)))
      .run();
  }
  return { ...row, ...premium };
}
