import { asc, desc, eq, like } from "drizzle-orm";
import { db } from "~/db/client.server";
import { writeTransaction } from "~/db/transaction.server";
import { payments, profiles, promoCodeRedemptions, promoCodes, testAttempts, users } from "~/db/schema";
import { deleteAccount } from "~/models/accounts.server";
import { recordAudit, type Actor } from "~/models/audit-log.server";
import { grantPremiumDays } from "~/models/premium.server";

/** Accounts whose address contains `query` (at most 50), for the owner's user search. */
export function searchAccounts(query: string) {
  const q = query.trim().toLowerCase();
  if (q.length < 2) return [];
  return db()
    .select({
      id: users.id,
      email: users.email,
      createdAt: users.createdAt,
      isPremium: profiles.isPremium,
      premiumExpiresAt: profiles.premiumExpiresAt,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(like(users.email, `%${q.replace(/[%_\\]/g, "")}%`))
    .orderBy(asc(users.email))
    .limit(50)
    .all();
}

/** One account as the owner sees it: the account, premium, payments, promo redemptions and tests. */
export function accountDetail(userId: string) {
  const account = db()
    .select({
      id: users.id,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      role: users.role,
      createdAt: users.createdAt,
      isPremium: profiles.isPremium,
      premiumExpiresAt: profiles.premiumExpiresAt,
      testsTaken: profiles.testsTaken,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .get();
  if (!account) return null;
  return {
    account,
    payments: db().select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)).all(),
    redemptions: db()
      .select({ code: promoCodes.code, redeemedAt: promoCodeRedemptions.redeemedAt })
      .from(promoCodeRedemptions)
      .innerJoin(promoCodes, eq(promoCodes.id, promoCodeRedemptions.promoCodeId))
      .where(eq(promoCodeRedemptions.userId, userId))
      .all(),
    tests: db()
      .select({
        id: testAttempts.id,
        title: testAttempts.title,
        status: testAttempts.status,
        startedAt: testAttempts.startedAt,
        correct: testAttempts.correctCount,
        total: testAttempts.questionCount,
      })
      .from(testAttempts)
      .where(eq(testAttempts.userId, userId))
      .orderBy(desc(testAttempts.startedAt))
      .limit(20)
      .all(),
  };
}

/** Grants premium days to an account with the owner's reason (a payment problem, a course). Audited. */
export function ownerGrantPremium(actor: Actor, userId: string, days: number, reason: string, now = new Date()): boolean {
  return writeTransaction((tx) => {
    const before = tx.select().from(profiles).where(eq(profiles.id, userId)).get();
    if (!before) return false;
    grantPremiumDays(tx, userId, days, now);
    const after = tx.select().from(profiles).where(eq(profiles.id, userId)).get();
    recordAudit(
      tx,
      actor,
      "premium.grant",
      `user:${userId}`,
      { isPremium: before.isPremium, premiumExpiresAt: before.premiumExpiresAt },
      { isPremium: after?.isPremium, premiumExpiresAt: after?.premiumExpiresAt, days, reason },
      now,
    );
    return true;
  });
}

/** Deletes an account the same way as the candidate's own deletion, with the audit row in its transaction. */
export function ownerDeleteAccount(actor: Actor, userId: string, now = new Date()): boolean {
  let found = false;
  deleteAccount(userId, (tx) => {
    const account = tx.select({ email: users.email, createdAt: users.createdAt }).from(users).where(eq(users.id, userId)).get();
    found = Boolean(account);
    if (account) recordAudit(tx, actor, "account.delete", `user:${userId}`, account, null, now);
  });
  return found;
}

/** Records a verification mail sent again by the owner. */
export function auditResend(actor: Actor, userId: string, now = new Date()) {
  writeTransaction((tx) => recordAudit(tx, actor, "verification.resend", `user:${userId}`, null, null, now));
}
