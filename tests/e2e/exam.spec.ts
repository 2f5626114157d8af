import { expect, test, type Page } from "@playwright/test";
import { createUser, query, sessionCookieFor } from "./support/factory";

async function logIn(page: Page, baseURL: string, premiumDays?: number) {
  const user = await createUser(premiumDays ? { premiumDays } : {});
  const [name, value] = (await sessionCookieFor(user.id)).split(/=(.*)/s) as [string, string];
  await page.context().addCookies([{ name, value, url: baseURL }]);
  return user;
}

const counter = (page: Page, n: number, total = 75) => expect(page.getByText(`Vraag ${n} van ${total}`, { exact: true })).toBeVisible();

test.describe("exam simulation", () => {
  test("a visitor is asked to log in", async ({ page }) => {
    await page.goto("/practice?tab=quick");
    await page.getByRole("navigation", { name: "Oefenvormen" }).getByRole("link", { name: "Examen" }).click();
    await expect(page.getByRole("heading", { name: "Examen oefenen", level: 1 })).toBeVisible();
    await expect(page.getByText("75 meerkeuzevragen, waarvan 25 bij een foto")).toBeVisible();
    await expect(page.getByRole("link", { name: "Inloggen / registreren" })).toHaveAttribute("href", "/auth?next=%2Fexamen");
  });

  test("a full exam: answer, flag and revisit, hand in after a confirmation, verdict, review, history, practise the mistakes", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const user = await logIn(page, baseURL!, 30);
    await page.goto("/dashboard");
    await page.getByRole("link", { name: /^Examen/ }).click();
    await page.getByRole("button", { name: "Start examen" }).click();
    await counter(page, 1);
    const examId = /\/examen\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    // The answer key stays on the server until the exam is handed in.
    expect(await page.content()).not.toMatch(/juist antwoord|✔ Goed!|✘ Fout|jouw antwoord: /i);
    const pictures = query<{ n: number }>(
      "select count(*) as n from exam_answers a join questions q on q.id = a.question_id where a.exam_id = ? and q.q_type = 'afbeelding'",
      examId,
    )[0]!.n;
    expect(pictures).toBe(25);

    // Answer 1–74 with the first option; flag question 3; leave question 75 open.
    for (let n = 1; n <= 74; n++) {
      await counter(page, n);
      await page.getByRole("group").getByRole("radio").first().check();
      if (n === 3) {
        await page.getByRole("button", { name: "Markeer deze vraag" }).click();
        await counter(page, 3);
        await expect(page.getByRole("button", { name: "Markering weghalen" })).toBeVisible();
      }
      await page.getByRole("button", { name: "Volgende vraag" }).click();
    }
    await counter(page, 75);
    await expect(page.getByRole("button", { name: "Volgende vraag" })).toHaveCount(0);
    await expect(page.getByText("74 beantwoord, 1 open")).toBeVisible();

    // Back to the flagged question through the overview: its answer is still there, and can be changed.
    await page.getByRole("button", { name: "Vraag 3, beantwoord, gemarkeerd" }).click();
    await counter(page, 3);
    await expect(page.getByRole("group").getByRole("radio").first()).toBeChecked();
    await page.getByRole("group").getByRole("radio").nth(1).check();
    await page.getByRole("button", { name: "Vorige vraag" }).click();
    await counter(page, 2);
    expect(
      query<{ selected_option: number }>("select selected_option from exam_answers where exam_id = ? and position = 2", examId),
    ).toEqual([{ selected_option: 1 }]);

    // An exam in progress survives leaving: the exam page offers to go on.
    await page.goto("/examen");
    await page.getByRole("link", { name: "Ga verder met je examen" }).click();
    await counter(page, 1);

    await page.getByRole("button", { name: "Inleveren" }).click();
    await expect(page.getByRole("heading", { name: "Examen inleveren?" })).toBeVisible();
    await expect(page.getByText("Je hebt 1 vraag nog niet beantwoord; die telt als fout.")).toBeVisible();
    await page.getByRole("button", { name: "Ja, inleveren" }).click();

    await expect(page.getByRole("heading", { name: "Uitslag examen", level: 1 })).toBeVisible();
    const [exam] = query<{ correct_count: number; passed: number }>("select correct_count, passed from exams where id = ?", examId);
    await expect(page.getByRole("heading", { name: exam!.passed ? "Geslaagd" : "Niet geslaagd", level: 2 })).toBeVisible();
    await expect(page.locator(".verdict .overall").getByText(`${exam!.correct_count} van 75`, { exact: true })).toBeVisible();
    await expect(page.getByRole("row", { name: /^waarvan bij een foto/ })).toContainText("van 25");
    // The review opens on the mistakes after a fail; 'Alle vragen' shows every question.
    await page.getByRole("link", { name: "Alle vragen (75)" }).click();
    const review = page.getByRole("listitem").filter({ hasText: /^Vraag \d+:/ });
    await expect(review).toHaveCount(75);
    await expect(review.nth(74)).toContainText("✘ Niet beantwoord");
    await expect(review.nth(2)).toContainText("je had deze vraag gemarkeerd");
    await expect(review.first()).toContainText("Juist antwoord:");
    // Every question leads to where the guides teach it: its section, or a picture question's species.
    await expect(review.getByText(/^Lees dit na:/)).toHaveCount(75);
    const unanswered = query<{ section_id: string | null; species_id: string | null; subject: number }>(
      "select q.section_id, q.species_id, q.subject from exam_answers a join questions q on q.id = a.question_id where a.exam_id = ? and a.position = 74",
      examId,
    )[0]!;
    const readMore = review.nth(74).getByRole("link", { name: /./ }).last();
    await expect(readMore).toHaveAttribute(
      "href",
      unanswered.section_id ? new RegExp(`^/leerstof/[a-z-]+#${unanswered.section_id}$`) : `/soorten/${unanswered.species_id}`,
    );

    // Handed in: the exam cannot be changed any more.
    await page.goto(`/examen/${examId}?vraag=5`);
    await expect(page).toHaveURL(`/examen/${examId}/uitslag`);

    await page.goto("/examen");
    const history = page.getByRole("table");
    await expect(history.getByRole("row")).toHaveCount(2);
    await expect(history).toContainText(`${exam!.correct_count} van 75`);
    await expect(page.locator("figure.exam-chart svg:visible polyline")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Start examen" })).toBeVisible(); // premium: no waiting

    await history.getByRole("link").first().click();
    await page.getByRole("button", { name: "Oefen de fouten van dit examen" }).click();
    await expect(page).toHaveURL("/practice?tab=personal&t=1");
    await expect(page.getByText(/^Vraag 1 van \d+$/)).toBeVisible();
    expect(query<{ title: string }>("select title from test_attempts where user_id = ? and status = 'active'", user.id)).toEqual([
      { title: "Fouten uit je examen" },
    ]);
  });

  test("a free account gets one exam per 7 days, with the timer as a setting; the server ends the exam at its deadline", async ({
    page,
    baseURL,
  }) => {
    await logIn(page, baseURL!);
    await page.goto("/examen");
    await expect(page.getByText("Je examen komt uit de gratis vragen.")).toBeVisible();
    await page.getByRole("checkbox", { name: "Met tijdslimiet" }).check();
    await page.getByLabel("Tijd in minuten").fill("5");
    await page.getByRole("button", { name: "Start examen" }).click();
    await expect(page.getByText("Kies een tijd tussen 10 en 240 minuten.")).toBeVisible();
    await page.getByLabel("Tijd in minuten").fill("30");
    await page.getByRole("button", { name: "Start examen" }).click();
    await counter(page, 1);
    const examId = /\/examen\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    await expect(page.getByText(/^Eindtijd: \d{2}:\d{2}/)).toBeVisible();
    // No premium question in a free account's exam.
    expect(
      query<{ n: number }>(
        "select count(*) as n from exam_answers a join questions q on q.id = a.question_id where a.exam_id = ? and q.is_premium = 1",
        examId,
      )[0]!.n,
    ).toBe(0);

    await page.getByRole("group").getByRole("radio").first().check();
    await page.getByRole("button", { name: "Volgende vraag" }).click();
    await counter(page, 2);
    // The deadline passes (moved into the past on the server): the next step is refused and the exam scored.
    query("update exams set deadline_at = ? where id = ? returning id", Date.now() - 1000, examId);
    await page.getByRole("group").getByRole("radio").first().check();
    await page.getByRole("button", { name: "Volgende vraag" }).click();
    await expect(page.getByRole("heading", { name: "Uitslag examen", level: 1 })).toBeVisible();
    await expect(page.getByText(/toen de tijd om was/)).toBeVisible();
    expect(
      query<{ answered: number }>(
        "select count(*) as answered from exam_answers where exam_id = ? and selected_option is not null",
        examId,
      ),
    ).toEqual([{ answered: 1 }]);

    await page.goto("/examen");
    await expect(page.getByText(/Je volgende examen kan vanaf \w+dag \d+ \w+ om \d{2}:\d{2}/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Start examen" })).toHaveCount(0);
    // The timer setting is remembered.
    const settings = query<{ settings: string }>(
      "select settings from practice_settings where mode = 'exam' order by updated_at desc limit 1",
    );
    expect(JSON.parse(settings[0]!.settings)).toEqual({ timerMinutes: 30, withoutPictures: false });
  });

  test("with JavaScript the timer counts down and announces only at 10, 5 and 1 minutes left @js-only", async ({ page, baseURL }) => {
    await logIn(page, baseURL!, 30);
    await page.goto("/examen");
    await page.getByRole("checkbox", { name: "Met tijdslimiet" }).check();
    await page.getByLabel("Tijd in minuten").fill("11");
    await page.getByRole("button", { name: "Start examen" }).click();
    await counter(page, 1);
    await expect(page.locator(".exam-countdown")).toHaveText(/nog (10:5\d|11:00)/);
    const examId = /\/examen\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    // Eight seconds before the 10-minute mark (room for a slow reload): nothing is announced yet, then "Nog 10 minuten." once.
    query("update exams set deadline_at = ? where id = ? returning id", Date.now() + 10 * 60_000 + 8000, examId);
    await page.reload();
    const live = page.locator(".exam-timer [role=status]");
    await expect(page.locator(".exam-countdown")).toHaveText(/nog 10:0\d/);
    await expect(live).toHaveText("");
    await expect(live).toHaveText("Nog 10 minuten.", { timeout: 15_000 });
    await expect(page.locator(".exam-countdown")).toHaveText(/nog 9:5\d/);
  });
});
