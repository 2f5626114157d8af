import { randomUUID } from "node:crypto";
import { and, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { writeTransaction, type Tx } from "~/db/transaction.server";
import {
  allowanceUsage,
  contactMessages,
  examAnswers,
  exams,
  oneTimeTokens,
  payments,
  practiceSettings,
  profiles,
  promoCodeRedemptions,
  promoCodes,
  questionFeedback,
  reviewCards,
  reviewLogs,
  sessions,
  subscriptions,
  testAttemptAnswers,
  testAttempts,
  userQuestionStats,
  users,
} from "~/db/schema";
import { DAY_MS } from "~/lib/dates";
import { derivePremium, type PremiumState } from "~/lib/premium";
import { subjectKey } from "~/lib/practice/subject";
import { hashToken, newToken } from "~/platform/tokens.server";
import { attachPurchasesToNewUser } from "~/models/payments.server";
import { grantPremiumDays } from "~/models/premium.server";

// The user aggregate: the account, its profile and premium, its one-time tokens, export and deletion.

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
 * profile is switched to not premium in the same statement that checks it (docs/product.md, "Premium, plans and promo codes").
 */
export function getUserWithProfile(userId: string, now = new Date()): CurrentUser | null {
  const row = readUserWithProfile().get({ id: userId });
  if (!row) return null;
  const premium = derivePremium(row, now);
  if (premium.hasExpired) {
    db()
      .update(profiles)
      .set({ isPremium: false })
      .where(and(eq(profiles.id, userId), eq(profiles.isPremium, true), lte(profiles.premiumExpiresAt, now)))
      .run();
  }
  return { ...row, ...premium };
}

// ─── Account ────────────────────────────────────────────────────────────────

export const TRIAL_DAYS = 3;
export const TOKEN_TTL_MS = {
  email_confirmation: DAY_MS,
  recovery: 60 * 60 * 1000,
  login: 15 * 60 * 1000,
} as const;
export type TokenPurpose = keyof typeof TOKEN_TTL_MS;

export function normaliseEmail(email: string) {
  return email.trim().toLowerCase();
}

export function findUserByEmail(email: string) {
  return (
    db()
      .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.email, normaliseEmail(email)))
      .get() ?? null
  );
}

/** The stored password hash of a user, or null when there is no such user. */
export function passwordHashOf(userId: string): string | null {
  return db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).get()?.hash ?? null;
}

/**
 * Creates the user, their profile and the 3-day premium trial in one transaction.
 * Returns null when the address already has an account (nothing is written then).
 */
export function createAccount(
  input: { email: string; passwordHash: string; marketingConsent: boolean },
  now = new Date(),
): { userId: string } | null {
  const userId = randomUUID();
  return writeTransaction((tx) => {
    const inserted = tx
      .insert(users)
      .values({
        id: userId,
        email: normaliseEmail(input.email),
        passwordHash: input.passwordHash,
        marketingConsent: input.marketingConsent,
        createdAt: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id })
      .all();
    if (inserted.length === 0) return null;
    tx.insert(profiles).values({ id: userId }).run();
    grantPremiumDays(tx, userId, TRIAL_DAYS, now);
    attachPurchasesToNewUser(tx, userId, normaliseEmail(input.email), now);
    return { userId };
  });
}

/** Stores the hash of a new single-use token and returns the token for the link. */
export function issueToken(userId: string, purpose: TokenPurpose, now = new Date()): string {
  const { token, tokenHash } = newToken();
  db()
    .insert(oneTimeTokens)
    .values({ userId, purpose, tokenHash, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]), createdAt: now })
    .run();
  return token;
}

/** A token that is unused, unexpired and for this purpose. */
function usable(token: string, purpose: TokenPurpose, now: Date) {
  return and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );
}

/** The user a token belongs to, if it is unused, unexpired and for this purpose; does not use it up. */
export function peekToken(token: string, purpose: TokenPurpose, now = new Date()): string | null {
  const row = db()
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(usable(token, purpose, now))
    .get();
  return row?.userId ?? null;
}

/** Uses a token up in one statement, so two requests with the same token cannot both succeed. */
function consumeToken(tx: Pick<ReturnType<typeof db>, "update">, token: string, purpose: TokenPurpose, now: Date) {
  const rows = tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(usable(token, purpose, now))
    .returning({ userId: oneTimeTokens.userId })
    .all();
  return rows[0]?.userId ?? null;
}

/** Uses a token that was mailed to the user: following it proves the address, which counts as confirmed. */
function consumeAndConfirm(token: string, purpose: "email_confirmation" | "login", now: Date): string | null {
  return writeTransaction((tx) => {
    const userId = consumeToken(tx, token, purpose, now);
    if (!userId) return null;
    tx.update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
      .run();
    return userId;
  });
}

/** Confirms the e-mail address a confirmation token was sent to. */
export function verifyEmail(token: string, now = new Date()): string | null {
  return consumeAndConfirm(token, "email_confirmation", now);
}

/**
 * Sets a new password with a recovery token and ends every session of the user. Following the
 * link also proves the address, so an unconfirmed address counts as confirmed afterwards.
 */
