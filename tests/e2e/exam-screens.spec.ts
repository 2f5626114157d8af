import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { exited, startServer } from "../faults/support";
import { createUser, query, queryIn, sessionCookieFor } from "./support/factory";

// What a candidate meets around the exam: the verdict's parts, a picture question on one screen,
// flagging, the review, the history chart, the exam without picture questions and an exam while the
// photos are still missing.

async function logIn(page: Page, baseURL: string, options: { premiumDays?: number; dataDir?: string } = {}) {
  const user = await createUser(options);
  const [name, value] = (await sessionCookieFor(user.id, options.dataDir)).split(/=(.*)/s) as [string, string];
  await page.context().addCookies([{ name, value, url: baseURL }]);
  return user;
}

const counter = (page: Page, n: number, total = 75) => expect(page.getByText(`Vraag ${n} van ${total}`, { exact: true })).toBeVisible();

async function startExam(page: Page, options: { withoutPictures?: boolean } = {}) {
  await page.goto("/examen");
  if (options.withoutPictures) await page.getByRole("checkbox", { name: "Examen zonder fotovragen" }).check();
  await page.getByRole("button", { name: "Start examen" }).click();
  await counter(page, 1, options.withoutPictures ? 50 : 75);
  return /\/examen\/([0-9a-f-]{36})/.exec(page.url())![1]!;
}

/** Positions (0-based) of the exam's questions with and without a picture. */
function positions(examId: string) {
  const rows = query<{ position: number; picture: number }>(
    "select a.position, q.q_type = 'afbeelding' as picture from exam_answers a join questions q on q.id = a.question_id where a.exam_id = ? order by a.position",
    examId,
  );
  return { pictures: rows.filter((r) => r.picture).map((r) => r.position), texts: rows.filter((r) => !r.picture).map((r) => r.position) };
}

/** Answers the first `correct` questions right on the server (the answer key never reaches the page), then hands in. */
async function handInWithCorrect(page: Page, examId: string, correct: number) {
  query(
    `update exam_answers set selected_option = (select key from json_each(option_order) where value = 0)
     where exam_id = ? and position < ? returning position`,
    examId,
    correct,
  );
  await page.getByRole("button", { name: "Inleveren" }).click();
  await page.getByRole("button", { name: "Ja, inleveren" }).click();
  await expect(page.getByRole("heading", { name: "Uitslag examen", level: 1 })).toBeVisible();
}

/** Goes to question `position` (0-based) through the overview, as a candidate would. */
async function goTo(page: Page, position: number, total = 75) {
  await page.getByRole("button", { name: new RegExp(`^Vraag ${position + 1}, `) }).click();
  await counter(page, position + 1, total);
}

const figures = (text: string) => /(\d+) van (\d+)/.exec(text)?.slice(1).map(Number) as [number, number];

