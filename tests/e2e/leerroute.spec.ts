import { expect, test, type Page } from "@playwright/test";
import { createUser, dutchDayIn, query, sessionCookieFor } from "./support/factory";

async function logIn(page: Page, baseURL: string, premiumDays?: number) {
  const user = await createUser(premiumDays ? { premiumDays } : {});
  const [name, value] = (await sessionCookieFor(user.id)).split(/=(.*)/s) as [string, string];
  await page.context().addCookies([{ name, value, url: baseURL }]);
  return user;
}

/** The shown option (0–3) that is right, or a wrong one, for the question on screen of the user's running test. */
function option(userId: string, right: boolean): number {
  const [row] = query<{ option_order: string }>(
    `select a.option_order from test_attempt_answers a join test_attempts t on t.id = a.attempt_id
     where t.user_id = ? and t.status = 'active' and a.position = t.current_index`,
    userId,
  );
  const order = JSON.parse(row!.option_order) as number[];
  return right ? order.indexOf(0) : order.indexOf(1);
}

async function answer(page: Page, userId: string, right: boolean) {
  await page.getByRole("group").first().getByRole("radio").nth(option(userId, right)).check();
  await page.getByRole("button", { name: "Controleer antwoord" }).click();
  await expect(page.getByText(right ? "✔ Goed!" : "✘ Fout", { exact: true })).toBeVisible();
}

const inDays = dutchDayIn;