export function resetPassword(token: string, passwordHash: string, now = new Date()): string | null {
  return writeTransaction((tx) => {
    const userId = consumeToken(tx, token, "recovery", now);
    if (!userId) return null;
    tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).run();
    tx.update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
      .run();
    tx.delete(sessions).where(eq(sessions.userId, userId)).run();
    // Other outstanding recovery links stop working too.
    tx.update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, "recovery"), isNull(oneTimeTokens.usedAt)))
      .run();
    return userId;
  });
}

/**
 * Uses a one-time login link. Like a recovery link it proves the address, so an unconfirmed
 * address counts as confirmed afterwards. Returns the user id, or null for a link that cannot be used.
 */
export function redeemLoginToken(token: string, now = new Date()): string | null {
  return consumeAndConfirm(token, "login", now);
}

export function setPasswordHash(userId: string, passwordHash: string) {
  db().update(users).set({ passwordHash }).where(eq(users.id, userId)).run();
}

// ─── Export and deletion ────────────────────────────────────────────────────

/**
 * Makes a verified account whose address is in `ownerEmails` an owner, and any other account not:
 * the role follows ADMIN_EMAILS at every login, and no screen can grant it.
 */
export function syncOwnerRole(userId: string, ownerEmails: readonly string[]) {
  writeTransaction((tx) => {
    const user = tx
      .select({ email: users.email, verified: users.emailVerifiedAt, role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .get();
    if (!user) return;
    const role = user.verified && ownerEmails.includes(user.email.toLowerCase()) ? "admin" : "user";
    if (role !== user.role) tx.update(users).set({ role }).where(eq(users.id, userId)).run();
  });
}

export function setMarketingConsent(userId: string, consent: boolean) {
  db().update(users).set({ marketingConsent: consent }).where(eq(users.id, userId)).run();
}

/** Everything we hold about a user, for 'download my data' (AVG art. 15 and 20). */
export function exportUserData(userId: string) {
  const d = db();
  const user = d
    .select({
      id: users.id,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      marketingConsent: users.marketingConsent,
      role: users.role,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!user) return null;
  const attempts = d.select().from(testAttempts).where(eq(testAttempts.userId, userId)).all();
  const attemptIds = attempts.map((a) => a.id);
  const answers = attemptIds.length
    ? d.select().from(testAttemptAnswers).where(inArray(testAttemptAnswers.attemptId, attemptIds)).all()
    : [];
  const examRows = d.select().from(exams).where(eq(exams.userId, userId)).all();
  const examQuestions = examRows.length
    ? d
        .select()
        .from(examAnswers)
        .where(
          inArray(
            examAnswers.examId,
            examRows.map((e) => e.id),
          ),
        )
        .all()
    : [];
  return {
    exportedAt: new Date().toISOString(),
    account: user,
    profile: d.select().from(profiles).where(eq(profiles.id, userId)).get() ?? null,
    sessions: d
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .all(),
    questionStatistics: d.select().from(userQuestionStats).where(eq(userQuestionStats.userId, userId)).all(),
    tests: attempts.map((a) => ({ ...a, answers: answers.filter((x) => x.attemptId === a.id) })),
    exams: examRows.map((e) => ({ ...e, questions: examQuestions.filter((x) => x.examId === e.id) })),
    reviewCards: d.select().from(reviewCards).where(eq(reviewCards.userId, userId)).all(),
    reviewLog: d.select().from(reviewLogs).where(eq(reviewLogs.userId, userId)).all(),
    practiceSettings: d
      .select()
      .from(practiceSettings)
      .where(eq(practiceSettings.subject, subjectKey({ userId })))
      .all(),
    questionFeedback: d.select().from(questionFeedback).where(eq(questionFeedback.userId, userId)).all(),
    contactMessages: d.select().from(contactMessages).where(eq(contactMessages.userId, userId)).all(),
    promoCodeRedemptions: d
      .select({ code: promoCodes.code, redeemedAt: promoCodeRedemptions.redeemedAt })
      .from(promoCodeRedemptions)
      .innerJoin(promoCodes, eq(promoCodes.id, promoCodeRedemptions.promoCodeId))
      .where(eq(promoCodeRedemptions.userId, userId))
      .all(),
    payments: d
      .select()
      .from(payments)
      .where(or(eq(payments.userId, userId), eq(payments.email, user.email)))
      .all(),
    subscriptions: d
      .select()
      .from(subscriptions)
      .where(or(eq(subscriptions.userId, userId), eq(subscriptions.email, user.email)))
      .all(),
  };
}

/**
 * Deletes the account and everything tied to it in one transaction. Payments and subscriptions
 * stay, detached from the account, because the fiscal retention period requires them.
 */
export function deleteAccount(userId: string, alsoInTransaction?: (tx: Tx) => void) {
  writeTransaction((tx) => {
    alsoInTransaction?.(tx);
    const subject = subjectKey({ userId });
    tx.delete(practiceSettings).where(eq(practiceSettings.subject, subject)).run();
    tx.delete(allowanceUsage).where(eq(allowanceUsage.subject, subject)).run();
    // Cascades: profile, sessions, tokens, statistics, tests and answers, promo redemptions.
    // Set null: payments, subscriptions, feedback and contact messages.
    tx.delete(users).where(eq(users.id, userId)).run();
  });
}
