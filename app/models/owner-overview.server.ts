import { and, count, eq, gte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { payments, profiles, testAttempts, users } from "~/db/schema";
import { DAY_MS } from "~/lib/dates";
import { unreadMessageCount } from "~/models/contact-inbox.server";
import { openFeedbackCount } from "~/models/feedback-queue.server";

export const OVERVIEW_WEEKS = 8;

/** Per week, oldest first, how many rows of `table` fall in it (by their time column). */
function perWeek(column: typeof users.createdAt | typeof testAttempts.startedAt, now: Date) {
  const start = new Date(now.getTime() - OVERVIEW_WEEKS * 7 * DAY_MS);
  const rows = db()
    .select({ week: sql<number>`cast((${column} - ${start.getTime()}) / ${7 * DAY_MS} as integer)`, n: count() })
    .from(column === users.createdAt ? users : testAttempts)
    .where(gte(column, start))
    .groupBy(sql`1`)
    .all();
  return Array.from({ length: OVERVIEW_WEEKS }, (_, i) => rows.find((r) => r.week === i)?.n ?? 0);
}

/** The owner's overview: accounts, premium, sign-ups and tests per week, open work, payments this month. */
export function ownerOverview(now = new Date()) {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const paid = db()
    .select({ n: count(), cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)` })
    .from(payments)
    .where(and(eq(payments.status, "paid"), gte(payments.paidAt, monthStart)))
    .get()!;
  return {
    accounts: db().select({ n: count() }).from(users).get()!.n,
    premiumAccounts: db()
      .select({ n: count() })
      .from(profiles)
      .where(and(eq(profiles.isPremium, true), gte(profiles.premiumExpiresAt, now)))
      .get()!.n,
    signupsPerWeek: perWeek(users.createdAt, now),
    testsPerWeek: perWeek(testAttempts.startedAt, now),
    openFeedback: openFeedbackCount(),
    unreadMessages: unreadMessageCount(),
    paymentsThisMonth: { count: paid.n, cents: paid.cents },
  };
}
