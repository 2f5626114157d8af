import { expect, test, type Page } from "@playwright/test";
import { createUser, query } from "./support/factory";
import { answerOnScreen as answer, loginAs } from "./support/practice";

/** A personal test of `count` questions in one category, with the first `rightCount` answered right. */
async function playPersonal(page: Page, category: RegExp, count: number, rightCount: number) {
  await page.goto("/practice?tab=personal");
  // The form remembers the last settings: start from no category at all.
  const categories = page.getByRole("group", { name: "Categorieën" }).getByRole("checkbox");
  for (const box of await categories.all()) await box.uncheck();
  await page.getByRole("checkbox", { name: category }).check();
  await page.getByLabel(/Aantal vragen/).fill(String(count));
  await page.getByRole("button", { name: "Start test" }).click();
  await expect(page).toHaveURL("/practice?tab=personal&t=1");
  await page.getByRole("button", { name: "Start test" }).click();
  for (let n = 1; n <= count; n++) {
    await expect(page.getByText(`Vraag ${n} van ${count}`, { exact: true })).toBeVisible();
    await answer(page, n <= rightCount);
    await page.getByRole("button", { name: n < count ? "Volgende vraag" : "Bekijk resultaat" }).click();
  }
  await expect(page.getByRole("heading", { name: /^Resultaat: \d+%$/ })).toBeVisible();
}

