import { expect, test } from "@playwright/test";
import { createUser, sessionCookieFor } from "./support/factory";

test.describe("layout", () => {
  test("header, footer and no breadcrumbs on the home page", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
    // A visitor's Home is the landing page, not the sales page /promo.
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "Oefenen" })).toHaveAttribute("href", "/practice");
    await expect(nav.getByRole("link", { name: "Over ons" })).toHaveAttribute("href", "/about-us");
    await expect(nav.getByRole("link", { name: "Inloggen" })).toHaveAttribute("href", "/auth");
    await expect(nav.getByRole("link", { name: "Mijn profiel" })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Kruimelpad" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacybeleid" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Toegankelijkheid" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });

  test("a logged-in candidate's Home is the dashboard", async ({ page, baseURL }) => {
    const user = await createUser();
    const [name, value] = (await sessionCookieFor(user.id)).split(/=(.*)/s) as [string, string];
    await page.context().addCookies([{ name, value, url: baseURL! }]);
    await page.goto("/blog");
    const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL("/dashboard");
    await expect(nav.getByRole("link", { name: "Mijn profiel" })).toHaveAttribute("href", "/profile");
  });

  for (const [path, label] of [
    ["/privacy", "Privacybeleid"],
    ["/terms", "Algemene voorwaarden"],
    ["/about-us", "Over ons"],
    ["/practice", "Oefenen"],
    ["/blog", "Blog"],
  ] as const) {
    test(`breadcrumb on ${path}`, async ({ page }) => {
      await page.goto(path);
      const trail = page.getByRole("navigation", { name: "Kruimelpad" });
      await expect(trail.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
      await expect(trail.locator('[aria-current="page"]')).toHaveText(label);
    });
  }

  test("every page sets its own title, description and canonical URL", async ({ page, baseURL }) => {
    await page.goto("/terms");
    await expect(page).toHaveTitle("Algemene voorwaarden | Jacht Theorie Oefenapp");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/terms`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /herroeping/);
  });

  test("a narrow screen of 320 px does not scroll sideways", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/privacy");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("not found and redirects", () => {
  test("an unknown path answers 404 with the Dutch not-found page", async ({ page }) => {
    const response = await page.goto("/dit-bestaat-niet");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oeps! Deze pagina bestaat niet." })).toBeVisible();
    await expect(page.getByText("404")).toBeVisible();
    await page.getByRole("link", { name: "Terug naar de startpagina" }).click();
    await expect(page).toHaveURL("/");
  });

  test("/home leads a visitor to the landing page and a logged-in candidate to the dashboard", async ({ request }) => {
    const visitor = await request.get("/home", { maxRedirects: 0 });
    expect(visitor.status()).toBe(302);
    expect(visitor.headers()["location"]).toBe("/");
    const user = await createUser();
    const loggedIn = await request.get("/home", { maxRedirects: 0, headers: { cookie: await sessionCookieFor(user.id) } });
    expect(loggedIn.status()).toBe(302);
    expect(loggedIn.headers()["location"]).toBe("/dashboard");
  });
});

test.describe("legal pages", () => {
  test("privacy statement has every section and the retention periods", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByText("Laatst bijgewerkt: 19-04-2025")).toBeVisible();
    for (const heading of [
      "1. Inleiding",
      "2. Welke persoonsgegevens we verzamelen",
      "3. Doelen en grondslagen",
      "4. Bewaartermijnen",
      "5. Delen met derden",
      "6. Beveiliging",
      "7. Jouw rechten",
      "8. Contact",
    ]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    const text = await page.locator("main").innerText();
    expect(text).toContain("30 dagen");
    expect(text).toContain("2 jaar");
    expect(text).toContain("1 jaar");
    expect(text).toContain("7 jaar");
    expect(text).toContain("geen trackers");
  });

  test("terms have every section and the figures", async ({ page }) => {
    await page.goto("/terms");
    for (const heading of [
      "1. Algemeen",
      "2. Gebruik van de dienst",
      "3. Prijzen en betaling",
      "4. Herroepingsrecht",
      "5. Klachtenprocedure",
      "6. Aansprakelijkheid",
      "7. Toepasselijk recht",
    ]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    const text = await page.locator("main").innerText();
    expect(text).toContain("binnen 14 dagen zonder opgave van redenen");
    expect(text).toContain("ten minste 30 dagen van tevoren");
    expect(text).toContain("in de 3 maanden");
    await expect(page.getByRole("link", { name: "contactformulier op de pagina Over ons" })).toHaveAttribute("href", "/about-us");
  });
});

test.describe("runtime endpoints", () => {
  test("/healthz reports ok", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  test("documents carry the security headers with a fresh CSP nonce", async ({ request }) => {
    const first = await request.get("/");
    const second = await request.get("/");
    const csp = first.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(second.headers()["content-security-policy"]).not.toBe(csp);
    expect(first.headers()["x-content-type-options"]).toBe("nosniff");
    expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const nonce = /nonce-([^']+)/.exec(csp)?.[1];
    const html = await first.text();
    expect(html).toContain(`nonce="${nonce}"`);
  });

  test("a body over the limit is refused with 413", async ({ request }) => {
    const response = await request.post("/about-us", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "message=" + "a".repeat(200 * 1024),
    });
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain("Te veel gegevens");
  });

  test("robots.txt and sitemap.xml", async ({ request, baseURL }) => {
    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    expect(await sitemap.text()).toContain(`<loc>${baseURL}/privacy</loc>`);
  });
});
