import { expect, test, type Page } from "@playwright/test";
import { createUser, query, sessionCookieFor } from "./support/factory";
import { answerCurrent } from "./support/practice";

// The browser tests' app fetched every species photo from the local fake MediaWiki before it started.

const wildkennis = (premium: boolean) =>
  query<{ n: number }>(
    `select count(*) as n from questions where category_id = 'wildkennis' and retired_at is null ${premium ? "" : "and is_premium = 0"}`,
  )[0]!.n;

/**
 * What must not reach a page before its answer: the fake MediaWiki's file titles and pages (which name
 * the species), its maker, its address, a photo's number in an address, a generated question's id.
 * A photo's number address is `/photos/<number>-<width>.<format>`; its public one uses a 22-character
 * key, which may itself begin with digits and a dash.
 */
const GIVEAWAYS = [/File(:|%3A)/i, /\/wiki\//, /Testfotograaf/, /127\.0\.0\.1:\d+/, /\/photos\/\d+-\d+\.(jpg|webp)/, /soort-[a-z]/];

function expectNoGiveaway(text: string, where: string) {
  for (const pattern of GIVEAWAYS) expect(text, `${where}: ${pattern}`).not.toMatch(pattern);
}

/** The page's HTML and its `.data` answer (what client-side navigation loads). */
async function pageAndData(page: Page, url: string): Promise<[string, string]> {
  const u = new URL(url, "http://localhost");
  const html = await (await page.request.get(u.pathname + u.search)).text();
  const data = await (await page.request.get(`${u.pathname}.data${u.search}`)).text();
  return [html, data];
}

/** Answers the running test until a picture question is on screen; returns false when the test ended without one. */
async function untilPicture(page: Page): Promise<boolean> {
  for (let n = 1; ; n++) {
    // Wait for this question's own counter: with JavaScript the previous one stays until the next has loaded.
    await expect(page.getByText(new RegExp(`^Vraag ${n} van \\d+$`))).toBeVisible();
    if ((await page.locator("figure.question-image").count()) > 0) return true;
    await answerCurrent(page);
    const next = page.getByRole("button", { name: "Volgende vraag" });
    if ((await next.count()) === 0) return false;
    await next.click();
  }
}

test.describe("species photos", () => {
  test("every picture question is served: the categories tab counts the whole bank, for a visitor and for premium", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto("/practice?tab=categories");
    const card = page.getByRole("listitem").filter({ hasText: "Wildkennis" });
    await expect(card.getByText(`${wildkennis(false)} vragen`, { exact: true })).toBeVisible();

    const user = await createUser({ premiumDays: 30 });
    const [name, value] = (await sessionCookieFor(user.id)).split(/=(.*)/s) as [string, string];
    await context.addCookies([{ name, value, url: baseURL! }]);
    await page.goto("/practice?tab=categories");
    await expect(card.getByText(`${wildkennis(true)} vragen`, { exact: true })).toBeVisible();
    // No picture question waits for a photo.
    const waiting = query<{ n: number }>(
      `select count(*) as n from questions q where q.q_type = 'afbeelding' and q.retired_at is null and not exists (
         select 1 from species_photos p where p.species = q.species_id and p.status = 'ready' and (q.photo_view is null or p.view = q.photo_view))`,
    )[0]!.n;
    expect(waiting).toBe(0);
  });

  test("a visitor gets a picture question with our own photo, an alt text that does not give the answer away, and its credit", async ({
    page,
  }) => {
    await page.goto("/practice?tab=categories");
    await page
      .getByRole("listitem")
      .filter({ hasText: "Wildkennis" })
      .getByRole("button", { name: /Oefenen: Wildkennis/ })
      .click();
    expect(await untilPicture(page)).toBe(true);

    const figure = page.locator("figure.question-image");
    const image = figure.locator("img");
    // A sealed key, not the photo's number (which /fotoverantwoording pairs with its source).
    await expect(image).toHaveAttribute("src", /^\/photos\/[\w-]{22}-800\.jpg$/);
    await expect(image).toHaveAttribute("srcset", /\/photos\/[\w-]{22}-480\.jpg 480w/);
    await expect(figure.locator("source[type='image/webp']")).toHaveAttribute("srcset", /\/photos\/[\w-]{22}-1200\.webp 1200w/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The question's photo is what the page shows first: loaded at once, first, and its place kept (3:2 here).
    await expect(image).toHaveAttribute("fetchpriority", "high");
    await expect(image).toHaveAttribute("loading", "eager");
    await expect(image).toHaveAttribute("width", "800");
    await expect(image).toHaveAttribute("height", "533");
    const alt = (await image.getAttribute("alt")) ?? "";
    expect(alt).toMatch(/^Foto van een (vogel|zoogdier) in het wild/);
    // The alt text names no answer option.
    for (const option of await page.getByRole("group").getByRole("radio").all()) {
      const label = (await option.evaluate((el) => el.closest("label")?.textContent ?? "")).replace(/^[A-D]\s*/, "").trim();
      expect(alt.toLowerCase()).not.toContain(label.toLowerCase());
    }
    // The original's file title names the species, and the credits page pairs the maker with it: both come with the answer.
    await expect(figure).not.toContainText("Testfotograaf");
    await expect(figure.getByRole("link")).toHaveCount(0);
    await expect(figure.getByText("Maker en licentie van de foto staan erbij na je antwoord.")).toBeVisible();
    expectNoGiveaway(await page.content(), "the practice page");
    const [html, data] = await pageAndData(page, page.url());
    expect(html).toContain("Maker en licentie van de foto");
    expectNoGiveaway(html, "the practice page's HTML");
    expect(data).toContain("questionRef");
    expectNoGiveaway(data, "the practice page's .data");

    // The explanation after checking names the marks that decide it.
    await answerCurrent(page);
    await expect(page.getByText(/^Dit is een /).first()).toBeVisible();
    const answered = page.locator("figure.question-image");
    await expect(answered.getByText(/^Foto: Testfotograaf, CC BY-SA 4\.0/)).toBeVisible();
    await expect(answered.getByRole("link", { name: "CC BY-SA 4.0" })).toHaveAttribute(
      "href",
      "https://creativecommons.org/licenses/by-sa/4.0",
    );
    await expect(answered.getByRole("link", { name: "origineel" })).toHaveAttribute("href", /\/wiki\/File%3A/);
  });

  test("an exam's picture questions carry no source, maker, file title or photo number before 'Inleveren', in HTML or .data", async ({
    page,
    context,
    baseURL,
  }) => {
    const user = await createUser({ premiumDays: 30 });
    const [name, value] = (await sessionCookieFor(user.id)).split(/=(.*)/s) as [string, string];
    await context.addCookies([{ name, value, url: baseURL! }]);
    await page.goto("/examen");
    await page.getByRole("button", { name: "Start examen" }).click();
    await expect(page).toHaveURL(/\/examen\/[0-9a-f-]{36}/);
    const examId = /\/examen\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    const positions = query<{ position: number }>(
      "select position from exam_answers where exam_id = ? and photo_id is not null order by position limit 3",
      examId,
    ).map((r) => r.position);
    expect(positions).toHaveLength(3);
    for (const position of positions) {
      const [html, data] = await pageAndData(page, `/examen/${examId}?vraag=${position + 1}`);
      expect(html).toMatch(/\/photos\/[\w-]{22}-800\.jpg/);
      expectNoGiveaway(html, `exam question ${position + 1}`);
      expectNoGiveaway(data, `exam question ${position + 1} (.data)`);
    }
  });
});