test.describe("own progress", () => {
  test("two finished tests give the right percentages on the dashboard, /progress and /profile", async ({ page }) => {
    test.setTimeout(120_000);
    const user = await createUser({ premiumDays: 30 });
    await loginAs(page, user.email, user.password);
    await playPersonal(page, /^Jachtrecht/, 4, 4); // 100%
    await playPersonal(page, /^Ecologie/, 4, 1); // 25%

    await page.goto("/dashboard");
    await expect(page.getByText("63% van je antwoorden is goed (8 antwoorden).")).toBeVisible();
    await expect(page.getByRole("link", { name: "Bekijk je voortgang" })).toHaveAttribute("href", "/progress");

    await page.goto("/progress");
    await expect(page.getByText("Totaal: 63%")).toBeVisible();
    await expect(page.getByText("Jachtrecht (Omgevingswet): 100%")).toBeVisible();
    await expect(page.getByText("Ecologie & leefomgeving: 25%")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Statistieken" })).toBeVisible();
    // Tests of 4 questions are too short to judge: the chart of scores leaves them out and says so.
    await expect(page.getByText("Nog geen afgeronde test van 10 vragen of meer.")).toBeVisible();
    await expect(page.getByText("Tests van minder dan 10 vragen staan hier niet in: die zijn te kort voor een oordeel.")).toBeVisible();

    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Mijn voortgang" })).toBeVisible();
    await expect(page.getByText("Totaal: 63%")).toBeVisible();
    const recent = page.getByRole("region", { name: "Recente tests" });
    await expect(recent.getByRole("listitem")).toHaveCount(2);
    await expect(recent.getByText(/· 25%/)).toBeVisible();
    await expect(recent.getByText(/· 100%/)).toBeVisible();

    await page.getByRole("link", { name: "Bekijk alle tests" }).click();
    await expect(page).toHaveURL("/profile/tests");
    await expect(page.getByText("2 afgeronde tests, nieuwste eerst.")).toBeVisible();
  });

  test("a free user sees the placeholders with an upgrade button", async ({ page }) => {
    const user = await createUser();
    await loginAs(page, user.email, user.password);
    await page.goto("/progress");
    await expect(page.getByText("Premiumfunctie")).toBeVisible();
    await expect(page.getByRole("link", { name: "Bekijk de pakketten", exact: true })).toHaveAttribute("href", "/plans");
    await page.goto("/profile");
    await expect(page.getByText("Premiumfunctie")).toBeVisible();
    await expect(page.getByText("Gratis", { exact: true })).toBeVisible();
    await expect(page.getByText("Je hebt nog geen test afgerond.")).toBeVisible();
  });

  test("notifications: the marketing consent is saved", async ({ page }) => {
    const user = await createUser();
    await loginAs(page, user.email, user.password);
    await page.goto("/profile?tab=meldingen");
    await page.getByLabel(/tips en aanbiedingen/).check();
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Je voorkeuren voor e-mail zijn opgeslagen.")).toBeVisible();
    expect(query<{ m: number }>("select marketing_consent as m from users where id = ?", user.id)[0]?.m).toBe(1);
    await expect(page.getByLabel(/tips en aanbiedingen/)).toBeChecked();
  });

  test("privacy: the export holds the user's answers; a deleted account can no longer log in", async ({ page, request }) => {
    test.setTimeout(90_000);
    const user = await createUser({ premiumDays: 5 });
    await loginAs(page, user.email, user.password);
    await playPersonal(page, /^Wapens, munitie/, 2, 1);

    await page.goto("/profile?tab=privacy");
    const cookie = (await page.context().cookies()).find((c) => c.name === "__session")!;
    const exported = await request.get("/profile/export", { headers: { cookie: `__session=${cookie.value}` } });
    expect(exported.headers()["content-disposition"]).toContain("attachment");
    const json = await exported.json();
    expect(json.account.email).toBe(user.email);
    expect(json.tests).toHaveLength(1);
    expect(json.tests[0].answers).toHaveLength(2);
    expect(json.questionStatistics).toHaveLength(2);

    await page.getByLabel("Bevestig met je wachtwoord").fill("verkeerd-wachtwoord");
    await page.getByRole("button", { name: "Verwijder mijn account" }).click();
    await expect(page.getByText("Het wachtwoord klopt niet. Je account is niet verwijderd.")).toBeVisible();

    await page.getByLabel("Bevestig met je wachtwoord").fill(user.password);
    await page.getByRole("button", { name: "Verwijder mijn account" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByText("Je account en je oefengegevens zijn verwijderd.")).toBeVisible();
    expect(query("select id from users where id = ?", user.id)).toHaveLength(0);
    expect(query("select user_id from user_question_stats where user_id = ?", user.id)).toHaveLength(0);

    await page.goto("/auth");
    await page.getByLabel("E-mailadres").first().fill(user.email);
    await page.getByLabel("Wachtwoord", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Inloggen", exact: true }).click();
    await expect(page.getByText("Onjuist e-mailadres of wachtwoord.")).toBeVisible();
  });

  test("a round too short to judge is not praised and stays out of the chart; untouched topics read 'nog niet geoefend'", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const user = await createUser({ premiumDays: 30 });
    await loginAs(page, user.email, user.password);

    // Before any answer: nothing reads like a failing 0%.
    await page.goto("/progress");
    await expect(page.getByText("Totaal: nog niet geoefend")).toBeVisible();
    await expect(page.getByText("Jachtrecht (Omgevingswet): nog niet geoefend")).toBeVisible();
    await expect(page.locator("main")).not.toContainText("0 van 0");
    await expect(page.locator("main")).not.toContainText("0%");

    // A quick test of 10, all wrong: judged, and the judgement is said once.
    await page.goto("/practice?tab=quick");
    await page.getByRole("button", { name: "Start test" }).click();
    for (let n = 1; n <= 10; n++) {
      await expect(page.getByText(`Vraag ${n} van 10`, { exact: true })).toBeVisible();
      await answer(page, false);
      await page.getByRole("button", { name: n < 10 ? "Volgende vraag" : "Bekijk resultaat" }).click();
    }
    const quick = page.getByRole("status").filter({ hasText: "fout van 10 vragen" });
    await expect(quick).toContainText("Extra aandacht nodig.");
    expect(((await quick.innerText()).match(/extra aandacht/gi) ?? []).length).toBe(1);

    // A round of 2, both right: no praise about the exam, but what can be said of so few questions.
    await playPersonal(page, /^Jachtrecht/, 2, 2);
    const short = page.getByRole("status").filter({ hasText: "fout van 2 vragen" });
    await expect(short).toContainText("te kort voor een oordeel");
    await expect(short).not.toContainText("Uitstekend");
    await expect(short).not.toContainText("examen");

    // The chart of scores holds the quick test only, and says why.
    await page.goto("/progress");
    await expect(page.getByText(/^Score per test, oudste eerst: \d+ \w+\.? 0%\.$/)).toBeVisible();
    await expect(page.getByText("Tests van minder dan 10 vragen staan hier niet in: die zijn te kort voor een oordeel.")).toBeVisible();
    await expect(page.locator("main")).not.toContainText("(0 van 0)");
  });
});
