import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { oneTimeTokens, profiles, sessions, users } from "~/db/schema";
import { hashPassword, verifyPassword } from "~/services/requests/password.server";
import { createAccount, getUserWithProfile, issueToken, peekToken, resetPassword, verifyEmail } from "~/models/accounts.server";
import { freshDatabase } from "../support/database";

const env = freshDatabase();
afterAll(() => env.cleanup());

const now = new Date("2026-06-01T10:00:00Z");

describe("accounts", () => {
  it("creates user, profile and a 3-day trial together, and refuses a second account for the address", () => {
    const created = createAccount({ email: " Jager@Voorbeeld.nl ", passwordHash: "x", marketingConsent: true }, now);
    expect(created).not.toBeNull();
    const user = env.db.select().from(users).where(eq(users.id, created!.userId)).get();
    expect(user?.email).toBe("jager@voorbeeld.nl");
    expect(user?.marketingConsent).toBe(true);
    const profile = env.db.select().from(profiles).where(eq(profiles.id, created!.userId)).get();
    expect(profile?.isPremium).toBe(true);
    expect(profile?.premiumExpiresAt?.toISOString()).toBe("2026-06-04T10:00:00.000Z");

    expect(createAccount({ email: "JAGER@voorbeeld.nl", passwordHash: "y", marketingConsent: false }, now)).toBeNull();
    expect(env.db.select().from(users).where(eq(users.email, "jager@voorbeeld.nl")).all()).toHaveLength(1);
  });

  it("stores only the hash of a token, and a token works once", () => {
    const { userId } = createAccount({ email: "token@voorbeeld.nl", passwordHash: "x", marketingConsent: false }, now)!;
    const token = issueToken(userId, "email_confirmation", now);
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    const stored = env.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, userId)).all();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);

    expect(verifyEmail(token, now)).toBe(userId);
    expect(verifyEmail(token, now)).toBeNull();
    expect(env.db.select().from(users).where(eq(users.id, userId)).get()?.emailVerifiedAt).toEqual(now);
  });

  it("refuses an expired token and a token of another purpose", () => {
    const { userId } = createAccount({ email: "verlopen@voorbeeld.nl", passwordHash: "x", marketingConsent: false }, now)!;
    const confirm = issueToken(userId, "email_confirmation", now);
    expect(verifyEmail(confirm, new Date(now.getTime() + 25 * 3600_000))).toBeNull();
    const recovery = issueToken(userId, "recovery", now);
    expect(verifyEmail(recovery, now)).toBeNull();
    expect(peekToken(recovery, "recovery", now)).toBe(userId);
    expect(peekToken(recovery, "recovery", new Date(now.getTime() + 61 * 60_000))).toBeNull();
  });

  it("a password reset replaces the hash, ends every session and spends the other recovery links", async () => {
    const { userId } = createAccount(
      { email: "reset@voorbeeld.nl", passwordHash: await hashPassword("oud-wachtwoord"), marketingConsent: false },
      now,
    )!;
    env.db
      .insert(sessions)
      .values([
        { id: "s1", userId, expiresAt: new Date(now.getTime() + 86_400_000) },
        { id: "s2", userId, expiresAt: new Date(now.getTime() + 86_400_000) },
      ])
      .run();
    const first = issueToken(userId, "recovery", now);
    const second = issueToken(userId, "recovery", now);

    expect(resetPassword(first, await hashPassword("nieuw-wachtwoord"), now)).toBe(userId);
    const user = env.db.select().from(users).where(eq(users.id, userId)).get()!;
    expect(await verifyPassword("nieuw-wachtwoord", user.passwordHash)).toBe(true);
    expect(await verifyPassword("oud-wachtwoord", user.passwordHash)).toBe(false);
    expect(env.db.select().from(sessions).where(eq(sessions.userId, userId)).all()).toHaveLength(0);
    expect(resetPassword(second, "whatever", now)).toBeNull();
    expect(resetPassword(first, "whatever", now)).toBeNull();
  });

  it("switches premium off in the database once it has expired, when the profile is read", () => {
    const { userId } = createAccount({ email: "expiry@voorbeeld.nl", passwordHash: "x", marketingConsent: false }, now)!;
    const during = getUserWithProfile(userId, new Date(now.getTime() + 2.5 * 86_400_000));
    expect(during).toMatchObject({ isPremium: true, premiumDaysLeft: 1 });
    expect(env.db.select().from(profiles).where(eq(profiles.id, userId)).get()?.isPremium).toBe(true);

    const after = getUserWithProfile(userId, new Date(now.getTime() + 3 * 86_400_000));
    expect(after).toMatchObject({ isPremium: false, premiumDaysLeft: 0 });
    expect(env.db.select().from(profiles).where(eq(profiles.id, userId)).get()?.isPremium).toBe(false);
  });
});