test.describe("exam screens", () => {
  test("the verdict's parts add up to the whole: the categories make the 75, the picture part is a part of it", async ({
    page,
    baseURL,
  }) => {
    await logIn(page, baseURL!, { premiumDays: 30 });
    const examId = await startExam(page);
    await handInWithCorrect(page, examId, 10);

    const table = page.getByRole("table");
    await expect(table.getByRole("row", { name: /^Totaal/ })).toContainText("10 van 75");
    const pictures = table.getByRole("row", { name: /^waarvan bij een foto/ });
    await expect(pictures).toContainText(/\d+ van 25/);
    await expect(table.getByRole("row", { name: /^Vragen bij een foto/ })).toHaveCount(0);

    const parts = (await table.locator("tbody tr td:first-of-type").allTextContents()).map(figures);
    expect(parts.reduce((sum, [, total]) => sum + total, 0)).toBe(75);
    expect(parts.reduce((sum, [correct]) => sum + correct, 0)).toBe(10);
  });

  test("a picture question fits the screen: photo, question and all options at 1280×800; question and photo on a phone, options right below", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page, baseURL!, { premiumDays: 30 });
    const examId = await startExam(page);
    const { pictures } = positions(examId);

    await goTo(page, pictures[0]!);
    const question = page.locator("#question-title");
    await expect(question).toBeInViewport({ ratio: 1 });
    await expect(page.locator("figure.question-image img")).toBeInViewport({ ratio: 1 });
    const options = page.getByRole("group").getByRole("radio");
    await expect(options).toHaveCount(4);
    for (let i = 0; i < 4; i++) await expect(page.locator("label.option").nth(i)).toBeInViewport({ ratio: 1 });

    await page.setViewportSize({ width: 360, height: 740 });
    await goTo(page, pictures[1]!);
    await expect(question).toBeInViewport({ ratio: 1 });
    await expect(page.locator("figure.question-image img")).toBeInViewport({ ratio: 1 });
    await expect(page.locator("label.option").first()).toBeInViewport();
  });

  test("flagging keeps the candidate at the question, says so next to the button, and the hand-in confirmation lists the flagged questions", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await logIn(page, baseURL!, { premiumDays: 30 });
    const examId = await startExam(page);
    const { texts } = positions(examId);
    const [first, second] = [texts[2]!, texts[5]!];

    await goTo(page, first);
    await page.getByRole("group").getByRole("radio").first().check();
    await page.getByRole("button", { name: "Markeer deze vraag" }).click();
    const unflag = page.getByRole("button", { name: "Markering weghalen" });
    await expect(unflag).toBeInViewport();
    await expect(page.getByRole("status").filter({ hasText: "Gemarkeerd" })).toBeInViewport();
    await counter(page, first + 1);
    expect(query<{ flagged: number }>("select flagged from exam_answers where exam_id = ? and position = ?", examId, first)).toEqual([
      { flagged: 1 },
    ]);

    await goTo(page, second);
    await expect(page.getByRole("status").filter({ hasText: "Gemarkeerd" })).toHaveCount(0);
    await page.getByRole("button", { name: "Markeer deze vraag" }).click();
    await expect(page.getByRole("button", { name: "Markering weghalen" })).toBeInViewport();

    await page.getByRole("button", { name: "Inleveren" }).click();
    const confirm = page.locator("section.confirm");
    await expect(confirm.getByRole("heading", { name: "Examen inleveren?" })).toBeVisible();
    await expect(confirm.getByText("Je hebt 2 vragen gemarkeerd:")).toBeVisible();
    await expect(confirm.getByRole("link", { name: /^Vraag \d+$/ })).toHaveText([`Vraag ${first + 1}`, `Vraag ${second + 1}`]);
    await confirm.getByRole("link", { name: `Vraag ${first + 1}` }).click();
    await counter(page, first + 1);
    await expect(page.getByRole("heading", { name: "Examen inleveren?" })).toHaveCount(0);
  });

  test("the review shows only the mistakes after a fail and all questions after a pass, either on request; a source reads as its title", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await logIn(page, baseURL!, { premiumDays: 30 });
    const review = page.locator("ol.review-list > li");

    const failed = await startExam(page);
    await handInWithCorrect(page, failed, 10);
    await expect(page.getByRole("heading", { name: "Niet geslaagd", level: 2 })).toBeVisible();
    const choice = page.getByRole("navigation", { name: "Nabespreking" });
    await expect(choice.getByRole("link", { name: "Alleen fouten (65)" })).toHaveAttribute("aria-current", "page");
    await expect(review).toHaveCount(65);
    await expect(review.filter({ hasText: "✔ Goed" })).toHaveCount(0);
    await choice.getByRole("link", { name: "Alle vragen (75)" }).click();
    await expect(page).toHaveURL(/nabespreking=alle/);
    await expect(review).toHaveCount(75);
    await expect(choice.getByRole("link", { name: "Alle vragen (75)" })).toHaveAttribute("aria-current", "page");

    // A source is its title, linked; never a raw web address.
    const sourceLinks = page.locator(".question-source a");
    expect(await sourceLinks.count()).toBeGreaterThan(0);
    for (const text of await sourceLinks.allTextContents()) expect(text).not.toMatch(/^https?:\/\//);
    for (const href of await sourceLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
      expect(href).toMatch(/^https?:\/\//);

    await choice.getByRole("link", { name: "Alleen fouten (65)" }).click();
    await expect(review).toHaveCount(65);

    await page.goto("/examen");
    const passed = await startExam(page);
    await handInWithCorrect(page, passed, 60);
    await expect(page.getByRole("heading", { name: "Geslaagd", level: 2 })).toBeVisible();
    await expect(review).toHaveCount(75);
    await page.getByRole("navigation", { name: "Nabespreking" }).getByRole("link", { name: "Alleen fouten (15)" }).click();
    await expect(review).toHaveCount(15);
  });

  test("the history chart is readable on a 320 px screen, with the pass line labelled", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const user = await logIn(page, baseURL!, { premiumDays: 30 });
    const day = 86_400_000;
    const start = Date.now() - 10 * day;
    for (const [i, correct] of [40, 50, 58, 62].entries()) {
      query(
        `insert into exams (id, user_id, status, question_count, picture_count, pass_mark, premium_bank, started_at, finished_at, correct_count, passed)
         values (?, ?, 'finished', 75, 25, 53, 1, ?, ?, ?, ?) returning id`,
        randomUUID(),
        user.id,
        start + i * day,
        start + i * day + 3_600_000,
        correct,
        correct >= 53 ? 1 : 0,
      );
    }
    await page.goto("/examen");
    const chart = page.locator("figure.exam-chart");
    await chart.scrollIntoViewIfNeeded();
    const plot = chart.locator("svg:visible");
    await expect(plot).toHaveCount(1);
    // The whole width of the card (about 238 px here), not a shrunken drawing.
    expect((await plot.boundingBox())!.width).toBeGreaterThanOrEqual(230);
    const labels = plot.locator("text");
    expect(await labels.count()).toBeGreaterThan(3);
    for (const box of await labels.evaluateAll((texts) => texts.map((t) => t.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.height, "a label of the chart is too small to read").toBeGreaterThanOrEqual(12);
    }
    const pass = plot.locator("text", { hasText: "slaaggrens" });
    await expect(pass).toBeVisible();
    const passBox = (await pass.boundingBox())!;
    const plotBox = (await plot.boundingBox())!;
    expect(passBox.x).toBeGreaterThanOrEqual(plotBox.x);
    expect(passBox.x + passBox.width).toBeLessThanOrEqual(plotBox.x + plotBox.width + 0.5);
    // Nothing of the page scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });

  test("an exam without picture questions: chosen before the start, 50 questions passed at 35, named so everywhere, and it counts as a free account's exam", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/toegankelijkheid");
    await expect(page.getByText(/examen zonder fotovragen/i).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /examen zonder fotovragen/i })).toHaveAttribute("href", "/examen");

    await logIn(page, baseURL!);
    await page.goto("/examen");
    await expect(page.getByRole("checkbox", { name: "Examen zonder fotovragen" })).toHaveAttribute("name", "zonderFotos");
    const examId = await startExam(page, { withoutPictures: true });
    await expect(page.getByRole("heading", { name: "Examen zonder fotovragen", level: 1 })).toBeVisible();
    expect(query("select question_count, pass_mark, picture_count from exams where id = ?", examId)).toEqual([
      { question_count: 50, pass_mark: 35, picture_count: 0 },
    ]);
    expect(positions(examId).pictures).toEqual([]);
    await expect(page.locator("figure.question-image")).toHaveCount(0);

    await handInWithCorrect(page, examId, 36);
    await expect(page.getByRole("heading", { name: "Geslaagd", level: 2 })).toBeVisible();
    const verdict = page.locator("section.verdict");
    await expect(verdict).toContainText("Examen zonder fotovragen");
    await expect(verdict).toContainText("36 van 50");
    await expect(verdict).toContainText("Geslaagd vanaf 35 goed");
    await expect(page.getByRole("row", { name: /waarvan bij een foto/ })).toHaveCount(0);
    await expect(page.getByRole("row", { name: /^Totaal/ })).toContainText("36 van 50");
    await expect(page.locator("#review-title + p")).toContainText("zonder fotovragen");

    await page.goto("/examen");
    await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText("zonder fotovragen");
    // It counts like any exam: a free account waits for the next one.
    await expect(page.getByText(/Je volgende examen kan vanaf/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Start examen" })).toHaveCount(0);
  });

  test("the server keeps the exam without picture questions free of them, whatever the form says", async ({ page, baseURL }) => {
    await logIn(page, baseURL!, { premiumDays: 30 });
    await page.goto("/examen");
    const answer = await page.request.post("/examen", {
      form: { zonderFotos: "on" },
      headers: { origin: baseURL! },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(302);
    const examId = /\/examen\/([0-9a-f-]{36})/.exec(answer.headers()["location"] ?? "")![1]!;
    expect(query("select question_count, picture_count, pass_mark from exams where id = ?", examId)).toEqual([
      { question_count: 50, picture_count: 0, pass_mark: 35 },
    ]);
    expect(positions(examId).pictures).toEqual([]);
  });
});

test.describe("exam while no photos have been fetched yet", () => {
  // A server of its own that fetches no photos, so that no picture question can be served.
  const port = Number(process.env.E2E_PORT ?? 3100) + 40;
  let server: ChildProcess | null = null;
  let dir = "";
  let base = "";

  test.beforeAll(async () => {
    const project = test.info().project.name;
    const offset = project === "js-off" ? 1 : 0;
    dir = `data/e2e-no-photos-${project}`;
    base = `http://localhost:${port + offset}`;
    rmSync(dir, { recursive: true, force: true });
    server = await startServer(port + offset, dir, { WILDLIFE_IMAGE_API: "off" });
  });

  test.afterAll(async () => {
    if (server) {
      server.kill("SIGTERM");
      await exited(server);
    }
    rmSync(dir, { recursive: true, force: true });
  });

  test("/examen says so before the start, and a free account's exam without its picture part is not its exam of the week", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto(`${base}/examen`);
    await expect(page.getByText(/0 van de 25 vragen bij een foto/)).toBeVisible();

    await logIn(page, base, { dataDir: dir });
    await page.goto(`${base}/examen`);
    await expect(page.getByText(/0 van de 25 vragen bij een foto/)).toBeVisible();
    await expect(page.getByText(/telt niet mee als je examen van deze week/)).toBeVisible();
    await page.getByRole("button", { name: "Start examen" }).click();
    await counter(page, 1);
    const examId = /\/examen\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    expect(queryIn(dir, "select picture_count from exams where id = ?", examId)).toEqual([{ picture_count: 0 }]);
    await expect(page.getByText(/Dit examen heeft 0 in plaats van 25 vragen bij een foto/)).toBeVisible();
    await page.getByRole("button", { name: "Inleveren" }).click();
    await page.getByRole("button", { name: "Ja, inleveren" }).click();
    await expect(page.getByRole("heading", { name: "Uitslag examen", level: 1 })).toBeVisible();

    // Not counted: the free account can still start its exam of the week.
    await page.goto(`${base}/examen`);
    await expect(page.getByRole("button", { name: "Start examen" })).toBeVisible();
    await expect(page.getByText(/Je volgende examen kan vanaf/)).toHaveCount(0);
  });
});
