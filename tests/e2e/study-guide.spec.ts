import { expect, test } from "@playwright/test";
import { createUser, query } from "./support/factory";
import { answerOnScreen, loginAs } from "./support/practice";

const CHAPTER = "/leerstof/wildkennis";
const SECTION = "wild-ree-herkennen";
const SECTION_TITLE = "Het ree herkennen";

test.describe("the study guide", () => {
  test("a visitor reads a chapter: its sections in order, each with dates and sources, and a law section with the law's date", async ({
    page,
  }) => {
    await page.goto("/leerstof");
    await expect(page.getByRole("heading", { level: 1, name: "Leerstof voor het jachtexamen" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) })).toHaveCount(12);
    await page.getByRole("link", { name: /^1\. Het wild/ }).click();
    await expect(page).toHaveURL(CHAPTER);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Het wild/);
    const toc = page.getByRole("navigation", { name: "Paragrafen" });
    await toc.getByRole("link", { name: `1.1 ${SECTION_TITLE}` }).click();
    await expect(page).toHaveURL(`${CHAPTER}#${SECTION}`);
    const section = page.locator(`#${SECTION}`);
    await expect(section.getByRole("heading", { level: 2, name: `1.1 ${SECTION_TITLE}` })).toBeInViewport();
    await expect(section.getByText(/^Gecontroleerd op \d{1,2} [a-z]+ 20\d\d$/)).toBeVisible();
    await expect(section.getByText(/^Bronnen: /)).toBeVisible();
    await expect(section.getByRole("table")).toBeVisible();
    await expect(section.getByRole("link", { name: "ree", exact: true })).toHaveAttribute("href", "/soorten/ree");
    await expect(page.getByText(/Log in om bij te houden wat je gelezen hebt/)).toBeVisible();
    await expect(section.getByRole("button", { name: "Gelezen" })).toHaveCount(0);

    await page.goto("/leerstof/wetgeving-jacht-en-natuur");
    await expect(page.getByText(/^Stand van de wet op \d{1,2} [a-z]+ 20\d\d · Gecontroleerd op/).first()).toBeVisible();
    expect((await page.request.get("/leerstof/bestaat-niet")).status()).toBe(404);
  });

  test("'Oefen deze paragraaf' tests that section's questions; a wrong answer's 'Lees dit na' lands on it", async ({ page }) => {
    const user = await createUser();
    await loginAs(page, user.email, user.password);
    await page.goto(CHAPTER);
    const section = page.locator(`#${SECTION}`);
    const practise = section.getByRole("button", { name: /^Oefen deze paragraaf \(\d+ vragen\)$/ });
    const count = Number(/\((\d+) vragen\)/.exec((await practise.textContent()) ?? "")?.[1]);
    expect(count).toBeGreaterThanOrEqual(2);
    await practise.click();
    await expect(page.getByText(`Vraag 1 van ${count}`, { exact: true })).toBeVisible();
    const attemptId = await page.locator('input[name="attemptId"]').first().inputValue();
    const sections = query<{ section_id: string | null }>(
      "select q.section_id from test_attempt_answers a join questions q on q.id = a.question_id where a.attempt_id = ?",
      attemptId,
    );
    expect(sections).toHaveLength(count);
    expect(new Set(sections.map((s) => s.section_id))).toEqual(new Set([SECTION]));

    await answerOnScreen(page, false);
    const readMore = page.getByRole("status").getByRole("link", { name: SECTION_TITLE });
    await expect(page.getByRole("status").getByText(/^Lees dit na:/)).toBeVisible();
    await readMore.click();
    await expect(page).toHaveURL(`${CHAPTER}#${SECTION}`);
    await expect(page.locator(`#${SECTION}`).getByRole("heading", { level: 2 })).toBeInViewport();
  });

  test("'Gelezen' marks a section as read for a logged-in candidate, and takes the mark back", async ({ page }) => {
    const user = await createUser();
    await loginAs(page, user.email, user.password);
    await page.goto(CHAPTER);
    const total = await page.locator(".study-section").count();
    await expect(page.getByText(`Je hebt 0 van de ${total} paragrafen gelezen.`)).toBeVisible();
    const section = page.locator(`#${SECTION}`);
    await expect(section.getByText(/^Je hebt de \d+ vragen van deze paragraaf nog niet geoefend\.$/)).toBeVisible();
    await section.getByRole("button", { name: "Gelezen", exact: true }).click();
    const pressed = section.getByRole("button", { name: "Gelezen", exact: true, pressed: true });
    await expect(pressed).toBeVisible();
    await expect(pressed).toContainText("✓");
    await expect(page.getByText(`Je hebt 1 van de ${total} paragrafen gelezen.`)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Paragrafen" }).getByRole("listitem").first()).toContainText("gelezen");
    expect(query("select 1 from section_reads where user_id = ? and section_id = ?", user.id, SECTION)).toHaveLength(1);
    await page.goto("/leerstof");
    const chapterCard = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: /^1\. Het wild/ }) });
    await expect(chapterCard.getByText(`${total} paragrafen · 1 gelezen`)).toBeVisible();
    await page.goto(CHAPTER);
    await pressed.click();
    await expect(section.getByRole("button", { name: "Gelezen", exact: true })).toHaveAttribute("aria-pressed", "false");
    expect(query("select 1 from section_reads where user_id = ?", user.id)).toHaveLength(0);
  });

  test("search finds a section by a word of its text and by the start of a word, and shows the match", async ({ page }) => {
    await page.goto("/leerstof");
    await page.getByRole("searchbox", { name: "Zoek in de leerstof en de soortengids" }).fill("heksenkringen");
    await page.getByRole("button", { name: "Zoeken" }).click();
    await expect(page).toHaveURL("/zoeken?q=heksenkringen");
    await expect(page.getByRole("status").filter({ hasText: /resulta/ })).toHaveText(/^\d+ (resultaat|resultaten) voor “heksenkringen”\.$/);
    const hit = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Bronst, kiemrust en reekalveren" }) });
    await expect(hit.locator("mark", { hasText: "heksenkringen" })).toBeVisible();

    await page.getByRole("searchbox").fill("kiemr");
    await page.getByRole("button", { name: "Zoeken" }).click();
    await expect(page.locator("mark").first()).toHaveText(/^kiemrust$/i);
    await page.getByRole("link", { name: "Bronst, kiemrust en reekalveren" }).click();
    await expect(page).toHaveURL(`${CHAPTER}#wild-ree-voortplanting`);

    await page.goto("/zoeken?q=zzqqxxyy");
    await expect(page.getByRole("status").filter({ hasText: "Niets gevonden" })).toBeVisible();
  });
});

