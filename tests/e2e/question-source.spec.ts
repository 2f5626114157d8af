import { expect, test } from "@playwright/test";

test.describe("what an answer rests on, and going on with Enter", () => {
  test("after checking: the source and its check date; Enter right after the result goes on; the results show them too", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(60_000);
    await page.goto("/practice?tab=quick");
    await page.getByRole("button", { name: "Start test" }).click();
    const counter = page.getByText(/^Vraag 1 van \d+$/);
    await expect(counter).toBeVisible();
    const total = Number(/van (\d+)/.exec((await counter.textContent()) ?? "")?.[1]);

    for (let n = 1; n <= total; n++) {
      await expect(page.getByText(`Vraag ${n} van ${total}`, { exact: true })).toBeVisible();
      await page
        .getByRole("group")
        .getByRole("radio")
        .nth(n % 4)
        .check();
      await page.getByRole("button", { name: "Controleer antwoord" }).click();
      const result = page.getByRole("status").filter({ hasText: /✔ Goed!|✘ Fout/ });
      await expect(result).toBeVisible();
      if (n === 1) {
        await expect(result.getByText(/^Bron: /)).toBeVisible();
        await expect(result.getByText(/gecontroleerd op \d{1,2} [a-z]+ 20\d\d/)).toBeVisible();
      }
      // With JavaScript, Enter goes on as soon as the result is there. Without it, Enter goes to the
      // focused button: the browser moves focus there (autofocus) once the page has loaded.
      if (!javaScriptEnabled) await expect(page.getByRole("button", { name: /^(Volgende vraag|Bekijk resultaat)$/ })).toBeFocused();
      await page.keyboard.press("Enter");
      if (n < total) await expect(page.getByText(`Vraag ${n + 1} van ${total}`, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: /^Resultaat: \d+%$/ })).toBeVisible();
    const first = page.locator(".analysis details").first();
    await first.locator("summary").click();
    await expect(first.getByText(/gecontroleerd op \d{1,2} [a-z]+ 20\d\d/)).toBeVisible();
    await expect(first.getByText(/^Bron: /)).toBeVisible();
  });
});
