import { describe, expect, it } from "vitest";
import { derivePremium } from "~/lib/premium";

const at = (iso: string) => new Date(iso);

describe("derivePremium", () => {
  it("is not premium when the flag is off, whatever the expiry", () => {
    expect(derivePremium({ isPremium: false, premiumExpiresAt: at("2030-01-01T00:00:00Z") }, at("2026-01-01T00:00:00Z"))).toEqual({
      isPremium: false,
      premiumDaysLeft: 0,
      hasExpired: false,
    });
  });

  it("rounds the days left up", () => {
    const now = at("2026-03-01T12:00:00Z");
    expect(derivePremium({ isPremium: true, premiumExpiresAt: at("2026-03-04T12:00:00Z") }, now).premiumDaysLeft).toBe(3);
    expect(derivePremium({ isPremium: true, premiumExpiresAt: at("2026-03-04T12:00:01Z") }, now).premiumDaysLeft).toBe(4);
    expect(derivePremium({ isPremium: true, premiumExpiresAt: at("2026-03-01T12:00:01Z") }, now).premiumDaysLeft).toBe(1);
  });

  it("counts across midnight by the clock, not by calendar days", () => {
    // One minute before midnight, expiring one minute after: still one (partial) day left.
    const now = at("2026-03-01T23:59:00Z");
    expect(derivePremium({ isPremium: true, premiumExpiresAt: at("2026-03-02T00:01:00Z") }, now)).toEqual({
      isPremium: true,
      premiumDaysLeft: 1,
      hasExpired: false,
    });
  });

  it("ends at the moment of expiry and reports that it expired", () => {
    const expiry = at("2026-03-04T12:00:00Z");
    expect(derivePremium({ isPremium: true, premiumExpiresAt: expiry }, expiry)).toEqual({
      isPremium: false,
      premiumDaysLeft: 0,
      hasExpired: true,
    });
    expect(derivePremium({ isPremium: true, premiumExpiresAt: expiry }, at("2026-05-01T00:00:00Z")).premiumDaysLeft).toBe(0);
  });

  it("treats premium without an expiry as open-ended", () => {
    expect(derivePremium({ isPremium: true, premiumExpiresAt: null }, at("2026-01-01T00:00:00Z")).isPremium).toBe(true);
  });
});
