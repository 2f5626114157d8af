import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/services/auth.server";

describe("safeRedirect", () => {
  it.each([
    "/.//evil.example",
    "/%2e//evil.example",
    "/%2E//evil.example",
    "/a/..//evil.example",
    "/./\\evil.example",
    "/\\evil.example",
    "//evil.example",
    "/./%2e//evil.example/path",
    "https://evil.example",
    "evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
  ])("never leaves the site for %j", (next) => {
    const out = safeRedirect(next);
    expect(out).toBe("/dashboard");
    expect(out.startsWith("//")).toBe(false);
    expect(out.startsWith("/\\")).toBe(false);
  });

  it("keeps a plain path with its query and fragment", () => {
    expect(safeRedirect("/practice?tab=quick#vraag")).toBe("/practice?tab=quick#vraag");
    expect(safeRedirect("/a/../profile")).toBe("/profile");
  });

  it("falls back for anything that is not a string", () => {
    expect(safeRedirect(undefined)).toBe("/dashboard");
    expect(safeRedirect(42, "/")).toBe("/");
  });
});
