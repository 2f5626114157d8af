import { expect, test, type Page } from "@playwright/test";
import { query } from "./support/factory";

// The species guide (/soorten), with JavaScript on and off. Its photos came from the local fake
// MediaWiki before the app started (playwright.config.ts), like the picture questions' photos.

const readyPhotos = (speciesId: string) =>
  query<{ n: number }>("select count(*) as n from species_photos where species = ? and status = 'ready'", speciesId)[0]!.n;

/** The photo addresses a page shows, by their sealed key. */
async function photoKeys(page: Page, scope = "main"): Promise<string[]> {
  const sources = await page
    .locator(`${scope} img`)
    .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).getAttribute("src") ?? ""));
  return sources.map((src) => /^\/photos\/([\w-]{22})-\d+\.jpg$/.exec(src)?.[1] ?? src);
}

test.describe("species guide", () => {
  test("the list shows every species by group, each a link with its name and scientific name", async ({ page }) => {
    await page.goto("/soorten");
    await expect(page).toHaveTitle(/^Soorten herkennen \|/);
    await expect(page.getByRole("heading", { level: 1, name: "Soorten herkennen" })).toBeVisible();
    const groups = await page.locator("main h2:not(.visually-hidden)").allTextContents();
    expect(groups.slice(0, 3)).toEqual(["Hoefdieren", "Haarwild", "Marterachtigen en roofdieren"]);
    const species = query<{ n: number }>("select count(*) as n from species")[0]!.n;
    await expect(page.locator(".species-list > li")).toHaveCount(species);
    const hoefdieren = page.locator("section.species-group").filter({ has: page.getByRole("heading", { name: "Hoefdieren" }) });
    const ree = hoefdieren.getByRole("link", { name: /^Ree Capreolus capreolus$/ });
    await expect(ree).toHaveAttribute("href", "/soorten/ree");
    // Small photos: the 480 px copies, loaded when they come into view.
    const thumb = ree.locator("img");
    await expect(thumb).toHaveAttribute("src", /^\/photos\/[\w-]{22}-480\.jpg$/);
    await expect(thumb).toHaveAttribute("loading", "lazy");
    await expect(ree.locator("source[type='image/webp']")).toHaveAttribute("srcset", /^\/photos\/[\w-]{22}-480\.webp$/);
    await expect(hoefdieren.getByRole("button", { name: "Oefen deze groep: hoefdieren" })).toBeVisible();
    await ree.click();
    await expect(page).toHaveURL("/soorten/ree");
    await expect(page.getByRole("heading", { level: 1, name: "Ree" })).toBeVisible();
  });

  test("a species page shows its photos with their credits, its marks, its look-alikes and where it is taught", async ({ page }) => {
    await page.goto("/soorten/ree");
    await expect(page).toHaveTitle(/^Ree herkennen \|/);
    await expect(page.getByText("Capreolus capreolus", { exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Kruimelpad" }).getByRole("link", { name: "Soortengids" })).toHaveAttribute(
      "href",
      "/soorten",
    );

    const figures = page.locator("figure.guide-photo");
    await expect(figures).toHaveCount(readyPhotos("ree"));
    const male = figures.filter({ hasText: "Ree, mannetje" });
    await expect(male.getByRole("img", { name: "Foto van een ree (mannetje)" })).toBeVisible();
    await expect(male.getByText(/^Foto: Testfotograaf, CC BY-SA 4\.0/)).toBeVisible();
    await expect(male.getByRole("link", { name: "CC BY-SA 4.0" })).toHaveAttribute(
      "href",
      "https://creativecommons.org/licenses/by-sa/4.0",
    );
    await expect(male.getByRole("link", { name: "origineel" })).toHaveAttribute("href", /\/wiki\/File%3A/);
    const image = male.getByRole("img");
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const [record] = query<{ marks: string; key_mark: string }>("select marks, key_mark from species where id = 'ree'");
    const marks = page.getByRole("region", { name: "Kenmerken" });
    await expect(marks.getByText(record!.key_mark, { exact: true })).toBeVisible();
    await expect(marks.getByRole("listitem")).toHaveCount((JSON.parse(record!.marks) as string[]).length);

    const lookalikes = page.getByRole("region", { name: "Lijkt op" });
    const damhert = lookalikes.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^Damhert/ }) });
    const damhertMark = query<{ key_mark: string }>("select key_mark from species where id = 'damhert'")[0]!.key_mark;
    await expect(damhert.getByText(damhertMark)).toBeVisible();
    await expect(damhert.getByRole("link", { name: "Vergelijk met damhert" })).toHaveAttribute("href", "/soorten/vergelijk/ree/damhert");

    const taught = page.getByRole("region", { name: "In de leerstof" }).getByRole("link");
    expect(await taught.count()).toBeGreaterThan(0);
    await expect(taught.first()).toHaveAttribute("href", /^\/leerstof\/[a-z-]+#[a-z0-9-]+$/);
    await expect(page.getByText(/gecontroleerd op \d+ \w+ \d{4}/)).toBeVisible();
    // Where the law places it, when content records it.
    const [{ law }] = query<{ law: string | null }>("select law from species where id = 'ree'") as [{ law: string | null }];
    await expect(page.getByRole("heading", { name: "Wat de wet zegt" })).toHaveCount(law ? 1 : 0);
  });

  test("where the law places a species shows only when it is recorded", async ({ page }) => {
    const law = {
      status: ["wildsoort", "landelijk-vrijgesteld"],
      note: "Een proefnotitie over de wet.",
      sources: ["Omgevingsregeling art. 3.1 (https://wetten.overheid.nl/BWBR0045528)"],
      checkedOn: "2026-11-27",
    };
    const [{ law: original }] = query<{ law: string | null }>("select law from species where id = 'houtduif'") as [{ law: string | null }];
    // With a query string, so that the render cache serves neither an earlier copy nor keeps this one.
    const path = "/soorten/houtduif?wet=proef";
    try {
      query("update species set law = ? where id = 'houtduif' returning id", JSON.stringify(law));
      await page.goto(path);
      const region = page.getByRole("region", { name: "Wat de wet zegt" });
      await expect(region.getByRole("listitem").filter({ hasText: "Wildsoort" })).toBeVisible();
      await expect(region.getByText("Landelijk vrijgesteld", { exact: true })).toBeVisible();
      await expect(region.getByText("Een proefnotitie over de wet.")).toBeVisible();
      await expect(region.getByRole("link", { name: "Omgevingsregeling art. 3.1" })).toHaveAttribute(
        "href",
        "https://wetten.overheid.nl/BWBR0045528",
      );
      await expect(region.getByText("Gecontroleerd op 27 november 2026.")).toBeVisible();
      query("update species set law = null where id = 'houtduif' returning id");
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "Houtduif" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Wat de wet zegt" })).toHaveCount(0);
    } finally {
      query("update species set law = ? where id = 'houtduif' returning id", original);
    }
  });

  test("a comparison shows two photos of the same view and the marks that tell them apart, with links back", async ({ page }) => {
    await page.goto("/soorten/ree");
    await page.getByRole("link", { name: "Vergelijk met damhert" }).click();
    await expect(page).toHaveURL("/soorten/vergelijk/ree/damhert");
    await expect(page.getByRole("heading", { level: 1, name: "Ree of damhert?" })).toBeVisible();
    const keyMarks = query<{ id: string; key_mark: string }>("select id, key_mark from species where id in ('ree', 'damhert')");
    // The marks that tell them apart come first, each one's key mark, before the other marks and the photos.
    const apart = page.getByRole("region", { name: "Zo houd je ze uit elkaar" });
    await expect(apart.getByRole("heading", { level: 3 })).toHaveText(["Ree Capreolus capreolus", "Damhert Dama dama"]);
    for (const { key_mark } of keyMarks) await expect(apart.getByText(key_mark, { exact: true })).toBeVisible();
    const others = page.getByRole("region", { name: "Andere kenmerken" });
    await expect(others.getByRole("list")).toHaveCount(2);
    const figures = page.locator("figure.guide-photo");
    await expect(figures).toHaveCount(2);
    // Both bucks (the view the comparison prefers), side by side.
    await expect(figures.nth(0).getByRole("img", { name: "Foto van een ree (mannetje)" })).toBeVisible();
    await expect(figures.nth(1).getByRole("img", { name: "Foto van een damhert (mannetje)" })).toBeVisible();
    await expect(figures.nth(1).getByText(/^Foto: Testfotograaf/)).toBeVisible();
    const [left, right] = await figures.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
    expect(Math.abs(left! - right!)).toBeLessThan(2);
    await page.getByRole("link", { name: "Damhert: alle kenmerken en foto's" }).click();
    await expect(page).toHaveURL("/soorten/damhert");
  });

  test("an unknown species or a pair that is no look-alike answers 404 with a Dutch page", async ({ page }) => {
    for (const [path, heading] of [
      ["/soorten/draak", "Soort niet gevonden"],
      ["/soorten/Ree%20", "Soort niet gevonden"],
      ["/soorten/vergelijk/ree/wilde-eend", "Vergelijking niet gevonden"],
      ["/soorten/vergelijk/ree/draak", "Vergelijking niet gevonden"],
      ["/soorten/vergelijk/ree/ree", "Vergelijking niet gevonden"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("link", { name: "Naar alle soorten" })).toBeVisible();
    }
  });

  test("'Oefen deze soort' starts a test of that species' picture questions, under other photo addresses than the guide's", async ({
    page,
  }) => {
    await page.goto("/soorten/ree");
    const guideKeys = await photoKeys(page, "figure.guide-photo");
    expect(guideKeys).toHaveLength(readyPhotos("ree"));
    await page.getByRole("button", { name: "Oefen deze soort" }).click();
    await expect(page).toHaveURL(/\/practice\?tab=personal&t=1/);
    await expect(page.getByText(/^Vraag 1 van \d+$/)).toBeVisible();
    const figure = page.locator("figure.question-image");
    await expect(figure.locator("img")).toBeVisible();

    const attemptId = await page.locator('input[name="attemptId"]').first().inputValue();
    const [attempt] = query<{ title: string; mode: string }>("select title, mode from test_attempts where id = ?", attemptId);
    expect(attempt).toEqual({ title: "Ree en de soorten die erop lijken", mode: "personal" });
    const asked = query<{ species_id: string; q_type: string }>(
      "select q.species_id, q.q_type from test_attempt_answers a join questions q on q.id = a.question_id where a.attempt_id = ?",
      attemptId,
    );
    expect(asked.length).toBeGreaterThan(0);
    // The species among its look-alikes: the test's title and questions do not give every answer away.
    const pool = ["ree", "damhert", "edelhert", "chinese-muntjak"];
    expect(asked.every((q) => pool.includes(q.species_id) && q.q_type === "afbeelding")).toBe(true);
    expect(new Set(asked.map((q) => q.species_id)).size).toBeGreaterThan(1);

    // The same photo, another address: the question's key is none of the guide's, yet its file is one of theirs
    // (of the species this question shows: the test holds the ree and its look-alikes).
    const [questionKey] = await photoKeys(page, "figure.question-image");
    expect(questionKey).toMatch(/^[\w-]{22}$/);
    const position = Number(await page.locator('input[name="position"]').first().inputValue());
    const [shown] = query<{ species_id: string }>(
      "select q.species_id from test_attempt_answers a join questions q on q.id = a.question_id where a.attempt_id = ? and a.position = ?",
      attemptId,
      position,
    );
    const questionPage = page.url();
    await page.goto(`/soorten/${shown!.species_id}`);
    const shownKeys = await photoKeys(page, "figure.guide-photo");
    expect(shownKeys).not.toContain(questionKey);
    expect(guideKeys).not.toContain(questionKey);
    const questionPhoto = await (await page.request.get(`/photos/${questionKey}-480.jpg`)).body();
    const guidePhotos = await Promise.all(shownKeys.map(async (key) => (await page.request.get(`/photos/${key}-480.jpg`)).body()));
    expect(guidePhotos.some((body) => body.equals(questionPhoto))).toBe(true);
    await page.goto(questionPage);

    // A visitor has one personal test a day: the next start says so, on the page it came from.
    await page.goto("/soorten");
    await page.getByRole("button", { name: "Oefen deze groep: eenden" }).click();
    await expect(page).toHaveURL("/soorten");
    await expect(page.getByRole("status").getByText("Je dagelijkse limiet voor tests is bereikt.")).toBeVisible();
  });

  test("'Oefen deze groep' starts a test of the group's picture questions", async ({ page }) => {
    await page.goto("/soorten/wilde-eend");
    await page.getByRole("button", { name: "Oefen deze groep" }).click();
    await expect(page).toHaveURL(/\/practice\?tab=personal&t=1/);
    await expect(page.getByText(/^Vraag 1 van \d+$/)).toBeVisible();
    const attemptId = await page.locator('input[name="attemptId"]').first().inputValue();
    const asked = query<{ group_name: string; q_type: string }>(
      `select s.group_name, q.q_type from test_attempt_answers a join questions q on q.id = a.question_id
       join species s on s.id = q.species_id where a.attempt_id = ?`,
      attemptId,
    );
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((q) => q.group_name === "eenden" && q.q_type === "afbeelding")).toBe(true);
  });

  test("a form naming an unknown species or group is refused in Dutch and starts nothing", async ({ page, baseURL }) => {
    const before = query<{ n: number }>("select count(*) as n from test_attempts")[0]!.n;
    const forms: Record<string, string>[] = [
      { intent: "oefen-soort", soort: "draak" },
      { intent: "oefen-groep", groep: "draken" },
      { intent: "wis-alles" },
    ];
    for (const form of forms) {
      const response = await page.request.post("/soorten/ree", { form, headers: { origin: baseURL! }, maxRedirects: 0 });
      expect(response.status()).toBe(400);
      expect(await response.text()).toMatch(/Deze soort kennen we niet\.|Deze groep kennen we niet\.|Ongeldig verzoek\./);
      expect(response.headers()["set-cookie"] ?? "").not.toContain("__visitor");
    }
    expect(query<{ n: number }>("select count(*) as n from test_attempts")[0]!.n).toBe(before);
  });

  test("nothing scrolls sideways on a 320 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ["/soorten", "/soorten/ree", "/soorten/canadese-gans", "/soorten/vergelijk/ree/damhert"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
