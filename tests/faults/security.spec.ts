import { expect, test } from "@playwright/test";
import { createUser, sessionCookieFor } from "../e2e/support/factory";

// Attacks from the second security review, against the production build.

test.describe("a session in disguise", () => {
  for (const path of ["/about-us", "/", "/promo", "/blog", "/plans", "/toegankelijkheid"]) {
    test(`${path} rendered for a session cookie with a space before '=' is private and never served to others`, async ({ request }) => {
      const user = await createUser();
      const session = await sessionCookieFor(user.id);
      const disguised = `x__session=1; ${session.replace("=", " =")}`;
      const personal = await request.get(path, { headers: { cookie: disguised } });
      expect(personal.status()).toBe(200);
      expect(personal.headers()["cache-control"]).toBe("private, no-store");
      expect(personal.headers()["x-render-cache"]).toBeUndefined();
      if (path === "/about-us") expect(await personal.text()).toContain(user.email);

      for (let i = 0; i < 2; i++) {
        const anonymous = await request.get(path, { headers: { cookie: "" } });
        expect(await anonymous.text()).not.toContain(user.email);
      }
    });
  }

  test("a look-alike cookie name is not our cookie: the page stays public", async ({ request }) => {
    await request.get("/privacy", { headers: { cookie: "" } });
    const lookalike = await request.get("/privacy", { headers: { cookie: "x__session=1; my__visitor=2" } });
    expect(lookalike.headers()["x-render-cache"]).toBe("hit");
    expect(lookalike.headers()["cache-control"] ?? "").not.toContain("private");
  });
});
