import { randomInt } from "node:crypto";
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { lastMailTo, linkIn, query, uniqueEmail } from "./support/factory";

// The test server believes X-Forwarded-For from loopback (TRUST_PROXY's default), so each test can
// play one school's or one script's address.
const address = () => `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
const FORM = "application/x-www-form-urlencoded";
const PASSWORD = "veldwerk-najaar";

function signupBody(email: string) {
  return new URLSearchParams({
    intent: "signup",
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    terms: "on",
    privacy: "on",
  }).toString();
}

test.describe("a hunting course behind one school address", () => {
  test("30 candidates sign up, get their mail, log in, send feedback and a contact message; the last one in the browser", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const school = address();
    // A question's reference as the practice page carries it (sealed: never the id itself).
    const starter = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": address(), origin: baseURL! } });
    await starter.post("/practice?tab=quick&t=1", { headers: { "content-type": FORM }, data: "intent=start-quick" });
    const questionRef = /name="questionRef" value="([^"]+)"/.exec(await (await starter.get("/practice?tab=quick&t=1")).text())![1]!;
    await starter.dispose();

    // 29 classmates, each with their own cookies, from the school's address.
    for (let i = 1; i < 30; i++) {
      const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": school, origin: baseURL! } });
      const email = uniqueEmail(`klas${i}`);
      const signup = await api.post("/auth", { headers: { "content-type": FORM }, data: signupBody(email), maxRedirects: 0 });
      expect(signup.headers()["location"], `sign-up ${i}`).toBe("/signup-success");
      const verify = await api.get(new URL(linkIn(await lastMailTo(email))).pathname + new URL(linkIn(await lastMailTo(email))).search, {
        maxRedirects: 0,
      });
      expect(verify.headers()["location"]).toBe("/email-verification");
      const login = await api.post("/auth", {
        headers: { "content-type": FORM },
        data: new URLSearchParams({ intent: "login", email, password: PASSWORD }).toString(),
        maxRedirects: 0,
      });
      expect(login.headers()["location"], `login ${i}`).toBe("/dashboard");
      const feedback = await api.post("/practice", {
        headers: { "content-type": FORM },
        data: new URLSearchParams({ intent: "feedback", questionRef, feedback: `klas-${school}-${i}` }).toString(),
      });
      expect(feedback.status(), `feedback ${i}`).toBe(200);
      const contact = await api.post("/about-us", {
        headers: { "content-type": FORM },
        data: new URLSearchParams({ email, message: `Vraag van cursist ${i}` }).toString(),
        maxRedirects: 0,
      });
      expect(contact.headers()["location"], `contact ${i}`).toBe("/about-us");
      await api.dispose();
    }

    // The 30th does it all in the browser, from the same address.
    const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": school } });
    const page = await context.newPage();
    const email = uniqueEmail("klas30");
    await page.goto("/auth?tab=signup");
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByLabel("Wachtwoord", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Bevestig wachtwoord").fill(PASSWORD);
    await page.getByLabel(/algemene voorwaarden/).check();
    await page.getByLabel(/privacybeleid/).check();
    await page.getByRole("button", { name: "Account aanmaken" }).click();
    await expect(page).toHaveURL("/signup-success");
    const link = new URL(linkIn(await lastMailTo(email)));
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole("heading", { name: "E-mail bevestigd!" })).toBeVisible();
    // The link logs the candidate in (the 29 before logged in with their password as well).
    await page.getByRole("link", { name: "Ga naar dashboard" }).click();
    await expect(page).toHaveURL("/dashboard");

    await page.goto("/about-us");
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByLabel(/Bericht/).fill("Vraag van cursist 30");
    await page.getByRole("button", { name: "Verzenden" }).click();
    await expect(page.getByText("Bericht verzonden!")).toBeVisible();
    await context.close();

    expect(query<{ n: number }>("select count(*) as n from question_feedback where feedback_text like ?", `klas-${school}-%`)[0]!.n).toBe(
      29,
    );
    expect(
      query<{ n: number }>("select count(*) as n from contact_messages where message like 'Vraag van cursist %' and email like 'klas%'")[0]!
        .n,
    ).toBeGreaterThanOrEqual(30);
  });

  test("a script making 200 sign-ups from one address is stopped", async ({ baseURL }) => {
    test.setTimeout(120_000);
    const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": address(), origin: baseURL! } });
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) {
      const response = await api.post("/auth", {
        headers: { "content-type": FORM },
        data: signupBody(uniqueEmail("script")),
        maxRedirects: 0,
      });
      statuses.push(response.status());
    }
    await api.dispose();
    const created = statuses.filter((s) => s === 302).length;
    const refused = statuses.filter((s) => s === 429).length;
    const tally = JSON.stringify(statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {}));
    expect(created, tally).toBe(50);
    expect(refused).toBe(150);
    expect(statuses.slice(50).every((s) => s === 429)).toBe(true);
  });
});
