import { statSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { allowanceUsage, anonymousVisitors, practiceSettings, testAttempts } from "~/db/schema";
import { purgeStaleVisitors } from "~/models/visitors.server";
import { freshDatabase } from "../support/database";

const env = freshDatabase();
afterAll(() => env.cleanup());

describe("housekeeping", () => {
  it("creates the database readable by its owner only", () => {
    env.db.$client.prepare("select 1").get();
    for (const suffix of ["", "-wal"]) {
      const mode = statSync(env.file + suffix).mode & 0o777;
      expect(mode.toString(8), suffix || "database").toBe("600");
    }
  });

  it("removes visitors not seen for 30 days with their tests, settings and counters, and keeps the others", () => {
    const now = new Date("2026-06-30T10:00:00Z");
    const old = new Date("2026-05-01T10:00:00Z");
    const recent = new Date("2026-06-20T10:00:00Z");
    env.db
      .insert(anonymousVisitors)
      .values([
        { id: "oud", createdAt: old, lastSeenAt: old },
        { id: "nieuw", createdAt: old, lastSeenAt: recent },
      ])
      .run();
    for (const visitorId of ["oud", "nieuw"]) {
      env.db
        .insert(testAttempts)
        .values({ id: `t-${visitorId}`, visitorId, mode: "quick", title: "Snel Oefenen", questionCount: 1, startedAt: old })
        .run();
      env.db
        .insert(allowanceUsage)
        .values({ subject: `v:${visitorId}`, day: "2026-05-01", mode: "quick", categoryId: "", used: 3 })
        .run();
      env.db
        .insert(practiceSettings)
        .values({ subject: `v:${visitorId}`, mode: "personal", settings: {}, updatedAt: old })
        .run();
    }

    expect(purgeStaleVisitors(new Date(now.getTime() - 30 * 86_400_000))).toBe(1);
    expect(
      env.db
        .select()
        .from(anonymousVisitors)
        .all()
        .map((v) => v.id),
    ).toEqual(["nieuw"]);
    expect(
      env.db
        .select()
        .from(testAttempts)
        .all()
        .map((t) => t.visitorId),
    ).toEqual(["nieuw"]);
    expect(env.db.select().from(allowanceUsage).where(eq(allowanceUsage.subject, "v:oud")).all()).toHaveLength(0);
    expect(env.db.select().from(practiceSettings).where(eq(practiceSettings.subject, "v:oud")).all()).toHaveLength(0);
    expect(env.db.select().from(practiceSettings).where(eq(practiceSettings.subject, "v:nieuw")).all()).toHaveLength(1);
  });
});
