import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, questions } from "~/db/schema";
import { fillMissingPhotos, lookupPhoto } from "~/services/wildlife-images.server";
import { freshDatabase } from "../support/database";

const env = freshDatabase();
let server: http.Server;
let api: string;
const requests: string[] = [];

// A local stand-in for a MediaWiki API: Ree has a CC BY-SA photo, Vos only an unfree one, Das no image.
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    requests.push(url.searchParams.get("titles") ?? "");
    const titles = url.searchParams.get("titles");
    const reply = (body: unknown) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.searchParams.get("prop") === "pageimages") {
      const images: Record<string, string> = { Ree: "Ree_in_wei.jpg", Vos: "Vos_copyright.jpg" };
      return reply({
        query: { pages: { "1": titles && images[titles] ? { title: titles, pageimage: images[titles] } : { title: titles, missing: "" } } },
      });
    }
    if (titles === "File:Ree_in_wei.jpg") {
      return reply({
        query: {
          pages: {
            "-1": {
              imageinfo: [
                {
                  thumburl: "https://upload.example.org/800px-Ree.jpg",
                  descriptionurl: "https://commons.example.org/wiki/File:Ree_in_wei.jpg",
                  extmetadata: {
                    LicenseShortName: { value: "CC BY-SA 4.0" },
                    Artist: { value: '<a href="https://x">Jan <b>Fotograaf</b></a>' },
                  },
                },
              ],
            },
          },
        },
      });
    }
    if (titles === "File:Vos_copyright.jpg") {
      return reply({
        query: {
          pages: {
            "-1": {
              imageinfo: [
                { thumburl: "https://upload.example.org/vos.jpg", extmetadata: { LicenseShortName: { value: "All rights reserved" } } },
              ],
            },
          },
        },
      });
    }
    res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/w/api.php`;

  env.db.insert(categories).values({ id: "wildkennis", name: "Wildkennis" }).run();
  const base = {
    categoryId: "wildkennis",
    questionText: "Welke soort zie je?",
    correctAnswer: "x",
    wrongAnswer1: "a",
    wrongAnswer2: "b",
    wrongAnswer3: "c",
    qType: "afbeelding",
  };
  env.db
    .insert(questions)
    .values([
      { ...base, id: "w1", animalName: "Ree" },
      { ...base, id: "w2", animalName: "Ree", questionText: "Welke soort is dit?" },
      { ...base, id: "w3", animalName: "Vos", questionText: "En deze?" },
      { ...base, id: "w4", animalName: "Das", questionText: "En hier?" },
    ])
    .run();
});

afterAll(() => {
  server.close();
  env.cleanup();
});

/** Every test starts from the same bank: four image questions, none with a photo yet. */
function withoutPhotos() {
  env.db.update(questions).set({ imageUrl: null, imageCredit: null, imageLicense: null, imageSourceUrl: null }).run();
}

describe("wildlife photo lookup", () => {
  it("finds a freely licensed photo with its author and licence", async () => {
    expect(await lookupPhoto(api, "Ree")).toEqual({
      url: "https://upload.example.org/800px-Ree.jpg",
      credit: "Jan Fotograaf",
      license: "CC BY-SA 4.0",
      sourceUrl: "https://commons.example.org/wiki/File:Ree_in_wei.jpg",
    });
  });

  it("refuses a photo without a free licence, and a page without a photo", async () => {
    expect(await lookupPhoto(api, "Vos")).toBeNull();
    expect(await lookupPhoto(api, "Das")).toBeNull();
  });

  it("stores photos on every question of a species, one lookup per species", async () => {
    withoutPhotos();
    requests.length = 0;
    const result = await fillMissingPhotos(api);
    expect(result).toEqual({ questions: 4, species: 3, found: 2, missing: 2 });
    expect(requests.filter((t) => t === "Ree")).toHaveLength(1);
    const ree = env.db.select().from(questions).where(eq(questions.id, "w2")).get();
    expect(ree).toMatchObject({
      imageUrl: "https://upload.example.org/800px-Ree.jpg",
      imageCredit: "Jan Fotograaf",
      imageLicense: "CC BY-SA 4.0",
    });
    expect(env.db.select().from(questions).where(eq(questions.id, "w3")).get()?.imageUrl).toBeNull();
  });

  it("keeps going when the image source is down", async () => {
    withoutPhotos();
    // Ree's two questions already have their photo; Vos and Das are still to be looked up.
    env.db
      .update(questions)
      .set({ imageUrl: "https://upload.example.org/800px-Ree.jpg" })
      .where(inArray(questions.id, ["w1", "w2"]))
      .run();
    const result = await fillMissingPhotos("http://127.0.0.1:9/w/api.php");
    expect(result.found).toBe(0);
    expect(result.missing).toBe(2);
  });
});
