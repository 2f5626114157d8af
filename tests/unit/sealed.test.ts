import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { openPhotoKey, openQuestionRef, sealPhotoId, sealQuestionId } from "~/platform/sealed.server";

beforeAll(() => {
  process.env.SESSION_SECRET = "proef-geheim-0123456789abcdef";
  process.env.DATABASE_PATH = path.join(mkdtempSync(path.join(os.tmpdir(), "jacht-sealed-")), "app.db");
});

describe("sealed photo addresses", () => {
  it("give each photo one stable key that does not show its number, and open back to it", () => {
    const keys = [1, 2, 58, 123456].map((id) => sealPhotoId(id));
    expect(new Set(keys).size).toBe(4);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(sealPhotoId(58)).toBe(keys[2]);
    expect(keys.some((k) => k.includes("58"))).toBe(false);
    expect([1, 2, 58, 123456].map((id) => openPhotoKey(sealPhotoId(id)))).toEqual([1, 2, 58, 123456]);
  });

  it("give the guides another key for the same photo, which opens to it too", () => {
    const guide = sealPhotoId(58, "guide");
    expect(guide).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(guide).not.toBe(sealPhotoId(58));
    expect(sealPhotoId(58, "guide")).toBe(guide);
    expect(openPhotoKey(guide)).toBe(58);
  });

  it("refuse keys this app did not make", () => {
    const key = sealPhotoId(58);
    const changed = (key[0] === "A" ? "B" : "A") + key.slice(1);
    expect(openPhotoKey(changed)).toBeNull();
    expect(openPhotoKey("58")).toBeNull();
    expect(openPhotoKey("A".repeat(22))).toBeNull();
    expect(openPhotoKey(`${key}x`)).toBeNull();
  });
});

describe("sealed question references", () => {
  it("differ on every page, never show the id, and open back to it", () => {
    const a = sealQuestionId("soort-pijlstaart-kenmerk");
    const b = sealQuestionId("soort-pijlstaart-kenmerk");
    expect(a).not.toBe(b);
    expect(a.toLowerCase()).not.toContain("pijlstaart");
    expect(openQuestionRef(a)).toBe("soort-pijlstaart-kenmerk");
    expect(openQuestionRef(b)).toBe("soort-pijlstaart-kenmerk");
  });

  it("refuse a changed, foreign or oversized reference", () => {
    const ref = sealQuestionId("wildkennis-020");
    const last = ref.at(-1) === "A" ? "B" : "A";
    expect(openQuestionRef(ref.slice(0, -1) + last)).toBeNull();
    expect(openQuestionRef("wildkennis-020")).toBeNull();
    expect(openQuestionRef("")).toBeNull();
    expect(openQuestionRef("A".repeat(401))).toBeNull();
    expect(openQuestionRef("a b")).toBeNull();
  });
});
