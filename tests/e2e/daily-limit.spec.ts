import { expect, test, type Page } from "@playwright/test";
import { createUser } from "./support/factory";
import { loginAs } from "./support/practice";

// The day's free questions run out: the page the candidate lands on says so, when they come back, and
// what they can do now. The allowance is a UTC day, so it comes back at 01:00 or 02:00 Dutch time.
const RESET = /(vandaag|morgen) om 0[12]:00/i;

/** Starts a quick test: its ten questions are the whole of a visitor's or a free account's quick allowance. */
async function spendQuickAllowance(page: Page) {
  await page.goto("/practice?tab=quick");
  await page.getByRole("button", { name: "Start test" }).click();
  await expect(page.getByText("Vraag 1 van 10", { exact: true })).toBeVisible();
}

test.describe("daily limit", () => {
  test("a visitor is told on the login page that today's free questions are spent, when they return, and what now", async ({ page }) => {
    // Before anything is spent the login page says nothing of a limit, whatever its address says.
    await page.goto("/auth?reden=daglimiet");
    await expect(page.getByRole("heading", { name: "Je gratis vragen van vandaag zijn op" })).toHaveCount(0);

    await spendQuickAllowance(page);
    await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Oefenen" }).click();
    await expect(page).toHaveURL("/auth?reden=daglimiet");
    const notice = page.getByRole("region", { name: "Je gratis vragen van vandaag zijn op" });
    await expect(notice).toBeVisible();
    await expect(notice.getByText(RESET)).toBeVisible();
    await expect(notice.getByRole("link", { name: "Maak een gratis account aan" })).toHaveAttribute(
      "href",
      "/auth?tab=signup&reden=daglimiet",
    );
    await expect(notice.getByText(/Heb je al een account\? Log dan hieronder in/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Inloggen", exact: true })).toBeVisible();

    // The sign-up tab keeps the notice.
    await notice.getByRole("link", { name: "Maak een gratis account aan" }).click();
    await expect(page.getByRole("button", { name: "Account aanmaken", exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Je gratis vragen van vandaag zijn op" })).toBeVisible();
  });

  test("a free account is told on the premium page, with the plans, a promo code and coming back tomorrow", async ({ page }) => {
    const user = await createUser();
    await loginAs(page, user.email, user.password);
    await page.goto("/promo?reden=daglimiet");
    await expect(page.getByRole("heading", { name: "Je gratis vragen van vandaag zijn op" })).toHaveCount(0);

    await spendQuickAllowance(page);
    await page.goto("/practice?tab=quick");
    await expect(page).toHaveURL("/promo?reden=daglimiet");
    const notice = page.getByRole("region", { name: "Je gratis vragen van vandaag zijn op" });
    await expect(notice).toBeVisible();
    await expect(notice.getByText(RESET).first()).toBeVisible();
    await expect(notice.getByRole("link", { name: "Kies een premium pakket" })).toHaveAttribute("href", "#pakketten");
    await expect(notice.getByRole("link", { name: "Wissel een promotiecode in" })).toHaveAttribute("href", "/profile#promo-title");
    await expect(notice.getByText(/kom (vandaag|morgen) om 0[12]:00 terug/i)).toBeVisible();
    await expect(page.getByRole("link", { name: "Kies Stoomcursus" })).toBeVisible();
  });

  test("the premium page says nothing of a spent allowance to whoever just comes to look", async ({ page }) => {
    await page.goto("/promo");
    await expect(page.getByRole("heading", { name: "Verbeter je slagingskans", level: 1 })).toBeVisible();
    await expect(page.getByText(/voor vandaag (gebruikt|zijn op)/)).toHaveCount(0);
  });
});
