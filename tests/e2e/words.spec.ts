import { expect, test, type Page } from "@playwright/test";
import { createUser, DEFAULT_PASSWORD, query, sessionCookieFor } from "./support/factory";
import { loginAs } from "./support/practice";

// Dutch, consistently (decisions.md): headings, buttons, links, labels and page titles in Dutch sentence
// case (only the first word of a sentence and names start with a capital), "e-mail" and never "Email",
// and no English word where Dutch has one.

/** Words that keep their capital anywhere: names of the app, laws, organisations, plans and technology. */
const NAMES = new Set([
  "Jacht",
  "Theorie",
  "Oefenapp",
  "JavaScript",
  "AI",
  "WCAG",
  "AA",
  "Stripe",
  "Stripe-gebeurtenissen",
  "KvK",
  "KvK-nummer",
  "AVG",
  "Omgevingswet",
  "Wet",
  "Nederland",
  "Nederlandse",
  "Europese",
  "Economische",
  "Ruimte",
  "Autoriteit",
  "Persoonsgegevens",
  "Stichting",
  "Jachtexamens",
  "Stoomcursus",
]);

/** Names of more than one word: a page's name ('de pagina Over ons'). */
const PHRASES = ["Over ons"];

/** English words that have a Dutch one (`Dashboard` may stay: it is the page's name). */
const ENGLISH = /\b(Email|E-Mail|Correct|Upgrade|Submit|Loading|Settings|Feedback sturen)\b/;

/** The texts a reader scans: page title, headings, buttons, links, labels, table headers, summaries. */
async function scannedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title.split(" | ")[0] ?? ""];
    const selector = "main h1, main h2, main h3, main h4, button, a, label, th, summary, legend, header a, footer a, nav a";
    for (const element of Array.from(document.querySelectorAll(selector))) {
      // Not the text of other sites (photo credits) and not article bodies (content, checked elsewhere).
      if (element.closest(".prose .article-body, .photo-credit, figcaption")) continue;
      if (element instanceof HTMLAnchorElement && /^https?:/.test(element.getAttribute("href") ?? "")) continue;
      const copy = element.cloneNode(true) as HTMLElement;
      // A 'Premium' badge is a label of its own, not a word of the heading it sits in.
      copy.querySelectorAll(".badge, .visually-hidden").forEach((b) => b.remove());
      // A link that holds a heading and a paragraph (a tile) reads as two sentences.
      copy.querySelectorAll("h1, h2, h3, h4, p, li, div").forEach((block) => block.before("\n"));
      const text = (copy.textContent ?? "").replace(/[^\S\n]+/g, " ").trim();
      if (text) texts.push(text);
      const label = element.getAttribute("aria-label");
      if (label) texts.push(label);
    }
    return texts;
  });
}

/** The words of `text` that start with a capital but neither begin a sentence nor are a name. */
function titleCased(text: string): string[] {
  const wrong: string[] = [];
  // A sentence starts at the beginning, after . ! ? : and after an opening bracket or quote mark.
  const named = PHRASES.reduce((t, phrase) => t.replaceAll(phrase, "naam"), text);
  // A separator such as ' · ' starts a new item: 'wildkennis-006 · Wildkennis & soortherkenning'.
  const sentences = named.split(/(?<=[.!?:])\s+|\n|\s[·•|–—]\s|[(“"'‘]/);
  for (const sentence of sentences) {
    const words = sentence.trim().split(/\s+/).slice(1);
    for (const raw of words) {
      const word = raw.replace(/^[^\p{L}]+|[^\p{L}-]+$/gu, "");
      if (!/^\p{Lu}/u.test(word) || NAMES.has(word) || word.includes("@")) continue;
      wrong.push(word);
    }
  }
  return wrong;
}

async function checkPages(page: Page, paths: string[]) {
  // The names of the exam's parts keep their capital wherever they stand ('Vraag 12 (Ecologie & leefomgeving)').
  for (const { name } of query<{ name: string }>("select name from categories"))
    NAMES.add(name.split(/\s+/)[0]!.replace(/[^\p{L}-]/gu, ""));
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    for (const text of await scannedTexts(page)) {
      const wrong = titleCased(text);
      if (wrong.length) problems.push(`${path}: "${text.replace(/\s+/g, " ")}" (${wrong.join(", ")})`);
    }
    const body = await page.locator("body").innerText();
    const english = ENGLISH.exec(body);
    if (english) problems.push(`${path}: English "${english[0]}"`);
  }
  expect(problems, problems.join("\n")).toEqual([]);
}

test.describe("Dutch words in sentence case", () => {
  test.describe.configure({ timeout: 120_000 });

  test("public and account pages of a visitor", async ({ page }) => {
    await checkPages(page, [
      "/",
      "/promo",
      "/plans",
      "/payment?plan=stoomcursus",
      "/payment/cancel",
      "/about-us",
      "/blog",
      "/blog/theorie-examen-jachtgeweeractiviteit-uitgelegd",
      "/privacy",
      "/terms",
      "/toegankelijkheid",
      "/auth",
      "/auth?tab=signup",
      "/signup-success",
      "/email-verification",
      "/wachtwoord-vergeten",
      "/practice?tab=quick",
      "/practice?tab=personal",
      "/practice?tab=categories",
      "/examen",
      "/dit-bestaat-niet",
    ]);
  });

  test("the pages of a free account", async ({ page, baseURL }) => {
    const user = await createUser();
    const [name, value] = (await sessionCookieFor(user.id)).split(/=(.*)/s) as [string, string];
    await page.context().addCookies([{ name, value, url: baseURL! }]);
    await checkPages(page, [
      "/dashboard",
      "/profile",
      "/profile?tab=meldingen",
      "/profile?tab=privacy",
      "/progress",
      "/profile/tests",
      "/leerroute",
      "/mijn-fouten",
      "/examen",
      "/promo",
      "/payment/success",
    ]);
  });

  test("the owner's area", async ({ page }) => {
    const email = `eigenaar-${test.info().project.name}@voorbeeld.nl`;
    if (query("select id from users where email = ?", email).length === 0) await createUser({ email });
    await loginAs(page, email, DEFAULT_PASSWORD);
    const customer = await createUser();
    await checkPages(page, [
      "/beheer",
      "/beheer/feedback",
      "/beheer/berichten",
      `/beheer/gebruikers?q=${encodeURIComponent(customer.email)}&id=${customer.id}`,
      "/beheer/promo",
      "/beheer/betalingen",
      "/beheer/fotos",
      "/beheer/logboek",
    ]);
  });
});

test.describe("a count before its noun", () => {
  test("one answer is '1 antwoord' on the dashboard", async ({ page, baseURL }) => {
    const user = await createUser({ premiumDays: 3 });
    const [question] = query<{ id: string }>("select id from questions where is_premium = 0 and retired_at is null limit 1");
    query(
      "insert into user_question_stats (user_id, question_id, times_correct, times_wrong) values (?, ?, 1, 0) returning user_id",
      user.id,
      question!.id,
    );
    const [name, value] = (await sessionCookieFor(user.id)).split(/=(.*)/s) as [string, string];
    await page.context().addCookies([{ name, value, url: baseURL! }]);
    await page.goto("/dashboard");
    await expect(page.getByText("100% van je antwoorden is goed (1 antwoord).")).toBeVisible();
    await page.goto("/profile");
    await expect(page.getByText("(1 van 1 antwoord goed)")).toBeVisible();
  });
});
