import { expect, test, type Locator } from "@playwright/test";
import { createUser, query } from "./support/factory";
import { answerCurrent, answerOnScreen, CHECKED, loginAs, playToResults, rightOptionOnScreen } from "./support/practice";

type StatRow = { question_id: string; times_correct: number; times_wrong: number };

test.describe("quick practice", () => {
  test("an anonymous visitor plays a quick test to the results, then hits the daily limit", async ({ page }) => {
    await page.goto("/practice?tab=quick");
    await expect(page.getByText("Nog 10 vragen beschikbaar vandaag.")).toBeVisible();
    await page.getByRole("button", { name: "Start test" }).click();

    // The test is kept on the server: a reload shows the same question.
    const question = await page.locator("#question-title").textContent();
    await page.reload();
    await expect(page.locator("#question-title")).toHaveText(question ?? "");

    // Checking without a choice asks for one.
    await page.getByRole("button", { name: "Controleer antwoord" }).click();
    await expect(page.getByText("Selecteer een antwoord")).toBeVisible();

    expect(await playToResults(page)).toBe(10);
    await expect(page.getByText(/goed, \d+ fout van 10 vragen/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Resultaat per categorie" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Analyse per vraag" })).toBeVisible();
    await page.locator("summary").filter({ hasText: "Vraag 1:" }).click();
    await expect(page.getByText("Jouw antwoord").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Opnieuw oefenen" })).toHaveAttribute("href", "/promo");

    // Ten questions is the anonymous quick allowance for today.
    await page.goto("/practice?tab=quick");
    await expect(page).toHaveURL("/auth?reden=daglimiet");
  });

  test("'Vorige vraag' only before the answer is shown, and it restores the earlier choice", async ({ page }) => {
    await page.goto("/practice?tab=quick");
    await page.getByRole("button", { name: "Start test" }).click();
    await expect(page.getByRole("button", { name: "Vorige vraag" })).toHaveCount(0);
    await answerCurrent(page, 2);
    await expect(page.getByRole("button", { name: "Vorige vraag" })).toHaveCount(0);
    await page.getByRole("button", { name: "Volgende vraag" }).click();
    await expect(page.getByText("Vraag 2 van 10", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Vorige vraag" }).click();
    await expect(page.getByText("Vraag 1 van 10", { exact: true })).toBeVisible();
    await expect(page.getByRole("group").getByRole("radio").nth(2)).toBeChecked();
    await expect(page.getByText(CHECKED)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Controleer antwoord" })).toBeVisible();
  });

  test("feedback on a question: empty is refused, text is stored", async ({ page }) => {
    await page.goto("/practice?tab=quick");
    await page.getByRole("button", { name: "Start test" }).click();
    await page.getByText("Feedback over deze vraag").click();
    await page.getByRole("button", { name: "Feedback verzenden" }).click();
    await expect(page.getByText("Lege feedback")).toBeVisible();
    const marker = `Controle ${Date.now()} ${test.info().project.name}`;
    await page.getByLabel("Wat klopt er niet of kan beter?").fill(marker);
    await page.getByRole("button", { name: "Feedback verzenden" }).click();
    await expect(page.getByText("Bedankt voor je feedback!")).toBeVisible();
    const rows = query<{ user_id: string | null }>("select user_id from question_feedback where feedback_text = ?", marker);
    expect(rows).toEqual([{ user_id: null }]);
  });
});

test.describe("personal test settings", () => {
  test("a question count out of range is refused with its message at the field, and no test starts", async ({ page }) => {
    await page.goto("/practice?tab=personal");
    const count = page.getByLabel("Aantal vragen (1–10)");
    await count.fill("0");
    await page.getByRole("button", { name: "Start test" }).click();
    await expect(page.getByText("Kies een aantal vragen tussen 1 en 50.")).toBeVisible();
    await expect(page.getByLabel("Aantal vragen (1–10)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Aantal vragen (1–10)")).toHaveAttribute("aria-describedby", "count-error");
    await expect(page.getByRole("heading", { name: "Premium dashboard" })).toBeVisible();
    await expect(page.getByText(/Vraag 1 van/)).toHaveCount(0);
  });
});

test.describe("logged-in practice", () => {
  test("a free user: categories with progress, personal test, allowances, stats that add up, never a premium question", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const user = await createUser();
    await loginAs(page, user.email, user.password);

    // Category test, twice in the same category: the free allowance is 2 a day.
    await page.goto("/practice?tab=categories");
    const card = page.getByRole("listitem").filter({ hasText: "Jachtrecht (Omgevingswet)" });
    await expect(card.getByText("0 beantwoord, 0 minstens één keer goed")).toBeVisible();
    await card.getByRole("button", { name: /Oefenen: Jachtrecht/ }).click();
    await expect(page.getByRole("heading", { name: "Oefenen: Jachtrecht (Omgevingswet)" })).toBeVisible();
    expect(await playToResults(page)).toBe(10);

    await page.goto("/practice?tab=categories");
    await expect(card.getByText(/^10 beantwoord, \d+ minstens één keer goed$/)).toBeVisible();
    await card.getByRole("button", { name: /Oefenen: Jachtrecht/ }).click();
    expect(await playToResults(page)).toBe(10);
    await page.goto("/practice?tab=categories");
    await expect(card.getByText("Vandaag al geoefend: limiet bereikt.")).toBeVisible();
    // A spent category leads on, as every reached limit does.
    await expect(card.getByRole("link", { name: "Word premium" })).toHaveAttribute("href", "/promo");
    await expect(card.getByRole("button", { name: /Oefenen: Jachtrecht/ })).toHaveCount(0);

    // Personal test with stored settings.
    await page.goto("/practice?tab=personal&t=1");
    await expect(page.getByText("Geen instellingen gevonden")).toBeVisible();
    await page.goto("/practice?tab=personal");
    await expect(page.getByRole("heading", { name: "Premium dashboard" })).toBeVisible();
    await expect(page.getByText("Nog 2 tests beschikbaar vandaag.")).toBeVisible();
    await page.getByLabel("Aantal vragen (1–10)").fill("3");
    await page.getByRole("checkbox", { name: /Wapens, munitie & ballistiek/ }).check();
    await page.getByRole("button", { name: "Start test" }).click();
    await expect(page).toHaveURL("/practice?tab=personal&t=1");
    await page.getByRole("button", { name: "Start test" }).click();
    expect(await playToResults(page)).toBe(3);

    const answered = query<{ n: number }>(
      `select count(*) as n from test_attempt_answers a join test_attempts t on t.id = a.attempt_id where t.user_id = ? and a.checked_at is not null`,
      user.id,
    )[0]!.n;
    expect(answered).toBe(23);
    const stats = query<StatRow>("select question_id, times_correct, times_wrong from user_question_stats where user_id = ?", user.id);
    expect(stats.reduce((sum, s) => sum + s.times_correct + s.times_wrong, 0)).toBe(23);

    const premiumServed = query<{ n: number }>(
      `select count(*) as n from test_attempt_answers a join test_attempts t on t.id = a.attempt_id
       join questions q on q.id = a.question_id where t.user_id = ? and q.is_premium = 1`,
      user.id,
    )[0]!.n;
    expect(premiumServed).toBe(0);
    const profile = query<{ tests_taken: number; last_test_date: number | null }>(
      "select tests_taken, last_test_date from profiles where id = ?",
      user.id,
    )[0]!;
    expect(profile.tests_taken).toBe(3);
    expect(profile.last_test_date).not.toBeNull();

    // The personal settings form offers at most 10 questions to a free user, whatever is posted.
    await page.goto("/practice?tab=personal");
    await expect(page.getByLabel("Aantal vragen (1–10)")).toHaveAttribute("max", "10");
  });

  test("a premium user has no limits, 20-question category tests and up to 50 in a personal test", async ({ page }) => {
    test.setTimeout(120_000);
    const user = await createUser({ premiumDays: 30 });
    await loginAs(page, user.email, user.password);
    await page.goto("/practice?tab=quick");
    await expect(page.getByText(/Nog \d+ vragen beschikbaar vandaag/)).toHaveCount(0);
    await page.getByRole("button", { name: "Start test" }).click();
    expect(await playToResults(page)).toBe(10);
    await expect(page.getByRole("link", { name: "Opnieuw oefenen" })).toHaveAttribute("href", "/home");
    await page.goto("/practice?tab=quick");
    await expect(page.getByRole("button", { name: "Start test" })).toBeVisible();

    await page.goto("/practice?tab=categories");
    await page.getByRole("listitem").filter({ hasText: "Ecologie & leefomgeving" }).getByRole("button").click();
    await expect(page.getByText("Vraag 1 van 20", { exact: true })).toBeVisible();

    await page.goto("/practice?tab=personal");
    await expect(page.getByLabel("Aantal vragen (1–50)")).toBeVisible();
    await page.getByLabel("Aantal vragen (1–50)").fill("50");
    await page.getByRole("button", { name: "Start test" }).click();
    await expect(page).toHaveURL("/practice?tab=personal&t=1");
    await page.getByRole("button", { name: "Start test" }).click();
    await expect(page.getByText("Vraag 1 van 50", { exact: true })).toBeVisible();
  });
});

test.describe("anonymous allowances per mode", () => {
  test("one category test and one personal test a day without an account", async ({ page }) => {
    await page.goto("/practice?tab=categories");
    const card = page.getByRole("listitem").filter({ hasText: "Ecologie & leefomgeving" });
    await card.getByRole("button").click();
    await expect(page.getByText("Vraag 1 van 10", { exact: true })).toBeVisible();
    await page.goto("/practice?tab=categories");
    await expect(card.getByText("Vandaag al geoefend: limiet bereikt.")).toBeVisible();
    await expect(card.getByRole("link", { name: "Inloggen / registreren" })).toHaveAttribute("href", "/auth");
    await expect(page.getByRole("link", { name: "Ga verder met je test" })).toHaveAttribute("href", "/practice?tab=categories&t=1#vraag");

    await page.goto("/practice?tab=personal");
    await expect(page.getByText("Nog 1 test beschikbaar vandaag.")).toBeVisible();
    await page.getByLabel("Aantal vragen (1–10)").fill("2");
    await page.getByRole("button", { name: "Start test" }).click();
    await expect(page).toHaveURL("/practice?tab=personal&t=1");
    await page.getByRole("button", { name: "Start test" }).click();
    await expect(page.getByText("Vraag 1 van 2", { exact: true })).toBeVisible();
    await page.goto("/practice?tab=personal&t=1");
    // The running test is shown; once it is over, the day's personal test is used up.
    await playToResults(page);
    await page.goto("/practice?tab=personal");
    await expect(page.getByText("Nog 0 tests beschikbaar vandaag.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Inloggen / registreren" })).toHaveAttribute("href", "/auth");
  });
});

test.describe("landing demo", () => {
  test("one question, checked without an account, then on to practice", async ({ page }) => {
    await page.goto("/");
    const demo = page.locator("#demo");
    // The day's demo questions are picture questions first, each with one of our own stored photos.
    await expect(demo.locator("figure.question-image img")).toHaveAttribute("src", /^\/photos\/[\w-]{22}-800\.jpg$/);
    await expect(demo.getByRole("link", { name: "origineel" })).toHaveCount(0);
    await demo.getByRole("radio").first().check();
    await demo.getByRole("button", { name: "Controleer antwoord" }).click();
    await expect(demo.getByText(CHECKED)).toBeVisible();
    await expect(demo.getByRole("radio").first()).toBeDisabled();
    await demo.getByRole("link", { name: "Doorgaan met oefenen" }).click();
    await expect(page).toHaveURL("/practice?tab=quick");
  });

  test("a choice made before the page's script has run stays made once it runs @js-only", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    const demo = page.locator("#demo");
    await demo.getByRole("radio").first().check();
    release();
    // Once React has taken over the button (its props are on the element) and run the demo's effect.
    await page.waitForFunction(() => {
      const button = document.querySelector("#demo button[type=submit]");
      return !!button && Object.keys(button).some((k) => k.startsWith("__reactProps"));
    });
    await expect(demo.getByRole("button", { name: "Controleer antwoord" })).toBeEnabled();
    await demo.getByRole("button", { name: "Controleer antwoord" }).click();
    await expect(demo.getByText(CHECKED)).toBeVisible();
  });
});

