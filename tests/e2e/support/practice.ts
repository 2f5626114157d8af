import { expect, type Page } from "@playwright/test";
import { query } from "./factory";

/** The result line shown after 'Controleer antwoord', right or wrong. */
export const CHECKED = /✔ Goed!|✘ Fout/;

/** Answers the question on screen with option `choice` (0–3) and checks it. */
export async function answerCurrent(page: Page, choice = 0) {
  const options = page.getByRole("group").getByRole("radio");
  await options.nth(choice).check();
  await page.getByRole("button", { name: "Controleer antwoord" }).click();
  await expect(page.getByText(CHECKED)).toBeVisible();
}

/** The shown position (0–3) of the right option of the question on screen, read from the database. */
export async function rightOptionOnScreen(page: Page): Promise<number> {
  const attemptId = await page.locator('input[name="attemptId"]').first().inputValue();
  const position = Number(await page.locator('input[name="position"]').first().inputValue());
  const [row] = query<{ option_order: string }>(
    "select option_order from test_attempt_answers where attempt_id = ? and position = ?",
    attemptId,
    position,
  );
  return (JSON.parse(row!.option_order) as number[]).indexOf(0);
}

/** Answers the question on screen right or wrong on purpose and checks it; returns the option chosen. */
export async function answerOnScreen(page: Page, right: boolean): Promise<number> {
  const correct = await rightOptionOnScreen(page);
  const choice = right ? correct : (correct + 1) % 4;
  await page.getByRole("group").first().getByRole("radio").nth(choice).check();
  await page.getByRole("button", { name: "Controleer antwoord" }).click();
  await expect(page.getByText(right ? "✔ Goed!" : "✘ Fout", { exact: true })).toBeVisible();
  return choice;
}

/** Plays the running test to its results page and returns the number of questions. */
export async function playToResults(page: Page): Promise<number> {
  const counter = page.getByText(/^Vraag \d+ van \d+$/);
  await expect(counter).toBeVisible();
  const total = Number(/van (\d+)/.exec((await counter.textContent()) ?? "")?.[1]);
  for (let n = 1; n <= total; n++) {
    await expect(page.getByText(`Vraag ${n} van ${total}`, { exact: true })).toBeVisible();
    await answerCurrent(page, n % 4);
    if (n < total) await page.getByRole("button", { name: "Volgende vraag" }).click();
  }
  await page.getByRole("button", { name: "Bekijk resultaat" }).click();
  await expect(page.getByRole("heading", { name: /^Resultaat: \d+%$/ })).toBeVisible();
  return total;
}

export async function loginAs(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("E-mailadres").first().fill(email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  await expect(page).toHaveURL("/dashboard");
}