test.describe("learning route", () => {
  test("premium: set the exam date, walk today's route, grade a right answer as a doubt, pause and resume", async ({ page, baseURL }) => {
    const user = await logIn(page, baseURL!, 30);
    await page.goto("/profile");
    await page.getByLabel("Examendatum", { exact: true }).fill(inDays(-1));
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Kies een examendatum vanaf vandaag.")).toBeVisible();
    await page.getByLabel("Examendatum", { exact: true }).fill(inDays(30));
    await page.getByLabel("Dagen per week dat je oefent").fill("7");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Leerroute bijgewerkt")).toBeVisible();

    await page.goto("/dashboard");
    await expect(page.getByText(/Nog 30 dagen tot je examen/)).toBeVisible();
    await expect(page.getByText(/^Vandaag: 0 herhalingen, \d+ nieuwe vragen\.$/)).toBeVisible();
    // Nothing answered yet: no estimate to show.
    await expect(page.getByText(/Nog geen schatting: beantwoord eerst nog 20 vragen/)).toBeVisible();
    await page.getByRole("link", { name: "Leerroute" }).click();
    await expect(page.getByRole("heading", { name: "Leerroute", level: 1 })).toBeVisible();
    await expect(page.getByRole("table", { name: "Schatting per onderdeel" })).toHaveCount(0);
    await page.getByRole("button", { name: "Start de leerroute van vandaag" }).click();
    await expect(page).toHaveURL("/practice?tab=personal&t=1#vraag");
    await expect(page.getByText(/^Vraag 1 van \d+$/)).toBeVisible();

    await answer(page, user.id, true);
    await page.getByRole("button", { name: "Twijfel" }).click();
    await expect(page.getByText("Genoteerd: je twijfelde.")).toBeVisible();
    expect(query<{ rating: number }>("select rating from review_logs where user_id = ?", user.id)).toEqual([{ rating: 2 }]);
    await page.getByRole("button", { name: "Volgende vraag" }).click();
    await expect(page.getByText(/^Vraag 2 van \d+$/)).toBeVisible();
    await answer(page, user.id, false);
    await expect(page.getByRole("button", { name: "Twijfel" })).toHaveCount(0);
    await page.getByRole("button", { name: "Volgende vraag" }).click();
    await expect(page.getByText(/^Vraag 3 van \d+$/)).toBeVisible();

    // Pause: the route page offers to go on where the candidate left.
    await page.goto("/leerroute");
    await page.getByRole("link", { name: "Ga verder met je leerroute" }).click();
    await expect(page).toHaveURL("/practice?tab=personal&t=1#vraag");
    await expect(page.getByText(/^Vraag 3 van \d+$/)).toBeVisible();
    expect(query<{ n: number }>("select count(*) as n from review_cards where user_id = ?", user.id)).toEqual([{ n: 2 }]);
  });

  test("'Mijn fouten': wrong answers listed by category, practised, and gone once answered right", async ({ page, baseURL }) => {
    const user = await logIn(page, baseURL!);
    await page.goto("/mijn-fouten");
    await expect(page.getByText("Je hebt op dit moment geen fouten openstaan")).toBeVisible();
    await page.goto("/practice?tab=quick");
    await page.getByRole("button", { name: "Start test" }).click();
    for (let n = 1; n <= 2; n++) {
      await expect(page.getByText(`Vraag ${n} van 10`, { exact: true })).toBeVisible();
      await answer(page, user.id, false);
      await page.getByRole("button", { name: "Volgende vraag" }).click();
    }
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Mijn fouten" }).click();
    await expect(page.getByText("2 vragen heb je de laatste keer fout beantwoord.")).toBeVisible();
    const wrongIds = query<{ question_id: string }>(
      "select question_id from user_question_stats where user_id = ? and last_correct = 0",
      user.id,
    );
    expect(wrongIds).toHaveLength(2);

    await page.getByRole("button", { name: "Oefen je fouten" }).click();
    await expect(page).toHaveURL("/practice?tab=personal&t=1#vraag");
    await expect(page.getByText("Vraag 1 van 2", { exact: true })).toBeVisible();
    await answer(page, user.id, true);
    await page.goto("/mijn-fouten");
    await expect(page.getByText("1 vraag heb je de laatste keer fout beantwoord.")).toBeVisible();
  });

  test("a free account sees its readiness figure and the route offered as premium; the server refuses to start it", async ({
    page,
    baseURL,
    request,
  }) => {
    const user = await logIn(page, baseURL!);
    await page.goto("/leerroute");
    await expect(page.getByText(/Nog geen schatting: beantwoord eerst nog 20 vragen/)).toBeVisible();
    await expect(page.getByRole("table", { name: "Schatting per onderdeel" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Start de leerroute van vandaag" })).toHaveCount(0);
    const cookie = (await page.context().cookies()).find((c) => c.name === "__session")!;
    const res = await request.post("/leerroute", {
      form: { intent: "start" },
      headers: { cookie: `__session=${cookie.value}`, origin: baseURL! },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    expect(res.headers()["location"]).toBe("/promo");
    expect(query("select id from test_attempts where user_id = ?", user.id)).toEqual([]);
  });

  test("a sitting of the route shows as the route, and its new questions are spread over the parts of the exam", async ({
    page,
    baseURL,
  }) => {
    const user = await logIn(page, baseURL!, 30);
    await page.goto("/leerroute");
    await page.getByRole("button", { name: "Start de leerroute van vandaag" }).click();
    await expect(page.getByText(/^Vraag 1 van \d+$/)).toBeVisible();

    // Title, tab and trail say where the candidate is, and lead back to the route.
    await expect(page.getByRole("heading", { name: "Leerroute", level: 1 })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Oefenvormen" });
    await expect(tabs.locator("[aria-current]")).toHaveCount(1);
    await expect(tabs.locator("[aria-current]")).toHaveText("Leerroute");
    await expect(tabs.getByRole("link", { name: "Leerroute" })).toHaveAttribute("href", "/leerroute");
    await expect(tabs.getByRole("link", { name: /^Persoonlijk oefenen$/i })).not.toHaveAttribute("aria-current");
    const trail = page.getByRole("navigation", { name: "Kruimelpad" });
    await expect(trail.getByRole("link", { name: "Leerroute" })).toHaveAttribute("href", "/leerroute");
    await expect(trail).not.toContainText("Oefenen");

    // Nothing is known yet: the new questions take turns over the exam's parts instead of one category at a time.
    const categories = query<{ category_id: string }>(
      `select q.category_id from test_attempt_answers a join test_attempts t on t.id = a.attempt_id join questions q on q.id = a.question_id
       where t.user_id = ? and t.status = 'active' order by a.position`,
      user.id,
    ).map((r) => r.category_id);
    expect(categories.length).toBeGreaterThanOrEqual(10);
    expect(new Set(categories.slice(0, 10)).size).toBeGreaterThanOrEqual(5);
    let run = 1;
    for (let i = 1; i < categories.length; i++) {
      run = categories[i] === categories[i - 1] ? run + 1 : 1;
      expect(run, `question ${i + 1} is the ${run}th in a row from ${categories[i]}`).toBeLessThanOrEqual(3);
    }
    // The notice about animal questions belongs to quick practice when nothing else is available, not here.
    await expect(page.getByText("Alleen vragen over dierherkenning")).toHaveCount(0);
  });

  test("a 'Mijn fouten' round shows as such and leads back to the list", async ({ page, baseURL }) => {
    const user = await logIn(page, baseURL!);
    await page.goto("/practice?tab=quick");
    await page.getByRole("button", { name: "Start test" }).click();
    await expect(page.getByText("Vraag 1 van 10", { exact: true })).toBeVisible();
    await answer(page, user.id, false);
    await page.goto("/mijn-fouten");
    await page.getByRole("button", { name: "Oefen je fouten" }).click();
    await expect(page.getByText("Vraag 1 van 1", { exact: true })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Oefenvormen" });
    await expect(tabs.locator("[aria-current]")).toHaveText("Mijn fouten");
    await expect(page.getByRole("navigation", { name: "Kruimelpad" }).getByRole("link", { name: "Mijn fouten" })).toHaveAttribute(
      "href",
      "/mijn-fouten",
    );
    await answer(page, user.id, true);
    await page.getByRole("button", { name: "Bekijk resultaat" }).click();
    await expect(page.getByRole("heading", { name: /^Resultaat: \d+%$/ })).toBeVisible();
    await page.getByRole("link", { name: "Terug naar Mijn fouten" }).click();
    await expect(page).toHaveURL("/mijn-fouten");
  });
});
