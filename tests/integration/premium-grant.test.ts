import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { profiles } from "~/db/schema";
import { createAccount } from "~/models/accounts.server";
import { grantPremiumDays, grantPremiumUntil } from "~/models/premium.server";
import { freshDatabase } from "../support/database";

const env = freshDatabase();
afterAll(() => env.cleanup());

const at = (iso: string) => new Date(iso);
const now = at("2026-03-01T00:00:00Z");

function newUser(email: string) {
  return createAccount({ email, passwordHash: "x", marketingConsent: false }, now)!.userId;
}

function setExpiry(userId: string, expiresAt: Date | null, isPremium = expiresAt !== null) {
  env.db.update(profiles).set({ isPremium, premiumExpiresAt: expiresAt }).where(eq(profiles.id, userId)).run();
}

function expiryOf(userId: string) {
  return env.db.select().from(profiles).where(eq(profiles.id, userId)).get()!;
}

describe("the one premium grant", () => {
  it("gives a new account its 3-day trial through the grant", () => {
    const userId = newUser("proef@voorbeeld.nl");
    expect(expiryOf(userId)).toMatchObject({ isPremium: true, premiumExpiresAt: at("2026-03-04T00:00:00Z") });
  });

  it("counts from now when there is no running premium, or when it ran out", () => {
    const userId = newUser("zonder@voorbeeld.nl");
    setExpiry(userId, null, false);
    grantPremiumDays(env.db, userId, 5, at("2026-03-01T00:00:00Z"));
    expect(expiryOf(userId).premiumExpiresAt).toEqual(at("2026-03-06T00:00:00Z"));
    setExpiry(userId, at("2026-02-01T00:00:00Z"), false);
    grantPremiumDays(env.db, userId, 5, at("2026-03-01T00:00:00Z"));
    expect(expiryOf(userId)).toMatchObject({ isPremium: true, premiumExpiresAt: at("2026-03-06T00:00:00Z") });
  });

  it("adds to a running premium period", () => {
    const userId = newUser("lopend@voorbeeld.nl");
    setExpiry(userId, at("2026-03-03T00:00:00Z"));
    grantPremiumDays(env.db, userId, 5, now);
    expect(expiryOf(userId).premiumExpiresAt).toEqual(at("2026-03-08T00:00:00Z"));
  });

  it("extends to the end of a paid period but never shortens access", () => {
    const userId = newUser("periode@voorbeeld.nl");
    setExpiry(userId, at("2026-03-10T00:00:00Z"));
    grantPremiumUntil(env.db, userId, at("2026-03-05T00:00:00Z"), now);
    expect(expiryOf(userId).premiumExpiresAt).toEqual(at("2026-03-10T00:00:00Z"));
    grantPremiumUntil(env.db, userId, at("2026-04-01T00:00:00Z"), now);
    expect(expiryOf(userId).premiumExpiresAt).toEqual(at("2026-04-01T00:00:00Z"));
    grantPremiumUntil(env.db, userId, at("2026-02-01T00:00:00Z"), now);
    expect(expiryOf(userId).premiumExpiresAt).toEqual(at("2026-04-01T00:00:00Z"));
  });
});
