import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { createUser, DEFAULT_PASSWORD, query, sessionCookieFor } from "./support/factory";
import { answerCurrent, answerOnScreen, loginAs } from "./support/practice";

// axe over every page of app/routes.ts, logged out and logged in, in both projects (JavaScript on and
// off). A page passes when axe finds nothing serious or critical under WCAG 2.2 A/AA; all problems of
// a test are collected first and reported together, so one run shows everything that needs fixing.
// AXE_ALL=1 also prints the moderate and minor findings (they do not fail the test).
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const BLOCKING = new Set(["serious", "critical"]);

class Audit {
  private problems: string[] = [];
  private snapshot = { url: "", html: "" };
  private auditContext: BrowserContext | null = null;
  private auditPage: Page | null = null;

  constructor(
    private page: Page,
    private browser: Browser,
    private jsOff: boolean,
  ) {}

  /** Audits the page as it is now; `label` names it in the report. */
  async check(label: string) {
    await test.step(`axe: ${label}`, () => this.run(label), { box: true });
  }

  /** Opens `path` and audits it. */
  async visit(path: string, label = path) {
    await this.page.goto(path);
    await this.check(label);
  }

  assertClean() {
    expect(this.problems, `serious or critical axe violations:\n\n${this.problems.join("\n\n")}`).toHaveLength(0);
  }

  async close() {
    await this.auditContext?.close();
  }

  private async run(label: string) {
    await this.page.waitForLoadState("load");
    const target = this.jsOff ? await this.copyWithoutScripts() : this.page;
    // Without its stylesheet a page has other sizes and colours: say so rather than report those.
    const styleRules = await target.evaluate(
      () => (document.getElementById("site-css") as HTMLStyleElement | null)?.sheet?.cssRules.length ?? 0,
    );
    expect(styleRules, `${label}: stylesheet missing`).toBeGreaterThan(50);
    // Legacy mode runs axe in the page itself instead of finishing in a new blank page: half the time,
    // and the app has no frames it would miss.
    const { violations } = await new AxeBuilder({ page: target }).withTags(TAGS).setLegacyMode(true).analyze();
    for (const v of violations) {
      const nodes = v.nodes
        .map(
          (n) =>
            `      ${n.target.join(" ")}\n        ${n.html.slice(0, 200)}\n        ${(n.failureSummary ?? "").replace(/\n/g, "\n        ")}`,
        )
        .join("\n");
      const report = `${label} (${this.page.url()}): ${v.id} [${v.impact}] ${v.help}\n    ${v.helpUrl}\n${nodes}`;
      if (BLOCKING.has(v.impact ?? "")) this.problems.push(report);
      else if (process.env.AXE_ALL) console.log(`[${test.info().project.name}] ${report}`);
    }
  }

  /**
   * With JavaScript off the page runs no timers, so axe, which waits on them, would never finish. The
   * page as served (the DOM of a browser without JavaScript) is therefore loaded, without its scripts,
   * into a page of a separate context where axe can run; styles and images load from the app as usual.
   */
  private async copyWithoutScripts(): Promise<Page> {
    if (!this.auditPage) {
      // The test runner gives new contexts the project's options; this one needs scripts for axe.
      this.auditContext = await this.browser.newContext({ javaScriptEnabled: true, viewport: this.page.viewportSize() });
      this.auditPage = await this.auditContext.newPage();
      await this.auditPage.route("**/*", (route) => {
        const request = route.request();
        if (request.isNavigationRequest() && request.url() === this.snapshot.url) {
          return route.fulfill({ contentType: "text/html; charset=utf-8", body: this.snapshot.html });
        }
        return route.continue();
      });
    }
    const html = (await this.page.content())
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
      .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
    this.snapshot = { url: this.page.url(), html };
    await this.auditPage.goto(this.snapshot.url);
    return this.auditPage;
  }
}

