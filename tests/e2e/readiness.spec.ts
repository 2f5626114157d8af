import { expect, test, type Page } from "@playwright/test";
import { createUser, dutchDayIn, query, sessionCookieFor } from "./support/factory";

async function logIn(page: Page, baseURL: string, premiumDays?: number) {
  const user = await createUser(premiumDays ? { premiumDays } : {});
  const [name, value] = (await sessionCookieFor(user.id)).split(/=(.*)/s) as [string, string];
  await page.context().addCookies([{ name, value, url: baseURL }]);
  return user;
}

const inDays = dutchDayIn;

/** The readiness block ('Examenklaar') of the page: a figure only once there is something to estimate from. */
function readiness(page: Page) {
  return page.getByRole("region", { name: "Examenklaar" });
}

test.describe("readiness before the first answers", () => {
  test("a new premium candidate with an exam date sees no estimate, no per-part figures and nothing about a schedule", async ({
    page,
    baseURL,
  }) => {
    await logIn(page, baseURL!, 30);
    await page.goto("/leerroute");
    await page.getByLabel("Examendatum", { exact: true }).fill(inDays(30));
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Leerroute bijgewerkt")).toBeVisible();

    for (const path of ["/leerroute", "/dashboard"]) {
      await page.goto(path);
      const block = readiness(page);
      await expect(block.getByText(/Nog geen schatting: beantwoord eerst nog 20 vragen/)).toBeVisible();
      await expect(block).not.toContainText("%");
      await expect(block.getByRole("table", { name: "Schatting per onderdeel" })).toHaveCount(0);
      await expect(block.getByRole("img", { name: /Schatting/ })).toHaveCount(0);
      await expect(page.locator("main")).not.toContainText("FSRS");
      await expect(page.getByText(/Je ligt op schema|Je loopt achter/)).toHaveCount(0);
      await expect(page.getByText(/Nog 30 dagen tot je examen/)).toBeVisible();
    }
  });

  test("a free account sees the same: no number until there is enough to go on", async ({ page, baseURL }) => {
    await logIn(page, baseURL!);
    await page.goto("/leerroute");
    await expect(readiness(page).getByText(/Nog geen schatting: beantwoord eerst nog 20 vragen/)).toBeVisible();
    await expect(readiness(page)).not.toContainText("%");
  });
});

test.describe("readiness once there is enough to go on", () => {
  test("after 20 practised questions the estimate shows, per part too, and speaks of reviewing", async ({ page, baseURL }) => {
    const user = await logIn(page, baseURL!, 30);
    const now = Date.now();
    const questions = query<{ id: string }>(
      "select id from questions where retired_at is null and withdrawn_at is null and q_type != 'afbeelding' order by id limit 20",
    );
    for (const q of questions) {
      query(
        `insert into review_cards (user_id, question_id, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review)
         values (?, ?, ?, 12, 5, 0, 12, 0, 2, 0, 2, ?) returning question_id`,
        user.id,
        q.id,
        now + 12 * 86_400_000,
        now,
      );
    }
    await page.goto("/leerroute");
    const block = readiness(page);
    await expect(block.getByText(/^\d+% geschatte examenscore als je vandaag examen deed/)).toBeVisible();
    await expect(block.getByRole("img", { name: /^Schatting \d+%, slaaggrens 70%$/ })).toBeVisible();
    await expect(block.getByText(/herhal/)).toBeVisible();
    await expect(block).not.toContainText("FSRS");
    const parts = block.getByRole("table", { name: "Schatting per onderdeel" });
    await expect(parts).toBeVisible();
    // A part without enough answers says so instead of showing a figure.
    await expect(parts.getByText("nog geen schatting").first()).toBeVisible();
  });
});
