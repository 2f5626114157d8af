import { expect, test, type Locator, type Page } from "@playwright/test";
import { answerOnScreen, rightOptionOnScreen } from "./support/practice";

// What a candidate sees of a practice question without scrolling, on a laptop and on a phone.

/** Where an element is in the viewport: its top and bottom in CSS px from the viewport's top. */
async function place(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not rendered");
  return { top: box.y, bottom: box.y + box.height };
}

async function fullyInView(page: Page, locator: Locator, label: string) {
  const { top, bottom } = await place(locator);
  const height = page.viewportSize()!.height;
  expect(top, `${label} starts above the viewport`).toBeGreaterThanOrEqual(0);
  expect(bottom, `${label} ends below the viewport (${Math.round(bottom)} > ${height})`).toBeLessThanOrEqual(height);
}

/** A personal test of two picture questions, started as a visitor: on screen is its first question. */
async function startPictureTest(page: Page) {
  await page.goto("/practice?tab=personal");
  await page.getByRole("checkbox", { name: "Afbeelding" }).check();
  await page.getByLabel(/Aantal vragen/).fill("2");
  await page.getByRole("button", { name: "Start test" }).click();
  await expect(page).toHaveURL("/practice?tab=personal&t=1");
  await page.getByRole("button", { name: "Start test" }).click();
  await expect(page.getByText("Vraag 1 van 2", { exact: true })).toBeVisible();
}

async function photoLoaded(page: Page) {
  const img = page.locator("figure.question-image img");
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  return img;
}

const options = (page: Page) => page.locator(".question-form .option");
const legend = (page: Page) => page.locator(".question-form legend");

test.describe("a picture question on a laptop (1280×800)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the photo, the question and all four options are in view together, on arrival and after 'Volgende vraag'", async ({ page }) => {
    await startPictureTest(page);
    for (const step of ["first question", "second question"]) {
      await fullyInView(page, await photoLoaded(page), `${step}: photo`);
      await fullyInView(page, legend(page), `${step}: question`);
      for (let i = 0; i < 4; i++) await fullyInView(page, options(page).nth(i), `${step}: option ${i + 1}`);
      if (step === "first question") {
        await answerOnScreen(page, false);
        await page.getByRole("button", { name: "Volgende vraag" }).click();
        await expect(page.getByText("Vraag 2 van 2", { exact: true })).toBeVisible();
      }
    }
  });
});

test.describe("a practice question on a phone (360×740)", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the page opens where the question starts: photo and question in view, the options right below them", async ({ page }) => {
    await startPictureTest(page);
    for (const step of ["first question", "second question"]) {
      await fullyInView(page, await photoLoaded(page), `${step}: photo`);
      await fullyInView(page, legend(page), `${step}: question`);
      const question = await place(legend(page));
      const first = await place(options(page).first());
      expect(first.top - question.bottom, `${step}: the options follow the question`).toBeLessThan(40);
      expect(first.top, `${step}: the first option starts in view`).toBeLessThan(740);
      if (step === "first question") {
        await answerOnScreen(page, true);
        await page.getByRole("button", { name: "Volgende vraag" }).click();
        await expect(page.getByText("Vraag 2 van 2", { exact: true })).toBeVisible();
      }
    }
  });

  test("the ways to practise take at most two rows, and a quick question starts in view", async ({ page }) => {
    await page.goto("/practice?tab=quick");
    const tabs = page.getByRole("navigation", { name: "Oefenvormen" });
    const links = await tabs.getByRole("link").all();
    const rows = new Set(await Promise.all(links.map(async (l) => Math.round((await l.boundingBox())!.y))));
    expect(rows.size, "rows of tabs").toBeLessThanOrEqual(2);
    await page.getByRole("button", { name: "Start test" }).click();
    await expect(page.getByText("Vraag 1 van 10", { exact: true })).toBeVisible();
    await fullyInView(page, legend(page), "question");
    await fullyInView(page, page.getByText("Vraag 1 van 10", { exact: true }), "question counter");
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`a checked picture question at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("the marked wrong choice, the verdict and 'Volgende vraag' are in view together", async ({ page }) => {
      await startPictureTest(page);
      await photoLoaded(page);
      // The wrong option nearest the buttons: on a phone long options may not all fit above them.
      const correct = await rightOptionOnScreen(page);
      const chosen = correct === 3 ? 2 : 3;
      await options(page).nth(chosen).getByRole("radio").check();
      await page.getByRole("button", { name: "Controleer antwoord" }).click();
      const next = page.getByRole("button", { name: "Volgende vraag" });
      await expect(next).toBeFocused();
      await expect(options(page).nth(chosen)).toContainText("✘ Jouw antwoord: fout");
      await fullyInView(page, options(page).nth(chosen), "the wrong choice with its mark");
      await fullyInView(page, page.locator(".result-title"), "the verdict");
      await fullyInView(page, next, "'Volgende vraag'");
      if (viewport.width >= 1280) for (let i = 0; i < 4; i++) await fullyInView(page, options(page).nth(i), `option ${i + 1}`);
    });
  });
}

test.describe("the keyboard shortcut hint", () => {
  test.describe("on a touch screen", () => {
    test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

    test("is not shown on a touch screen, nor without JavaScript", async ({ page }) => {
      await page.goto("/practice?tab=quick");
      await page.getByRole("button", { name: "Start test" }).click();
      await expect(page.getByText("Vraag 1 van 10", { exact: true })).toBeVisible();
      // With JavaScript, only once the page has come to life could the hint appear.
      await page.waitForLoadState("networkidle");
      await expect(page.getByText(/Sneltoetsen/)).toHaveCount(0);
    });
  });

  test("is shown with a mouse and JavaScript, where the keys work @js-only", async ({ page }) => {
    await page.goto("/practice?tab=quick");
    await page.getByRole("button", { name: "Start test" }).click();
    await expect(page.getByText("Sneltoetsen: 1–4 kiest een antwoord, Enter gaat verder.")).toBeVisible();
  });
});