test.describe("keyboard", () => {
  // Keyboard shortcuts are a JavaScript enhancement: the js-off project leaves @js-only tests out.
  test("keys 1–4 choose and Enter checks and goes on @js-only", async ({ page }) => {
    await page.goto("/practice?tab=quick");
    await page.getByRole("button", { name: "Start test" }).click();
    await expect(page.getByText("Vraag 1 van 10", { exact: true })).toBeVisible();
    await page.locator("body").press("3");
    await expect(page.getByRole("group").getByRole("radio").nth(2)).toBeChecked();
    await page.locator("body").press("Enter");
    await expect(page.getByText(CHECKED)).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Vraag 2 van 10", { exact: true })).toBeVisible();
  });
});

/** The computed border and background colour of an element. */
async function colours(locator: Locator) {
  return locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return { border: style.borderTopColor, background: style.backgroundColor };
  });
}

test.describe("a checked answer", () => {
  test("a wrong choice looks wrong by colour, icon and text, the right option right; a right choice says 'Goed!'", async ({ page }) => {
    await page.goto("/practice?tab=quick");
    await page.getByRole("button", { name: "Start test" }).click();
    const options = page.locator(".question-form .option");

    const correct = await rightOptionOnScreen(page);
    const chosen = await answerOnScreen(page, false);
    const wrong = options.nth(chosen);
    const right = options.nth(correct);
    await expect(wrong).toContainText("✘ Jouw antwoord: fout");
    await expect(right).toContainText("✔ Juist antwoord");
    await expect(page.getByText("✘ Fout", { exact: true })).toBeVisible();
    // The wrong choice has the colours of the wrong result, not those of the right answer.
    const wrongResult = await colours(page.locator(".result"));
    expect((await colours(wrong)).border).toBe(wrongResult.border);
    expect((await colours(wrong)).background).not.toBe((await colours(right)).background);
    expect((await colours(wrong)).border).not.toBe((await colours(right)).border);
    // The options that were neither chosen nor right stay plain.
    const plain = options.nth([0, 1, 2, 3].find((i) => i !== chosen && i !== correct)!);
    await expect(plain).not.toContainText(/✔|✘/);

    await page.getByRole("button", { name: "Volgende vraag" }).click();
    await expect(page.getByText("Vraag 2 van 10", { exact: true })).toBeVisible();
    const good = await answerOnScreen(page, true);
    await expect(options.nth(good)).toContainText("✔ Jouw antwoord: goed");
    await expect(page.getByText("✔ Goed!", { exact: true })).toBeVisible();
    expect((await colours(options.nth(good))).border).toBe((await colours(page.locator(".result"))).border);
    expect(await page.locator("main").innerText()).not.toMatch(/Correct!|Niet correct/);
  });

  test("the landing demo marks a wrong choice as wrong too", async ({ page }) => {
    await page.goto("/");
    const demo = page.locator("#demo");
    const ref = await demo.locator('input[name="demo"]').inputValue();
    // The demo is a GET form: try the first option, and if that was right, the second.
    await page.goto(`/?demo=${encodeURIComponent(ref)}&keuze=0#demo`);
    let chosen = 0;
    if (await demo.getByText("✔ Goed!", { exact: true }).count()) {
      chosen = 1;
      await page.goto(`/?demo=${encodeURIComponent(ref)}&keuze=1#demo`);
    }
    await expect(demo.getByText("✘ Fout", { exact: true })).toBeVisible();
    const wrong = demo.locator(".option").nth(chosen);
    const right = demo.locator(".option").filter({ hasText: "✔ Juist antwoord" });
    await expect(wrong).toContainText("✘ Jouw antwoord: fout");
    await expect(right).toHaveCount(1);
    expect((await colours(wrong)).border).toBe((await colours(demo.locator(".result"))).border);
    expect((await colours(wrong)).background).not.toBe((await colours(right)).background);
  });
});

