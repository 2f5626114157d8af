import { expect, type Page } from "@playwright/test";

/** Answers the question on screen with option `choice` (0–3) and checks it. */
export async function answerCurrent(page: Page, choice = 0) {
  const options = page.getByRole("group").getByRole("radio");
  await options.nth(choice).check();
  await page.getByRole("button", { name: "Controleer antwoord" }).click();
  await expect(page.getByText(/✔ Correct!|✘ Niet correct/)).toBeVisible();
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
