import { expect, test, type Page, type Request } from "@playwright/test";
import { createUser, sessionCookieFor } from "./support/factory";
import { answerCurrent } from "./support/practice";

// What a step of a test asks of the server with JavaScript: the form, then the page's own data. The
// layout's data (who is asking, a toast) cannot change in a step and is not asked for again; leaving
// the test's page asks for it again. Without JavaScript a step is the form and the new page.

/** The data requests made while `act` runs, as "METHOD path?query". */
async function dataRequests(page: Page, act: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const note = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(".data")) seen.push(`${request.method()} ${url.pathname}${url.search}`);
  };
  page.on("request", note);
  await act();
  page.off("request", note);
  return seen;
}

test.describe("a step with JavaScript @js-only", () => {
  test("a practice step sends the form, then asks for the practice page's data only", async ({ page }) => {
    await page.goto("/practice?tab=quick");
    await page.getByRole("button", { name: "Start test" }).click();
    await expect(page.getByText("Vraag 1 van 10", { exact: true })).toBeVisible();
    const step = ["POST /practice.data?tab=quick&t=1", "GET /practice.data?tab=quick&t=1&_routes=routes%2Fpractice%2Fpractice"];

    expect(await dataRequests(page, () => answerCurrent(page, 1))).toEqual(step);
    const next = await dataRequests(page, async () => {
      await page.getByRole("button", { name: "Volgende vraag" }).click();
      await expect(page.getByText("Vraag 2 van 10", { exact: true })).toBeVisible();
    });
    expect(next).toEqual(step);
  });

  test("an exam step likewise; handing in leads to another page, which loads the layout's data too", async ({ page, baseURL }) => {
    const user = await createUser({ premiumDays: 30 });
    const [name, value] = (await sessionCookieFor(user.id)).split(/=(.*)/s) as [string, string];
    await page.context().addCookies([{ name, value, url: baseURL! }]);
    await page.goto("/examen");
    await page.getByRole("button", { name: "Start examen" }).click();
    await expect(page.getByText("Vraag 1 van 75", { exact: true })).toBeVisible();
    const exam = new URL(page.url()).pathname;

    await page.getByRole("group").first().getByRole("radio").first().check();
    const next = await dataRequests(page, async () => {
      await page.getByRole("button", { name: "Volgende vraag" }).click();
      await expect(page.getByText("Vraag 2 van 75", { exact: true })).toBeVisible();
    });
    expect(next).toEqual([`POST ${exam}.data?vraag=1`, `GET ${exam}.data?vraag=2&_routes=routes%2Fexam%2Fquestion`]);

    await page.getByRole("button", { name: "Inleveren" }).click();
    await expect(page.getByRole("heading", { name: "Examen inleveren?" })).toBeVisible();
    const handIn = await dataRequests(page, async () => {
      await page.getByRole("button", { name: "Ja, inleveren" }).click();
      await expect(page).toHaveURL(`${exam}/uitslag`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
    expect(handIn).toEqual([`POST ${exam}.data?vraag=2&inleveren=1`, `GET ${exam}/uitslag.data`]);
  });
});
