import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { query } from "./support/factory";

test.describe("photo credits", () => {
  test("every stored photo is listed with its author, its licence and the original, without a picture that a question could be matched to", async ({
    page,
  }) => {
    const title = `File:Testfoto-${test.info().project.name}-${Date.now()}.jpg`;
    const id = query<{ id: number }>(
      "insert into species_photos (species, file_title, author, license, license_url, source_page, width, height) values (?, ?, ?, ?, ?, ?, ?, ?) returning id",
      "Boommarter",
      title,
      "Anna Fotograaf",
      "CC BY 4.0",
      "https://creativecommons.org/licenses/by/4.0/",
      "https://commons.wikimedia.org/wiki/File:Boommarter.jpg",
      1600,
      1067,
    )[0]!.id;
    const dir = path.join(E2E_DATA_DIR, "photos");
    mkdirSync(dir, { recursive: true });
    await sharp({ create: { width: 480, height: 320, channels: 3, background: "#5b4632" } })
      .jpeg()
      .toFile(path.join(dir, `${id}-480.jpg`));
    try {
      await page.goto("/");
      await page.getByRole("link", { name: "Fotoverantwoording" }).click();
      await expect(page.getByRole("heading", { name: "Fotoverantwoording", level: 1 })).toBeVisible();
      // The other project may list its own test photo at the same time: find this one by its number.
      const item = page.getByRole("listitem").filter({ hasText: new RegExp(`Foto ${id}(?!\\d)`) });
      // The species is not named.
      await expect(item).toContainText("Anna Fotograaf");
      await expect(item).not.toContainText("Boommarter");
      await expect(item.getByRole("link", { name: "CC BY 4.0" })).toHaveAttribute("href", "https://creativecommons.org/licenses/by/4.0/");
      await expect(item.getByRole("link", { name: "origineel" })).toHaveAttribute(
        "href",
        "https://commons.wikimedia.org/wiki/File:Boommarter.jpg",
      );
      // No thumbnail: beside its source it would tell which species a question's photo shows.
      await expect(page.locator(".photo-credits img")).toHaveCount(0);
      // And the photo's number is no address: a question shows its photos under a sealed key only.
      expect((await page.request.get(`/photos/${id}-480.jpg`)).status()).toBe(404);
    } finally {
      query("delete from species_photos where id = ? returning id", id);
    }
  });
});
