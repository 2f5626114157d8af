import { randomInt } from "node:crypto";
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { createUser, lastMailTo, linkIn, sessionCookieFor } from "./support/factory";
import { throttleAccount } from "./support/throttle";

const FORM = "application/x-www-form-urlencoded";

test.describe("login safety", () => {
  test("someone guessing a candidate's password cannot lock them out: a one-time login link by e-mail", async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    const user = await createUser();
    // Bogus logins from elsewhere until the account must wait at least 8 seconds.
    await throttleAccount(baseURL!, user.email);

    // The real owner, with the right password, is throttled too, and is offered a login link.
    await page.goto("/auth");
    await page.getByLabel("E-mailadres").first().fill(user.email);
    await page.getByLabel("Wachtwoord", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Inloggen", exact: true }).click();
    await expect(page.getByText(/Er is te vaak een verkeerd wachtwoord geprobeerd/)).toBeVisible();
    if (test.info().project.name === "js-off") {
      // A form sent without JavaScript gets the small refusal page: the same words, no app around them.
      await expect(page.getByRole("heading", { name: "Te veel pogingen", level: 1 })).toBeVisible();
      await expect(page.locator("script")).toHaveCount(0);
    }
    await page.getByRole("button", { name: "Stuur mij een inloglink" }).click();
    await expect(page.getByText(/hebben we een inloglink gestuurd/)).toBeVisible();

    const mail = await lastMailTo(user.email);
    expect(mail.subject).toBe("Je inloglink voor de Jacht Theorie Oefenapp");
    const link = new URL(linkIn(mail));
    await page.goto(link.pathname + link.search);
    await page.getByRole("button", { name: "Inloggen" }).click();
    await expect(page).toHaveURL("/dashboard");

    // The link works once.
    await page.goto(link.pathname + link.search);
    await expect(page.getByText(/Deze inloglink is ongeldig, al gebruikt of verlopen/)).toBeVisible();
  });

  test("after login, next= never leads to another site", async ({ baseURL }) => {
    const user = await createUser();
    for (const next of ["/.//evil.example", "/%2e//evil.example", "/a/..//evil.example", "/./\\evil.example"]) {
      const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
      const body = new URLSearchParams({ intent: "login", email: user.email, password: user.password, next }).toString();
      const response = await api.post("/auth", { headers: { "content-type": FORM }, data: body, maxRedirects: 0 });
      expect(response.status(), next).toBe(302);
      expect(response.headers()["location"], next).toBe("/dashboard");
      await api.dispose();
    }
  });

  test("pages read with a session are not cached; public pages without cookies may be", async ({ request }) => {
    const user = await createUser();
    const cookie = await sessionCookieFor(user.id);
    for (const path of ["/profile", "/dashboard", "/progress", "/practice"]) {
      const response = await request.get(path, { headers: { cookie }, maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
    }
    const anonymous = await request.get("/blog", { headers: { cookie: "" } });
    expect(anonymous.headers()["cache-control"] ?? "").not.toContain("no-store");
  });

  test("sign-up refuses a common password with a clear Dutch message", async ({ page }) => {
    await page.goto("/auth?tab=signup");
    await page.getByLabel("E-mailadres").fill(`bekend-${randomInt(1e9)}@voorbeeld.nl`);
    await page.getByLabel("Wachtwoord", { exact: true }).fill("wachtwoord123");
    await page.getByLabel("Bevestig wachtwoord").fill("wachtwoord123");
    await page.getByLabel(/algemene voorwaarden/).check();
    await page.getByLabel(/privacybeleid/).check();
    await page.getByRole("button", { name: "Account aanmaken" }).click();
    await expect(page.getByText("Dit wachtwoord is te bekend en daardoor makkelijk te raden. Kies een ander wachtwoord.")).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });
});
