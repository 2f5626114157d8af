import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { createUser, mailsTo, query, sealedQuestionRef, sessionCookieFor, uniqueEmail } from "./support/factory";
import { loginAs } from "./support/practice";

// The browser tests' server sets no CONTACT_EMAIL, COMPANY_NAME or COMPANY_KVK: contact messages go to
// the address of the default MAIL_FROM, and no company details are shown.
const ownerAddress = (baseURL: string | undefined) => `no-reply@${new URL(baseURL ?? "http://localhost").hostname}`;

type Ld = { "@context": string; "@type": string; [key: string]: unknown };

async function structuredData(page: Page): Promise<Ld[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Ld);
}

function ldOfType<T = Ld>(items: Ld[], type: string): T {
  const found = items.filter((i) => i["@type"] === type);
  expect(found, `one ${type}`).toHaveLength(1);
  return found[0] as T;
}

/** The owner's copy of a contact message, found by the sender it replies to. */
async function contactMailFrom(owner: string, sender: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = mailsTo(owner).find((m) => (m as { replyTo?: string }).replyTo === sender);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no contact mail from ${sender}`);
}

const PUBLISHED = [
  ["wildverzorging-en-hygiene-na-het-schot", "Wildverzorging en hygiëne na het schot"],
  ["soortherkenning-ree-edelhert-damhert-wild-zwijn", "Soortherkenning: ree, edelhert, damhert en wild zwijn uit elkaar houden"],
  ["veilig-bewaren-en-vervoeren-van-wapens-en-munitie", "Veilig omgaan met wapens en munitie: bewaren en vervoeren"],
  ["vijf-wildsoorten-en-hun-openingstijden", "De vijf wildsoorten en hun openingstijden"],
  ["van-jachtakte-naar-omgevingsvergunning-jachtgeweeractiviteit", "Van jachtakte naar omgevingsvergunning jachtgeweeractiviteit"],
  ["theorie-examen-jachtgeweeractiviteit-uitgelegd", "Het theorie-examen jachtgeweeractiviteit uitgelegd"],
] as const;
const EXAM_ARTICLE = "/blog/theorie-examen-jachtgeweeractiviteit-uitgelegd";
const EXAM_TITLE = "Het theorie-examen jachtgeweeractiviteit uitgelegd";
const DRAFT = "concept-jachthonden";

test.describe("landing page", () => {
  test("hero, AI statement, marketing list, founder note, plans and FAQ", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Oefen voor je jachtexamen" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Start met oefenen" })).toHaveAttribute("href", "/practice?tab=quick");
    await expect(page.getByRole("link", { name: "Maak een account" })).toHaveAttribute("href", "/auth?tab=signup");
    await expect(page.getByText("De oefenvragen zijn met behulp van AI gemaakt").first()).toBeVisible();

    const features = page.getByRole("region", { name: "Alles voor je voorbereiding" });
    for (const item of [
      "Onbeperkt oefenen",
      "Persoonlijke leerroute",
      "Voortgangsanalyse",
      "Premium dashboard",
      "Realistische examenvragen",
      "Uitgebreide feedback per vraag",
      "Flexibel oefenen in je eigen tempo",
    ]) {
      await expect(features.getByText(item, { exact: true })).toBeVisible();
    }
    await expect(features.getByText(/zwakke punten/)).toBeVisible();

    const founder = page.getByRole("region", { name: "Van de oprichter" });
    await expect(founder.getByText("toine5")).toBeVisible();
    // The trial and the code side by side: how they add up, not two offers that seem to contradict.
    await expect(founder).toContainText("een nieuw account krijgt 3 dagen premium");
    await expect(founder).toContainText("komen er 5 dagen bij: 8 dagen premium in totaal");
    await expect(founder.getByRole("link", { name: "Lees meer over ons" })).toHaveAttribute("href", "/about-us");

    const premium = page.locator("#premium");
    await expect(premium.getByRole("heading", { name: "Premium pakketten" })).toBeVisible();
    await expect(premium.getByRole("link", { name: /^Kies / })).toHaveCount(3);

    // The FAQ opens without JavaScript (<details>).
    const faq = page.getByRole("region", { name: "Veelgestelde vragen over het jachtexamen" });
    await faq.getByText("Hoeveel vragen moet ik goed hebben om te slagen?").click();
    await expect(faq.getByText("Bij 75 vragen zijn dat 53 goede antwoorden of meer.", { exact: false })).toBeVisible();
  });

  test("a demo question without a picture shows no empty picture box", async ({ page }) => {
    // A built-in fallback question has no picture.
    await page.goto(`/?demo=${await sealedQuestionRef("fallback-1")}`);
    const demo = page.locator("#demo");
    await expect(demo.getByText("Welke van deze soorten is een wildsoort", { exact: false })).toBeVisible();
    await expect(demo.getByText("Geen afbeelding")).toHaveCount(0);
    await expect(demo.locator(".image-placeholder")).toHaveCount(0);
  });

  test("structured data: Organization, Course and FAQPage that match the page", async ({ page, baseURL }) => {
    await page.goto("/");
    const items = await structuredData(page);
    const org = ldOfType(items, "Organization");
    expect(org).toMatchObject({ "@context": "https://schema.org", name: "Jacht Theorie Oefenapp", url: `${baseURL}/` });
    expect(org).not.toHaveProperty("identifier");
    const course = ldOfType<{ provider: Ld; offers: unknown[] }>(items, "Course");
    expect(course.provider["@type"]).toBe("Organization");
    expect(course.offers).toHaveLength(3);
    const faq = ldOfType<{ mainEntity: { name: string; acceptedAnswer: { text: string } }[] }>(items, "FAQPage");
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(4);
    expect(faq.mainEntity.length).toBeLessThanOrEqual(6);
    const region = page.getByRole("region", { name: "Veelgestelde vragen over het jachtexamen" });
    for (const q of faq.mainEntity) await expect(region.getByText(q.name, { exact: true })).toBeAttached();
    expect(faq.mainEntity.map((q) => q.acceptedAnswer.text).join(" ")).toContain("75 meerkeuzevragen");
    // The home page has no breadcrumbs, so no BreadcrumbList either.
    expect(items.filter((i) => i["@type"] === "BreadcrumbList")).toHaveLength(0);
  });
});

test.describe("about page", () => {
  test("founder intro with the promo code, mission, differentiators and the contact form", async ({ page }) => {
    await page.goto("/about-us");
    await expect(page).toHaveTitle("Over ons | Jacht Theorie Oefenapp");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Over ons");
    const founder = page.getByRole("region", { name: "Van de oprichter" });
    await expect(founder.getByText("toine5")).toBeVisible();
    await expect(founder.getByText(/5 dagen premium erbij, bovenop de 3 dagen/)).toBeVisible();
    await expect(founder.getByRole("link", { name: "inloggen" })).toHaveAttribute("href", "/auth");
    await expect(page.getByRole("heading", { name: "Onze missie" })).toBeVisible();
    const different = page.getByRole("region", { name: "Wat deze app anders maakt" });
    for (const item of [
      "Werkt zonder JavaScript",
      "Elke regel op de server",
      "Uitleg met bronnen",
      "Eerlijk over wat gecontroleerd is",
      "Toegankelijk",
      "Geen trackers",
    ]) {
      await expect(different.getByRole("heading", { name: item, exact: true })).toBeVisible();
    }
    await expect(different.getByRole("link", { name: "toegankelijkheidsverklaring" })).toHaveAttribute("href", "/toegankelijkheid");

    // Nothing about the company is invented when the owner has not configured it.
    await expect(page.getByRole("heading", { name: "Bedrijfsgegevens" })).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText("KvK");

    const contact = page.locator("#contact");
    await expect(contact.getByRole("heading", { name: "Contact en feedback" })).toBeVisible();
    await expect(contact.getByLabel("E-mailadres")).toHaveAttribute("type", "email");
    await expect(contact.getByLabel("Bericht")).toHaveAttribute("maxlength", "5000");
    await expect(contact.getByRole("button", { name: "Verzenden" })).toBeEnabled();
    // The honeypot is out of sight and out of the accessibility tree.
    await expect(contact.getByRole("textbox")).toHaveCount(2);
    await expect(contact.locator('input[name="website"]')).toHaveAttribute("tabindex", "-1");
    await expect(contact.getByRole("link", { name: "privacybeleid" })).toHaveAttribute("href", "/privacy");
  });

  test("the footer's contact block links to the form", async ({ page }) => {
    await page.goto("/blog");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "contactformulier" }).click();
    await expect(page).toHaveURL("/about-us#contact");
    await expect(page.getByRole("heading", { name: "Contact en feedback" })).toBeVisible();
  });
});

test.describe("contact form", () => {
  test("a message is stored, mailed to the owner with reply-to the sender, and the form is empty again", async ({ page, baseURL }) => {
    const email = uniqueEmail("contact");
    const message = `Ik mis vragen over jachthonden.\nKunnen die erbij? (${email})`;
    await page.goto("/about-us");
    const contact = page.locator("#contact");
    await contact.getByLabel("E-mailadres").fill(email);
    await contact.getByLabel("Bericht").fill(message);
    await contact.getByRole("button", { name: "Verzenden" }).click();

    const toast = page.getByRole("status").filter({ hasText: "Bericht verzonden!" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Bedankt voor je bericht. We nemen zo snel mogelijk contact met je op.");
    await expect(page).toHaveURL("/about-us");
    await expect(contact.getByLabel("E-mailadres")).toHaveValue("");
    await expect(contact.getByLabel("Bericht")).toHaveValue("");

    const rows = query<{ email: string; message: string; user_id: string | null }>(
      "select email, message, user_id from contact_messages where email = ?",
      email,
    );
    expect(rows).toEqual([{ email, message, user_id: null }]);

    const mail = (await contactMailFrom(ownerAddress(baseURL), email)) as unknown as { subject: string; text: string; replyTo: string };
    expect(mail.subject).toBe(`Contactformulier: bericht van ${email}`);
    expect(mail.text).toContain(message);
  });

  test("a logged-in user's address is filled in and the message is linked to the account", async ({ page }) => {
    const user = await createUser();
    await loginAs(page, user.email, user.password);
    await page.goto("/about-us");
    const contact = page.locator("#contact");
    await expect(contact.getByLabel("E-mailadres")).toHaveValue(user.email);
    await contact.getByLabel("Bericht").fill("Een vraag van een ingelogde gebruiker.");
    await contact.getByRole("button", { name: "Verzenden" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Bericht verzonden!" })).toBeVisible();
    expect(query("select user_id from contact_messages where email = ?", user.email)).toEqual([{ user_id: user.id }]);
  });

  test("empty fields are refused with a message at each field", async ({ page }) => {
    await page.goto("/about-us");
    const contact = page.locator("#contact");
    await contact.getByRole("button", { name: "Verzenden" }).click();
    await expect(contact.getByText("Vul je e-mailadres in.")).toBeVisible();
    await expect(contact.getByText("Vul je bericht in.")).toBeVisible();
    await expect(contact.getByLabel("E-mailadres")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Bericht verzonden!")).toHaveCount(0);
  });

  test("a filled honeypot looks like success but stores and sends nothing", async ({ page, baseURL }) => {
    const email = uniqueEmail("bot");
    await page.goto("/about-us");
    const contact = page.locator("#contact");
    await contact.getByLabel("E-mailadres").fill(email);
    await contact.getByLabel("Bericht").fill("Koop goedkope horloges!");
    await contact.locator('input[name="website"]').fill("https://spam.example");
    await contact.getByRole("button", { name: "Verzenden" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Bericht verzonden!" })).toBeVisible();
    expect(query("select id from contact_messages where email = ?", email)).toHaveLength(0);
    // A real message is mailed before the redirect, so by now it would be in the outbox.
    expect(mailsTo(ownerAddress(baseURL)).filter((m) => (m as { replyTo?: string }).replyTo === email)).toHaveLength(0);
  });

  test("the button reads 'Verzenden...' while the message is sent @js-only", async ({ page }) => {
    await page.route(/\/about-us(\.data)?(\?.*)?$/, async (route) => {
      if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 1000));
      await route.continue();
    });
    await page.goto("/about-us");
    const contact = page.locator("#contact");
    await contact.getByLabel("E-mailadres").fill(uniqueEmail("wacht"));
    await contact.getByLabel("Bericht").fill("Even geduld graag.");
    await contact.getByRole("button", { name: "Verzenden" }).click();
    await expect(contact.getByRole("button", { name: "Verzenden..." })).toBeDisabled();
    await expect(page.getByRole("status").filter({ hasText: "Bericht verzonden!" })).toBeVisible();
    await expect(contact.getByRole("button", { name: "Verzenden", exact: true })).toBeEnabled();
  });
});

test.describe("blog", () => {
  test("the list shows the published articles newest first, each with date, excerpt, tags and image placeholder", async ({ page }) => {
    await page.goto("/blog");
    await expect(page).toHaveTitle("Blog | Jacht Theorie Oefenapp");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description).toHaveLength(160);

    const cards = page
      .locator("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(cards).toHaveCount(PUBLISHED.length);
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(PUBLISHED.map(([, title]) => title));
    await expect(page.getByText("Jachthonden in opleiding")).toHaveCount(0);

    const exam = cards.filter({ hasText: EXAM_TITLE });
    await expect(exam.locator("time")).toHaveText("15 september 2025");
    await expect(exam.getByRole("list", { name: "Onderwerpen" }).getByRole("listitem")).toHaveText(["examen", "theorie", "praktijkexamen"]);
    await expect(exam.getByText("Geen afbeelding")).toBeVisible();
    const excerpt = (await exam.locator("p").filter({ hasText: "Wie in Nederland" }).textContent()) ?? "";
    expect(excerpt.startsWith("Wie in Nederland met een geweer wil jagen")).toBe(true);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(Array.from(excerpt)).toHaveLength(151);

    for (const card of await cards.all()) {
      await expect(card.locator("time")).toHaveText(
        /^\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}$/,
      );
      expect(await card.getByRole("list", { name: "Onderwerpen" }).getByRole("listitem").count()).toBeLessThanOrEqual(3);
    }

    await exam.getByRole("link", { name: EXAM_TITLE }).click();
    await expect(page).toHaveURL(EXAM_ARTICLE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(EXAM_TITLE);
  });

  test("an article shows its title, date, tags and text, with the title as breadcrumb", async ({ page, baseURL }) => {
    await page.goto(EXAM_ARTICLE);
    await expect(page).toHaveTitle(`${EXAM_TITLE} | Jacht Theorie Oefenapp`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${EXAM_ARTICLE}`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(EXAM_TITLE);
    await expect(page.locator("article time")).toHaveText("15 september 2025");
    await expect(page.getByRole("list", { name: "Onderwerpen" }).getByRole("listitem")).toHaveText([
      "examen",
      "theorie",
      "praktijkexamen",
      "oefenen",
    ]);
    await expect(page.getByRole("heading", { level: 2, name: "Twee delen: theorie en praktijk" })).toBeVisible();

    const trail = page.getByRole("navigation", { name: "Kruimelpad" });
    await expect(trail.locator('[aria-current="page"]')).toHaveText(EXAM_TITLE);
    await expect(trail.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");

    const items = await structuredData(page);
    expect(ldOfType(items, "BlogPosting")).toMatchObject({
      headline: EXAM_TITLE,
      url: `${baseURL}${EXAM_ARTICLE}`,
      datePublished: "2025-09-15T00:00:00.000Z",
    });
    const crumbs = ldOfType<{ itemListElement: { name: string; item: string }[] }>(items, "BreadcrumbList");
    expect(crumbs.itemListElement.map((c) => [c.name, c.item])).toEqual([
      ["Home", `${baseURL}/`],
      ["Blog", `${baseURL}/blog`],
      [EXAM_TITLE, `${baseURL}${EXAM_ARTICLE}`],
    ]);

    await page.getByRole("link", { name: "Terug naar het blogoverzicht" }).click();
    await expect(page).toHaveURL("/blog");
  });

  test("an unpublished article stays hidden: not listed, 404, not in the sitemap", async ({ page, request }) => {
    await page.goto("/blog");
    await expect(page.getByRole("link", { name: /Jachthonden/ })).toHaveCount(0);

    const response = await page.goto(`/blog/${DRAFT}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artikel niet gevonden");
    await expect(page.getByText("Trainen met het geweer")).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.getByRole("link", { name: "Terug naar het blogoverzicht" }).click();
    await expect(page).toHaveURL("/blog");

    expect((await request.get("/blog/bestaat-niet")).status()).toBe(404);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain(DRAFT);
    for (const [slug] of PUBLISHED) expect(sitemap).toContain(`/blog/${slug}</loc>`);
  });

  test("six placeholder cards while JavaScript loads the list @js-only", async ({ page }) => {
    await page.goto("/about-us");
    // The scripts start after the first paint: a click before they run is a plain page load, without placeholders.
    await page.waitForLoadState("networkidle");
    await page.route(/\/blog\.data(\?.*)?$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Blog" }).click();
    const skeletons = page.locator(".skeleton-card");
    await expect(skeletons).toHaveCount(6);
    await expect(skeletons.first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: EXAM_TITLE })).toBeVisible();
    await expect(skeletons).toHaveCount(0);
  });
});

test.describe("structured data", () => {
  for (const path of ["/", "/about-us", "/blog", EXAM_ARTICLE, "/privacy", "/terms", "/toegankelijkheid", "/plans", "/practice"]) {
    test(`JSON-LD on ${path} parses, and carries the CSP nonce`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
      const html = await response.text();
      const scripts = [...html.matchAll(/<script type="application\/ld\+json"([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, json] of scripts) {
        expect(attributes).toContain(`nonce="${nonce}"`);
        const data = JSON.parse(json!) as Ld;
        expect(data["@context"]).toBe("https://schema.org");
        expect(typeof data["@type"]).toBe("string");
      }
      const types = scripts.map(([, , json]) => (JSON.parse(json!) as Ld)["@type"]);
      if (path !== "/") expect(types).toContain("BreadcrumbList");
    });
  }
});

test.describe("render cache", () => {
  test("a visitor without a cookie gets the stored page with a fresh nonce; a member's page is never stored or shared", async ({
    playwright,
    baseURL,
  }) => {
    // Request contexts of their own: no cookies but the ones given here.
    const visitor = await playwright.request.newContext({ baseURL });
    const user = await createUser();
    const member = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: await sessionCookieFor(user.id) } });
    try {
      const nonces: string[] = [];
      for (const round of [1, 2]) {
        const response = await visitor.get("/about-us");
        expect(response.status()).toBe(200);
        if (round === 2) expect(response.headers()["x-render-cache"]).toBe("hit");
        const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1] ?? "";
        const html = await response.text();
        expect(html).toContain(`nonce="${nonce}"`);
        nonces.push(nonce);
      }
      expect(nonces[0]).not.toBe(nonces[1]);

      for (const path of ["/", "/about-us", "/plans"]) {
        const own = await member.get(path);
        expect(own.headers()["x-render-cache"], path).toBeUndefined();
        expect(own.headers()["cache-control"], path).toBe("private, no-store");
        expect(await own.text(), path).toContain("Mijn profiel");
        const shared = await visitor.get(path);
        const html = await shared.text();
        expect(html, path).toContain("Inloggen");
        expect(html, path).not.toContain("Mijn profiel");
      }
    } finally {
      await visitor.dispose();
      await member.dispose();
    }
  });
});

test.describe("accessibility", () => {
  // axe runs as a script in the page, so it needs JavaScript; the markup it checks is the server's.
  for (const path of ["/", "/about-us", "/blog", EXAM_ARTICLE, `/blog/${DRAFT}`]) {
    test(`axe finds no WCAG 2.2 A/AA violations on ${path} @js-only`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});
