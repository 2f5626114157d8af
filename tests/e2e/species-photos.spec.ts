import { expect, test, type Page } from "@playwright/test";
import { createUser, query, sessionCookieFor } from "./support/factory";
import { answerCurrent } from "./support/practice";

// The browser tests' app fetched every species photo from the local fake MediaWiki before it started.

const wildkennis = (premium: boolean) =>
  query<{ n: number }>(
    `select count(*) as n from questions where category_id = 'wildkennis' and retired_at is null ${premium ? "" : "and is_premium = 0"}`,
  )[0]!.n;

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
    await expect(image).toHaveAttribute("src", /^\/photos\/\d+-800\.jpg$/);
    await expect(image).toHaveAttribute("srcset", /\/photos\/\d+-480\.jpg 480w/);
    await expect(figure.locator("source[type='image/webp']")).toHaveAttribute("srcset", /\/photos\/\d+-1200\.webp 1200w/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const alt = (await image.getAttribute("alt")) ?? "";
    expect(alt).toMatch(/^Foto van een (vogel|zoogdier) in het wild/);
    // The alt text names no answer option.
    for (const option of await page.getByRole("group").getByRole("radio").all()) {
      const label = (await option.evaluate((el) => el.closest("label")?.textContent ?? "")).replace(/^[A-D]\s*/, "").trim();
      expect(alt.toLowerCase()).not.toContain(label.toLowerCase());
    }
    await expect(figure.getByText(/^Foto: Testfotograaf, CC BY-SA 4\.0/)).toBeVisible();
    await expect(figure.getByRole("link", { name: "CC BY-SA 4.0" })).toHaveAttribute(
      "href",
      "https://creativecommons.org/licenses/by-sa/4.0",
    );
    // The original's file title names the species: its link appears only once the answer is known.
    await expect(figure.getByRole("link", { name: "origineel" })).toHaveCount(0);

    // The explanation after checking names the marks that decide it.
    await answerCurrent(page);
    await expect(page.getByText(/^Dit is een /).first()).toBeVisible();
    await expect(page.locator("figure.question-image").getByRole("link", { name: "origineel" })).toHaveAttribute("href", /\/wiki\/File%3A/);
  });
});