/** The question types of a test's questions, in order. */
function typesOf(attemptId: string) {
  return query<{ q_type: string }>(
    `select q.q_type from test_attempt_answers a join questions q on q.id = a.question_id where a.attempt_id = ? order by a.position`,
    attemptId,
  ).map((r) => r.q_type);
}

test.describe("practice without picture questions", () => {
  test("a category test and a quick test 'Zonder fotovragen (voor schermlezers)' hold no picture question; the choice is remembered", async ({
    page,
  }) => {
    // Wildkennis holds most of the picture questions.
    await page.goto("/practice?tab=categories");
    const without = page.getByRole("checkbox", { name: "Zonder fotovragen (voor schermlezers)" });
    await expect(without).not.toBeChecked();
    await without.check();
    await page.getByRole("button", { name: /^Oefenen: Wildkennis/ }).click();
    await expect(page.getByText("Vraag 1 van 10", { exact: true })).toBeVisible();
    const category = await page.locator('input[name="attemptId"]').inputValue();
    expect(typesOf(category)).toHaveLength(10);
    expect(typesOf(category)).not.toContain("afbeelding");
    await expect(page.locator("figure.question-image")).toHaveCount(0);

    // The quick test's form offers the same choice, already made.
    await page.goto("/practice?tab=quick");
    await expect(page.getByRole("checkbox", { name: "Zonder fotovragen (voor schermlezers)" })).toBeChecked();
    await page.getByRole("button", { name: "Start test" }).click();
    await expect(page.getByText("Vraag 1 van 10", { exact: true })).toBeVisible();
    const quick = await page.locator('input[name="attemptId"]').inputValue();
    expect(typesOf(quick)).not.toContain("afbeelding");
  });

  test("the server draws no picture question when the form asks for none", async ({ request, baseURL }) => {
    // The form as a browser without the page would send it; the redirect leads to the test's first question.
    const res = await request.post("/practice?tab=categories", {
      form: { intent: "start-category", categoryId: "wildkennis", zonderFotos: "on" },
      headers: { origin: baseURL! },
    });
    expect(res.url()).toContain("/practice?tab=categories&t=1");
    const attemptId = /name="attemptId" value="([^"]+)"/.exec(await res.text())?.[1];
    expect(attemptId).toBeDefined();
    expect(typesOf(attemptId!)).toHaveLength(10);
    expect(typesOf(attemptId!)).not.toContain("afbeelding");
  });
});