const test = base.extend<{ audit: Audit }>({
  audit: async ({ page, browser, javaScriptEnabled }, use) => {
    const audit = new Audit(page, browser, !javaScriptEnabled);
    await use(audit);
    await audit.close();
  },
});

/** Logs a new user in by giving the browser a session cookie (faster than the login form). */
async function logIn(page: Page, baseURL: string, premium: boolean) {
  const user = await createUser(premium ? { premiumDays: 30 } : {});
  const [name, value] = (await sessionCookieFor(user.id)).split(/=(.*)/s) as [string, string];
  await page.context().addCookies([{ name, value, url: baseURL }]);
  return user;
}

/** Answers the remaining questions of the running test (the one on screen is checked) and shows the result. */
async function finishTest(page: Page) {
  const counter = page.getByText(/^Vraag \d+ van \d+$/);
  const [n, total] = ((await counter.textContent()) ?? "").match(/\d+/g)!.map(Number) as [number, number];
  for (let next = n + 1; next <= total; next++) {
    await page.getByRole("button", { name: "Volgende vraag" }).click();
    await expect(page.getByText(`Vraag ${next} van ${total}`, { exact: true })).toBeVisible();
    await answerCurrent(page, next % 4);
  }
  await page.getByRole("button", { name: "Bekijk resultaat" }).click();
  await expect(page.getByRole("heading", { name: /^Resultaat: \d+%$/ })).toBeVisible();
}

/** A personal test of one question, played to its result without auditing. */
async function finishOneQuestionTest(page: Page) {
  await page.goto("/practice?tab=personal");
  await page.getByLabel(/^Aantal vragen/).fill("1");
  await page.getByRole("button", { name: "Start test" }).click();
  await expect(page).toHaveURL("/practice?tab=personal&t=1");
  await page.getByRole("button", { name: "Start test" }).click();
  await answerCurrent(page, 0);
  await page.getByRole("button", { name: "Bekijk resultaat" }).click();
  await expect(page.getByRole("heading", { name: /^Resultaat: \d+%$/ })).toBeVisible();
}

/** Starts a quick test, audits the question before and after checking, then plays on to the results. */
async function auditPractice(audit: Audit, page: Page, who: string) {
  await page.goto("/practice?tab=quick");
  await page.getByRole("button", { name: "Start test" }).click();
  await expect(page).toHaveURL("/practice?tab=quick&t=1#vraag");
  await audit.check(`${who}: question`);
  // Checking without a choice shows the form error.
  await page.getByRole("button", { name: "Controleer antwoord" }).click();
  await expect(page.getByText("Selecteer een antwoord")).toBeVisible();
  await audit.check(`${who}: question without a choice`);
  await answerCurrent(page, 1);
  await audit.check(`${who}: checked question`);
  await finishTest(page);
  await audit.check(`${who}: results`);
  // The question list of the results, opened.
  await page.locator(".analysis summary").first().click();
  await audit.check(`${who}: results with an answer opened`);
}

const PUBLIC_PAGES = [
  "/",
  "/promo",
  "/plans",
  "/payment?plan=stoomcursus",
  "/payment",
  "/payment/cancel",
  "/payment/success",
  "/blog",
  "/about-us",
  "/privacy",
  "/terms",
  "/toegankelijkheid",
  "/fotoverantwoording",
  "/leerstof",
  "/leerstof/wildkennis",
  "/leerstof/wetgeving-jacht-en-natuur",
  "/zoeken?q=ree",
  "/examen",
  "/practice?tab=quick",
  "/practice?tab=personal",
  "/practice?tab=categories",
  "/dit-bestaat-niet",
];

const ACCOUNT_PAGES = [
  "/dashboard",
  "/profile",
  "/profile?tab=meldingen",
  "/profile?tab=privacy",
  "/profile/tests",
  "/progress",
  "/examen",
  "/leerroute",
  "/mijn-fouten",
  "/leerstof/wildkennis",
  "/email-verification",
  "/practice?tab=quick",
  "/practice?tab=personal",
  "/practice?tab=categories",
];