test.describe("after a wrong picture answer", () => {
  test("'Vergelijk met' leads to the shown species beside the look-alike chosen, and 'Lees dit na' to its species page", async ({
    page,
  }) => {
    const user = await createUser();
    await loginAs(page, user.email, user.password);
    await page.goto("/soorten/houtduif");
    await page.getByRole("button", { name: "Oefen deze soort" }).click();
    const counter = page.getByText(/^Vraag \d+ van \d+$/);
    await expect(counter).toBeVisible();
    const total = Number(/van (\d+)/.exec((await counter.textContent()) ?? "")?.[1]);
    // The test is shuffled: go on to its "Welke soort is dit?" question, whose wrong options are look-alikes.
    for (let n = 1; n <= total; n++) {
      await expect(page.getByText(`Vraag ${n} van ${total}`, { exact: true })).toBeVisible();
      if ((await page.getByRole("heading", { level: 2, name: "Welke soort is dit?" }).count()) > 0) break;
      await answerOnScreen(page, true);
      await page.getByRole("button", { name: "Volgende vraag" }).click();
    }
    await expect(page.getByRole("heading", { level: 2, name: "Welke soort is dit?" })).toBeVisible();
    // The test holds the houtduif and its look-alikes: which one this photo shows, the database says.
    const attemptId = await page.locator('input[name="attemptId"]').first().inputValue();
    const position = Number(await page.locator('input[name="position"]').first().inputValue());
    const [shown] = query<{ id: string; name: string }>(
      "select s.id, s.name from test_attempt_answers a join questions q on q.id = a.question_id join species s on s.id = q.species_id where a.attempt_id = ? and a.position = ?",
      attemptId,
      position,
    );
    const chosen = await answerOnScreen(page, false);
    const chosenName = ((await page.locator(".option-text").nth(chosen).textContent()) ?? "").trim().toLowerCase();
    const [lookalike] = query<{ id: string }>("select id from species where lower(name) = ?", chosenName);
    expect(lookalike).toBeDefined();

    const result = page.getByRole("status").filter({ hasText: "✘ Fout" });
    await expect(result.getByRole("link", { name: `${shown!.name} in de soortengids` })).toHaveAttribute("href", `/soorten/${shown!.id}`);
    await result.getByRole("link", { name: `Vergelijk met ${chosenName}` }).click();
    await expect(page).toHaveURL(`/soorten/vergelijk/${shown!.id}/${lookalike!.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`^${shown!.name} of ${chosenName}\\?$`, "i"));
  });
});
