import { eq, inArray, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  allowanceUsage,
  contactMessages,
  payments,
  practiceSettings,
  profiles,
  promoCodeRedemptions,
  promoCodes,
  questionFeedback,
  sessions,
  subscriptions,
  testAttemptAnswers,
  testAttempts,
  userQuestionStats,
  users,
} from "~/db/schema";

export function setMarketingConsent(userId: string, consent: boolean) {
  db().update(users).set({ marketingConsent: consent }).where(eq(users.id, userId)).run();
}

/** Everything we hold about a user, for 'download my data' (AVG art. 15 and 20). */
export function exportUserData(userId: string) {
  const d = db();
  const user = d.select({ id: users.id, email: users.email, emailVerifiedAt: users.emailVerifiedAt, marketingConsent: users.marketingConsent, role: users.role, createdAt: users.createdAt }).from(users).where(eq(users.id, userId)).get();
  if (!user) return null;
  const attempts = d.select().from(testAttempts).where(eq(testAttempts.userId, userId)).all();
  const attemptIds = attempts.map((a) => a.id);
  const answers = attemptIds.length ? d.select().from(testAttemptAnswers).where(inArray(testAttemptAnswers.attemptId, attemptIds)).all() : [];
  return {
    exportedAt: new Date().toISOString(),
    account: user,
    profile: d.select().from(profiles).where(eq(profiles.id, userId)).get() ?? null,
    sessions: d.select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, userId)).all(),
    questionStatistics: d.select().from(userQuestionStats).where(eq(userQuestionStats.userId, userId)).all(),
    tests: attempts.map((a) => ({ ...a, answers: answers.filter((x) => x.attemptId === a.id) })),
    practiceSettings: d.select().from(practiceSettings).where(eq(practiceSettings.subject, `u:${userId}`)).all(),
    questionFeedback: d.select().from(questionFeedback).where(eq(questionFeedback.userId, userId)).all(),
    contactMessages: d.select().from(contactMessages).where(eq(contactMessages.userId, userId)).all(),
    promoCodeRedemptions: d
      .select({ code: promoCodes.code, redeemedAt: promoCodeRedemptions.redeemedAt })
      .from(promoCodeRedemptions)
      .innerJoin(promoCodes, eq(promoCodes.id, promoCodeRedemptions.promoCodeId))
      .where(eq(promoCodeRedemptions.userId, userId))
      .all(),
    payments: d.select().from(payments).where(or(eq(payments.userId, userId), eq(payments.email, user.email))).all(),
    subscriptions: d.select().from(subscriptions).where(or(eq(subscriptions.userId, userId), eq(subscriptions.email, user.email))).all(),
  };
}

/**
 * Deletes the account and everything tied to it in one transaction. Payments and subscriptions
 * stay, detached from the account, because the fiscal retention period requires them.
 */
export function deleteAccount(userId: string) {
  db().transaction(
    (tx) => {
      const subject = `u:${userId}`;
      tx.delete(practiceSettings).where(eq(practiceSettings.subject, subject)).run();
      tx.delete(allowanceUsage).where(eq(allowanceUsage.subject, subject)).run();
      // Cascades: profile, sessions, tokens, statistics, tests and answers, promo redemptions.
      // Set null: payments, subscriptions, feedback and contact messages.
      tx.delete(users).where(eq(users.id, userId)).run();
    },
    { behavior: "immediate" },
  );
}