test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
  // Each test audits many pages, at about a second each.
  test.describe.configure({ timeout: 240_000 });

  test("public pages, logged out", async ({ page, audit }) => {
    for (const path of PUBLIC_PAGES) await audit.visit(path);
    await page.goto("/blog");
    await page.locator(".blog-card a").first().click();
    await expect(page).toHaveURL(/\/blog\/[^/]+$/);
    await audit.check("a blog article");
    audit.assertClean();
  });

  test("species guide: the list, a species, a comparison and an unknown species, logged out", async ({ audit }) => {
    for (const path of ["/soorten", "/soorten/ree", "/soorten/vergelijk/ree/damhert", "/soorten/draak"]) await audit.visit(path);
    audit.assertClean();
  });

  test("account pages and forms with errors, logged out", async ({ page, audit }) => {
    for (const path of [
      "/auth",
      "/auth?tab=signup",
      "/wachtwoord-vergeten",
      "/wachtwoord-herstellen?token=ongeldig",
      "/signup-success",
      "/email-verification",
      "/auth?token_hash=ongeldig&type=email_confirmation",
    ]) {
      await audit.visit(path);
    }

    await page.goto("/auth");
    await page.getByRole("button", { name: "Inloggen", exact: true }).click();
    await expect(page.locator("[aria-invalid='true']").first()).toBeVisible();
    await audit.check("login form submitted empty");

    await page.goto("/auth?tab=signup");
    await page.getByRole("button", { name: "Account aanmaken", exact: true }).click();
    await expect(page.getByText("Vul alle velden in om een account aan te maken.")).toBeVisible();
    await audit.check("sign-up form submitted empty");

    await page.goto("/wachtwoord-vergeten");
    await page.getByRole("button", { name: "Herstellink versturen" }).click();
    await expect(page.locator("[aria-invalid='true']").first()).toBeVisible();
    await audit.check("forgot-password form submitted empty");

    await page.goto("/payment?plan=stoomcursus");
    await page.getByRole("button", { name: /Betalen/ }).click();
    await expect(page.getByText("Voornaam moet minimaal 2 tekens bevatten.")).toBeVisible();
    await audit.check("checkout form submitted empty");

    await page.goto("/about-us");
    await page.getByRole("button", { name: "Verzenden" }).click();
    await expect(page.locator("[aria-invalid='true']").first()).toBeVisible();
    await audit.check("contact form submitted empty");
    audit.assertClean();
  });

  test("practice, logged out", async ({ page, audit }) => {
    await auditPractice(audit, page, "anonymous");
    audit.assertClean();
  });

  test("the daily-limit notice for a visitor and for a free account", async ({ page, audit, baseURL }) => {
    // Starting a quick test takes the day's ten free questions.
    await page.goto("/practice?tab=quick");
    await page.getByRole("button", { name: "Start test" }).click();
    await expect(page).toHaveURL("/practice?tab=quick&t=1#vraag");
    await page.goto("/practice?tab=quick");
    await expect(page).toHaveURL("/auth?reden=daglimiet");
    await audit.check("visitor: daily limit on the login page");
    await page.context().clearCookies();

    await logIn(page, baseURL!, false);
    await page.goto("/practice?tab=quick");
    await page.getByRole("button", { name: "Start test" }).click();
    await expect(page).toHaveURL("/practice?tab=quick&t=1#vraag");
    await page.goto("/practice?tab=quick");
    await expect(page).toHaveURL("/promo?reden=daglimiet");
    await audit.check("free user: daily limit on the premium page");
    audit.assertClean();
  });

  for (const premium of [false, true]) {
    const who = premium ? "premium user" : "free user";

    test(`${who}: practice`, async ({ page, audit, baseURL }) => {
      await logIn(page, baseURL!, premium);
      await auditPractice(audit, page, who);
      audit.assertClean();
    });

    test(`${who}: account pages, forms with errors and the logged-in header`, async ({ page, audit, baseURL }) => {
      await logIn(page, baseURL!, premium);
      // One finished test first, so that the progress and test pages have something to show.
      await finishOneQuestionTest(page);
      for (const path of ACCOUNT_PAGES) await audit.visit(path, `${who}: ${path}`);
      // Public pages differ only in the header once logged in, which is the same for free and premium.
      if (!premium)
        for (const path of ["/", "/blog", "/payment?plan=stoomcursus", "/payment/success"]) await audit.visit(path, `${who}: ${path}`);

      await page.goto("/profile");
      await page.getByRole("button", { name: "Inwisselen" }).click();
      await expect(page.getByText("Voer een promotiecode in")).toBeVisible();
      await audit.check(`${who}: promo code submitted empty`);

      await page.goto("/profile?tab=privacy");
      await page.getByRole("button", { name: "Verwijder mijn account" }).click();
      await expect(page.getByText("Het wachtwoord klopt niet.", { exact: false })).toBeVisible();
      await audit.check(`${who}: account deletion without the password`);

      await page.goto("/payment?plan=stoomcursus");
      await page.getByRole("button", { name: /Betalen/ }).click();
      await expect(page.getByText("Voornaam moet minimaal 2 tekens bevatten.")).toBeVisible();
      await audit.check(`${who}: checkout form submitted empty`);
      audit.assertClean();
    });
  }

  test("premium user: a picture question answered wrong, a short round's result, a learning route sitting", async ({
    page,
    audit,
    baseURL,
  }) => {
    await logIn(page, baseURL!, true);
    // A picture question, answered wrong, in a personal test of two.
    await page.goto("/practice?tab=personal");
    await page.getByRole("checkbox", { name: "Afbeelding" }).check();
    await page.getByLabel(/^Aantal vragen/).fill("2");
    await page.getByRole("button", { name: "Start test" }).click();
    await expect(page).toHaveURL("/practice?tab=personal&t=1");
    await page.getByRole("button", { name: "Start test" }).click();
    await expect(page.locator("figure.question-image img")).toBeVisible();
    await audit.check("picture question");
    await answerOnScreen(page, false);
    await audit.check("picture question answered wrong");
    await page.getByRole("button", { name: "Volgende vraag" }).click();
    await expect(page.getByText("Vraag 2 van 2", { exact: true })).toBeVisible();
    await answerOnScreen(page, true);
    await page.getByRole("button", { name: "Bekijk resultaat" }).click();
    await expect(page.getByRole("heading", { name: /^Resultaat: \d+%$/ })).toBeVisible();
    await audit.check("a short round's result");

    // A sitting of the learning route (a personal test too: it replaces the one above, which is finished).
    await page.goto("/leerroute");
    await page.getByRole("button", { name: "Start de leerroute van vandaag" }).click();
    await expect(page.getByText(/^Vraag 1 van \d+$/)).toBeVisible();
    await audit.check("route sitting: question");
    await answerOnScreen(page, false);
    await audit.check("route sitting: question answered wrong");
    audit.assertClean();
  });

  test("premium user: an exam with its timer, the hand-in confirmation, the result and the history", async ({ page, audit, baseURL }) => {
    await logIn(page, baseURL!, true);
    await page.goto("/examen");
    await page.getByRole("checkbox", { name: "Met tijdslimiet" }).check();
    await page.getByLabel("Tijd in minuten").fill("3");
    await page.getByRole("button", { name: "Start examen" }).click();
    await expect(page.getByText("Kies een tijd tussen 10 en 240 minuten.")).toBeVisible();
    await audit.check("exam start with an error");
    await page.getByLabel("Tijd in minuten").fill("60");
    await page.getByRole("button", { name: "Start examen" }).click();
    await expect(page.getByText("Vraag 1 van 75", { exact: true })).toBeVisible();
    await audit.check("exam question with timer");
    await page.getByRole("group").getByRole("radio").first().check();
    await page.getByRole("button", { name: "Markeer deze vraag" }).click();
    await expect(page.getByRole("button", { name: "Markering weghalen" })).toBeVisible();
    await audit.check("exam question, answered and flagged");
    await page.getByRole("button", { name: "Inleveren" }).click();
    await expect(page.getByRole("heading", { name: "Examen inleveren?" })).toBeVisible();
    await audit.check("exam hand-in confirmation");
    await page.getByRole("button", { name: "Ja, inleveren" }).click();
    await expect(page.getByRole("heading", { name: "Uitslag examen", level: 1 })).toBeVisible();
    await audit.check("exam result and review");
    await page.getByRole("link", { name: /^Alle vragen/ }).click();
    await expect(page).toHaveURL(/nabespreking=alle/);
    await audit.check("exam review, all questions");
    await audit.visit("/examen", "exam history");
    audit.assertClean();
  });

  test("owner: every page of the owner's area", async ({ page, audit }) => {
    const email = `eigenaar-a11y-${test.info().project.name}@voorbeeld.nl`;
    if (query("select id from users where email = ?", email).length === 0) await createUser({ email });
    await loginAs(page, email, DEFAULT_PASSWORD);
    const customer = await createUser();
    // Something in the log: a premium grant, with its changes listed.
    await page.goto(`/beheer/gebruikers?id=${customer.id}`);
    await page.getByLabel("Aantal dagen").fill("3");
    await page.getByLabel("Reden").fill("Toegankelijkheidstest");
    await page.getByRole("button", { name: "Premium geven" }).click();
    await expect(page.getByText("3 dagen premium gegeven")).toBeVisible();
    for (const path of [
      "/beheer",
      "/beheer/feedback",
      "/beheer/feedback?status=accepted",
      "/beheer/berichten",
      `/beheer/gebruikers?q=${encodeURIComponent(customer.email)}&id=${customer.id}`,
      "/beheer/promo",
      "/beheer/betalingen",
      "/beheer/fotos",
      "/beheer/logboek",
    ]) {
      await audit.visit(path, `owner: ${path}`);
    }
    await page.goto(`/beheer/gebruikers?id=${customer.id}`);
    await page.getByRole("button", { name: "Premium geven" }).click();
    await audit.check("owner: premium grant without days and reason");
    audit.assertClean();
  });

  // WCAG 1.4.10 (reflow), which axe cannot judge: at 320 CSS px nothing scrolls sideways.
  test("nothing scrolls sideways on a 320 px screen", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const wide: string[] = [];
    const measure = async (label: string) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) wide.push(`${label}: ${overflow} px too wide`);
    };
    for (const path of [
      ...PUBLIC_PAGES,
      "/auth",
      "/auth?tab=signup",
      "/wachtwoord-vergeten",
      "/wachtwoord-herstellen",
      "/signup-success",
      "/email-verification",
    ]) {
      await page.goto(path);
      await measure(path);
    }
    await page.goto("/blog");
    const articles = await page.locator(".blog-card a").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    for (const path of articles) {
      await page.goto(path);
      await measure(path);
    }
    await logIn(page, baseURL!, true);
    for (const path of ACCOUNT_PAGES) {
      await page.goto(path);
      await measure(path);
    }
    await page.goto("/practice?tab=quick");
    await page.getByRole("button", { name: "Start test" }).click();
    await answerCurrent(page, 0);
    await measure("a checked question");
    await page.goto("/examen");
    await page.getByRole("button", { name: "Start examen" }).click();
    await expect(page.getByText("Vraag 1 van 75", { exact: true })).toBeVisible();
    await measure("an exam question");
    await page.getByRole("button", { name: "Inleveren" }).click();
    await page.getByRole("button", { name: "Ja, inleveren" }).click();
    await expect(page.getByRole("heading", { name: "Uitslag examen", level: 1 })).toBeVisible();
    await measure("an exam's result");
    await page.goto("/examen");
    await measure("the exam history");
    expect(wide, wide.join("\n")).toEqual([]);
  });
});
