import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { practiceSettings, sessions, subscriptions, users } from "~/db/schema";
import { subjectKey } from "~/lib/practice/subject";
import { createAccount } from "~/models/accounts.server";
import { savePracticePreferences } from "~/models/practice-settings.server";
import { removeOwnAccount } from "~/services/commands/account-removal.server";
import { HASHING_CAPACITY, hashPassword } from "~/services/requests/password.server";
import { freshDatabase } from "../support/database";

// A candidate deleting their own account: every outcome of the command on a real database. Payments
// are not configured here, as on a fresh installation.

const env = freshDatabase();
afterAll(() => env.cleanup());

const PASSWORD = "goed-wachtwoord-123";
let passwordHash: string;
let n = 0;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

/** A new account with PASSWORD, a session and a practice preference. */
function account(): string {
  const { userId } = createAccount({ email: `weg-${n++}@voorbeeld.nl`, passwordHash, marketingConsent: false })!;
  env.db
    .insert(sessions)
    .values({ id: `sessie-${userId}`, userId, expiresAt: new Date(Date.now() + 86_400_000) })
    .run();
  savePracticePreferences({ userId }, { withoutPictures: true }, new Date());
  return userId;
}

const exists = (userId: string) => env.db.select().from(users).where(eq(users.id, userId)).get() !== undefined;

function renewing(userId: string, autoRenew = true) {
  env.db
    .insert(subscriptions)
    .values({ userId, email: "x@voorbeeld.nl", planType: "abonnement", stripeSubscriptionId: `sub_${n++}`, status: "active", autoRenew })
    .run();
}

describe("deleting one's own account", { timeout: 60_000 }, () => {
  it("deletes the account with its sessions and settings when the password is right", async () => {
    const userId = account();
    expect(await removeOwnAccount(userId, PASSWORD)).toEqual({ ok: true });
    expect(exists(userId)).toBe(false);
    expect(env.db.select().from(sessions).where(eq(sessions.userId, userId)).all()).toEqual([]);
    expect(
      env.db
        .select()
        .from(practiceSettings)
        .where(eq(practiceSettings.subject, subjectKey({ userId })))
        .all(),
    ).toEqual([]);
  });

  it("keeps the account for a wrong or missing password", async () => {
    const userId = account();
    expect(await removeOwnAccount(userId, "fout-wachtwoord")).toEqual({ ok: false, reason: "wrong-password" });
    expect(await removeOwnAccount(userId, "")).toEqual({ ok: false, reason: "wrong-password" });
    expect(exists(userId)).toBe(true);
  });

  it("keeps the account while every password check is taken", async () => {
    const userId = account();
    const others = Array.from({ length: HASHING_CAPACITY }, () => hashPassword("nog-een-wachtwoord"));
    expect(await removeOwnAccount(userId, PASSWORD)).toEqual({ ok: false, reason: "busy", retryAfterS: 5 });
    await Promise.all(others);
    expect(exists(userId)).toBe(true);
  });

  it("keeps an account whose renewing subscription cannot be cancelled; one already cancelled is no obstacle", async () => {
    const kept = account();
    renewing(kept);
    expect(await removeOwnAccount(kept, PASSWORD)).toEqual({ ok: false, reason: "subscription-kept" });
    expect(exists(kept)).toBe(true);

    const ended = account();
    renewing(ended, false);
    expect(await removeOwnAccount(ended, PASSWORD)).toEqual({ ok: true });
    expect(exists(ended)).toBe(false);
    // The subscription stays, detached from the account, for the fiscal retention period.
    expect(env.db.select().from(subscriptions).where(eq(subscriptions.autoRenew, false)).get()?.userId).toBeNull();
  });
});
