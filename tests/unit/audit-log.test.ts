import { describe, expect, it } from "vitest";
import { auditActionText, auditChanges, auditChangeText, auditTargetText, auditValueText } from "~/lib/audit-log";

describe("the owner's log in words", () => {
  it("names an action in Dutch, and keeps an unknown one as stored", () => {
    expect(auditActionText("premium.grant")).toBe("Premiumdagen gegeven");
    expect(auditActionText("promo.deactivate")).toBe("Promotiecode uitgezet");
    expect(auditActionText("iets.nieuws")).toBe("iets.nieuws");
  });

  it("names an account by its e-mail address, also once it is deleted, and other targets in words", () => {
    expect(auditTargetText("user:3f2c", "jager@voorbeeld.nl", null)).toBe("jager@voorbeeld.nl");
    expect(auditTargetText("user:3f2c", null, { email: "weg@voorbeeld.nl", createdAt: "2026-01-01T10:00:00.000Z" })).toBe(
      "weg@voorbeeld.nl (verwijderd)",
    );
    expect(auditTargetText("user:3f2c", null, null)).toBe("verwijderd account");
    expect(auditTargetText("promo:toine5", null, null)).toBe("toine5");
    expect(auditTargetText("question:wild-001", null, null)).toBe("wild-001");
    expect(auditTargetText("photo:12", null, null)).toBe("foto 12");
  });

  it("shows moments on the Dutch clock, booleans as ja/nee, empty values in words", () => {
    // 13:32 UTC is 14:32 in Amsterdam in November (CET) and 15:32 in June (CEST).
    expect(auditValueText("premiumExpiresAt", "2026-11-26T13:32:09.461Z")).toBe("26 november 2026 14:32");
    expect(auditValueText("premiumExpiresAt", "2026-06-26T13:32:09.461Z")).toBe("26 juni 2026 15:32");
    expect(auditValueText("premiumExpiresAt", null)).toBe("geen");
    expect(auditValueText("maxUses", null)).toBe("onbeperkt");
    expect(auditValueText("isActive", false)).toBe("nee");
    expect(auditValueText("status", "rejected")).toBe("afgewezen");
    expect(auditValueText("days", 1500)).toBe("1.500");
  });

  it("lists what changed field by field: both sides where both exist, one side otherwise, unchanged fields left out", () => {
    const changes = auditChanges(
      { isPremium: false, premiumExpiresAt: null },
      { isPremium: true, premiumExpiresAt: "2026-12-08T13:32:00.000Z", days: 12, reason: "Cursus" },
    );
    expect(changes.map(auditChangeText)).toEqual([
      "Premium: nee → ja",
      "Premium tot: geen → 8 december 2026 14:32",
      "Dagen: 12",
      "Reden: Cursus",
    ]);
    expect(
      auditChanges({ readAt: null, answeredAt: null }, { readAt: null, answeredAt: "2026-03-01T09:00:00.000Z" }).map(auditChangeText),
    ).toEqual(["Beantwoord: nee → 1 maart 2026 10:00"]);
    expect(auditChanges({ email: "weg@voorbeeld.nl" }, null).map(auditChangeText)).toEqual(["E-mailadres: weg@voorbeeld.nl"]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
