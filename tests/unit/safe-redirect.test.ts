import { describe, expect, it } from "vitest";
import { pagePath } from "~/lib/page-path";
import { safeRedirect } from "~/services/requests/auth.server";

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

describe("a page's data address", () => {
  it("leads back to the page itself, never to its raw data", () => {
    expect(safeRedirect("/examen/0c5e6f1a-1b2c-4d3e-8f90-123456789abc.data?vraag=3")).toBe(
      "/examen/0c5e6f1a-1b2c-4d3e-8f90-123456789abc?vraag=3",
    );
    expect(safeRedirect("/_root.data")).toBe("/");
    expect(safeRedirect("/dashboard.data?_routes=root%2Croutes%2Faccount%2Fdashboard")).toBe("/dashboard");
    expect(pagePath(new URL("http://x/leerroute.data?_routes=a&b=1"))).toBe("/leerroute?b=1");
    expect(pagePath(new URL("http://x/practice?tab=quick"))).toBe("/practice?tab=quick");
  });
});
