import { expect, test, type APIResponse } from "@playwright/test";
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

test.describe("the owner's area for everyone else", () => {
  /** The answer without what differs per response anyway: the CSP nonce and the date. */
  async function answer(res: APIResponse) {
    const headers = { ...res.headers() };
    for (const name of ["date", "content-security-policy", "content-length", "etag", "x-render-cache", "connection", "keep-alive"]) {
      delete headers[name];
    }
    const body = (await res.text()).replace(/nonce="[^"]*"/g, 'nonce=""').replace(/'nonce-[^']*'/g, "");
    return { status: res.status(), headers, body };
  }

  test("answers exactly what an address that leads nowhere answers: page, data, form and route manifest, logged in or not", async ({
    request,
    baseURL,
  }) => {
    const user = await createUser();
    const member = await sessionCookieFor(user.id);
    const version = /manifest-([0-9a-f]+)\.js/.exec(await (await request.get("/", { headers: { cookie: "" } })).text())?.[1] ?? "";
    const pairs: [string, string, "GET" | "POST"][] = [
      ["/beheer/logboek", "/some-page-that-does-not-exist", "GET"],
      ["/beheer", "/nog-een-pagina", "GET"],
      ["/Beheer/Gebruikers?q=anna", "/bestaat-niet?q=anna", "GET"],
      ["/beheer/gebruikers.data?_routes=routes%2Fowner%2Fusers", "/bestaat-niet.data?_routes=routes%2Fowner%2Fusers", "GET"],
      ["/beheer/promo", "/bestaat-niet", "POST"],
      [`/__manifest?paths=%2Fbeheer%2Flogboek&version=${version}`, `/__manifest?paths=%2Fbestaat-niet&version=${version}`, "GET"],
    ];
    for (const cookie of ["", member]) {
      for (const [area, nowhere, method] of pairs) {
        const send = (path: string) =>
          method === "GET"
            ? request.get(path, { headers: { cookie }, maxRedirects: 0 })
            : request.post(path, {
                headers: { cookie, origin: baseURL!, "content-type": "application/x-www-form-urlencoded" },
                data: "intent=create&code=gratis&days=365",
                maxRedirects: 0,
              });
        const [a, b] = [await answer(await send(area)), await answer(await send(nowhere))];
        expect(a, `${method} ${area} ${cookie ? "logged in" : "anonymous"}`).toEqual(b);
      }
    }
    expect(version).not.toBe("");
  });
});

test("an anonymous data request for a page behind login sends to login with the page itself as the way back", async ({ request }) => {
  for (const [data, page] of [
    ["/examen/0c5e6f1a-1b2c-4d3e-8f90-123456789abc.data?vraag=3", "/examen/0c5e6f1a-1b2c-4d3e-8f90-123456789abc?vraag=3"],
    ["/leerroute.data?_routes=routes%2Flearning%2Fleerroute", "/leerroute"],
  ]) {
    const text = await (await request.get(data!, { headers: { cookie: "" } })).text();
    expect(text, data).toContain(`"/auth?next=${encodeURIComponent(page!)}"`);
    expect(text, data).not.toContain(".data");
  }
});
