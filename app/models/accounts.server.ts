import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { oneTimeTokens, profiles, sessions, users } from "~/db/schema";
import { extendPremium } from "~/lib/premium";
import { attachPurchasesToNewUser } from "~/models/payments.server";
import { hashToken, newToken } from "~/platform/tokens.server";

export const TRIAL_DAYS = 3;
export const TOKEN_TTL_MS = {
  email_confirmation: 24 * 60 * 60 * 1000,
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

/**
 * Creates the user, their profile and the 3-day premium trial in one transaction.
 * Returns null when the address already has an account (nothing is written then).
 */
export function createAccount(
  input: { email: string; passwordHash: string; marketingConsent: boolean },
  now = new Date(),
): { userId: string } | null {
  const userId = randomUUID();
  return db().transaction(
    (tx) => {
      const inserted = tx
        .insert(users)
        .values({ id: userId, email: normaliseEmail(input.email), passwordHash: input.passwordHash, marketingConsent: input.marketingConsent, createdAt: now })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id })
        .all();
      if (inserted.length === 0) return null;
      tx.insert(profiles)
        .values({ id: userId, isPremium: true, premiumExpiresAt: extendPremium(null, TRIAL_DAYS, now) })
        .run();
      attachPurchasesToNewUser(tx, userId, normaliseEmail(input.email), now);
      return { userId };
    },
    { behavior: "immediate" },
  );
}

/** Stores the hash of a new single-use token and returns the token for the link. */
export function issueToken(userId: string, purpose: TokenPurpose, now = new Date()): string {
  const { token, tokenHash } = newToken();
  db().insert(oneTimeTokens)
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
  return db().transaction(
    (tx) => {
      const userId = consumeToken(tx, token, purpose, now);
      if (!userId) return null;
      tx.update(users).set({ emailVerifiedAt: now }).where(and(eq(users.id, userId), isNull(users.emailVerifiedAt))).run();
      return userId;
    },
    { behavior: "immediate" },
  );
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
  return db().transaction(
    (tx) => {
      const userId = consumeToken(tx, token, "recovery", now);
      if (!userId) return null;
      tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).run();
      tx.update(users).set({ emailVerifiedAt: now }).where(and(eq(users.id, userId), isNull(users.emailVerifiedAt))).run();
      tx.delete(sessions).where(eq(sessions.userId, userId)).run();
      // Other outstanding recovery links stop working too.
      tx.update(oneTimeTokens)
        .set({ usedAt: now })
        .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, "recovery"), isNull(oneTimeTokens.usedAt)))
        .run();
      return userId;
    },
    { behavior: "immediate" },
  );
}

/**
 * Uses a one-time login link. Like a recovery link it proves the address, so an unconfirmed
 * address counts as confirmed afterwards. Returns the user id, or null for a link that cannot be used.
 */
export function redeemLoginToken(token: string, now = new Date()): string | null {
  return consumeAndConfirm(token, "login", now);
}

/** Ends all sessions of a user except, optionally, one. */
export function endSessions(userId: string, exceptSessionId?: string) {
  db().delete(sessions)
    .where(exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)) : eq(sessions.userId, userId))
    .run();
}

export function setPasswordHash(userId: string, passwordHash: string) {
  db().update(users).set({ passwordHash }).where(eq(users.id, userId)).run();
}
