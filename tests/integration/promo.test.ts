import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { profiles, promoCodeRedemptions, promoCodes } from "~/db/schema";
import { createAccount } from "~/models/accounts.server";
import { PROMO_MESSAGES, redeemPromoCode } from "~/models/promo.server";
import { freshDatabase } from "../support/database";

const env = freshDatabase();
afterAll(() => env.cleanup());

const now = new Date("2026-06-01T10:00:00Z");
let n = 0;
function newUser() {
  return createAccount({ email: `promo${n++}@voorbeeld.nl`, passwordHash: "x", marketingConsent: false }, now)!.userId;
}

describe("promo redemption", () => {
  beforeEach(() => {
    env.db.delete(promoCodeRedemptions).run();
    env.db.delete(promoCodes).run();
    env.db
      .insert(promoCodes)
      .values([
        { code: "toine5", durationDays: 5 },
        { code: "uit", durationDays: 5, isActive: false },
        { code: "oud", durationDays: 5, expiresAt: new Date("2026-05-01T00:00:00Z") },
        { code: "op", durationDays: 5, maxUses: 1, timesUsed: 1 },
      ])
      .run();
  });

  it("applies the four rules in order with their messages", () => {
    const user = newUser();
    expect(redeemPromoCode(user, "bestaat-niet", now)).toEqual({ ok: false, message: PROMO_MESSAGES.invalid });
    expect(redeemPromoCode(user, "uit", now)).toEqual({ ok: false, message: PROMO_MESSAGES.invalid });
    expect(redeemPromoCode(user, "oud", now)).toEqual({ ok: false, message: PROMO_MESSAGES.expired });
    expect(redeemPromoCode(user, "op", now)).toEqual({ ok: false, message: PROMO_MESSAGES.exhausted });
    expect(redeemPromoCode(user, "  TOINE5 ", now)).toEqual({ ok: true, durationDays: 5 });
    expect(redeemPromoCode(user, "toine5", now)).toEqual({ ok: false, message: PROMO_MESSAGES.alreadyUsed });
  });

  it("extends premium from the later of now and the current expiry", () => {
    const user = newUser(); // trial until 2026-06-04T10:00
    redeemPromoCode(user, "toine5", now);
    expect(env.db.select().from(profiles).where(eq(profiles.id, user)).get()?.premiumExpiresAt?.toISOString()).toBe(
      "2026-06-09T10:00:00.000Z",
    );

    const lapsed = newUser();
    env.db
      .update(profiles)
      .set({ isPremium: false, premiumExpiresAt: new Date("2026-01-01T00:00:00Z") })
      .where(eq(profiles.id, lapsed))
      .run();
    redeemPromoCode(lapsed, "toine5", now);
    const profile = env.db.select().from(profiles).where(eq(profiles.id, lapsed)).get();
    expect(profile?.isPremium).toBe(true);
    expect(profile?.premiumExpiresAt?.toISOString()).toBe("2026-06-06T10:00:00.000Z");
  });

  it("never counts past max_uses", () => {
    env.db.insert(promoCodes).values({ code: "tien", durationDays: 1, maxUses: 10 }).run();
    const results = Array.from({ length: 50 }, () => redeemPromoCode(newUser(), "tien", now));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(env.db.select().from(promoCodes).where(eq(promoCodes.code, "tien")).get()?.timesUsed).toBe(10);
  });
});
