import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, questions, speciesPhotos } from "~/db/schema";
import { photoUrl } from "~/lib/photos";
import { rejectPhoto } from "~/models/species-photos.server";
import { MAX_DOWNLOAD_BYTES } from "~/services/photo-store.server";
import { fillMissingPhotos, lookupPhoto } from "~/services/wildlife-images.server";
import { freshDatabase } from "../support/database";

const env = freshDatabase();
const dir = mkdtempSync(path.join(os.tmpdir(), "jacht-photos-"));
let server: http.Server;
let base: string;
let api: string;
const requests: string[] = [];
let photo: Buffer;

/**
 * A local stand-in for a MediaWiki API and its image host. Each species tells one story:
 * Ree has a CC BY-SA photo, Vos only an NC one, Das no page image, Wolf's file is not an image,
 * Lynx's file is gone (404), Eland's is far too large, Gems never answers in time.
 */
const FILES: Record<string, { license: string; path: string }> = {
  Ree: { license: "CC BY-SA 4.0", path: "/img/ree.jpg" },
  Vos: { license: "CC BY-NC 4.0", path: "/img/vos.jpg" },
  Wolf: { license: "CC0", path: "/img/wolf.html" },
  Lynx: { license: "CC BY 4.0", path: "/img/weg.jpg" },
  Eland: { license: "Public domain", path: "/img/groot.jpg" },
  Gems: { license: "CC BY 2.0", path: "/img/traag.jpg" },
};

beforeAll(async () => {
  photo = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: { r: 120, g: 90, b: 60 } } })
    .composite([{ input: Buffer.from('<svg width="1600" height="1067"><circle cx="800" cy="530" r="400" fill="#d9c4a0"/></svg>') }])
    .jpeg({ quality: 90 })
    .toBuffer();
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const titles = url.searchParams.get("titles") ?? "";
    requests.push(url.pathname === "/w/api.php" ? titles : url.pathname);
    const json = (body: unknown) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (url.pathname === "/w/api.php" && url.searchParams.get("prop") === "pageimages") {
      const known = FILES[titles];
      return json({ query: { pages: { "1": known ? { title: titles, pageimage: `${titles}.jpg` } : { title: titles, missing: "" } } } });
    }
    if (url.pathname === "/w/api.php" && titles.startsWith("File:")) {
      const species = titles.slice(5, -4);
      const file = FILES[species]!;
      return json({
        query: {
          pages: {
            "-1": {
              imageinfo: [
                {
                  thumburl: `${base}${file.path}`,
                  descriptionurl: `${base}/wiki/${titles}`,
                  extmetadata: {
                    LicenseShortName: { value: file.license },
                    LicenseUrl: { value: "https://creativecommons.org/licenses/by-sa/4.0" },
                    Artist: { value: '<a href="https://x">Jan <b>Fotograaf</b></a>' },
                  },
                },
              ],
            },
          },
        },
      });
    }
    if (url.pathname === "/img/ree.jpg") return res.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
    if (url.pathname === "/img/wolf.html") return res.writeHead(200, { "content-type": "text/html" }).end("<html></html>");
    if (url.pathname === "/img/groot.jpg") {
      return res.writeHead(200, { "content-type": "image/jpeg", "content-length": String(MAX_DOWNLOAD_BYTES + 1) }).end();
    }
    if (url.pathname === "/img/traag.jpg") return; // never answers
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = `${base}/w/api.php`;

  env.db.insert(categories).values({ id: "wildkennis", name: "Wildkennis" }).run();
  const question = {
    categoryId: "wildkennis",
    correctAnswer: "x",
    wrongAnswer1: "a",
    wrongAnswer2: "b",
    wrongAnswer3: "c",
    qType: "afbeelding",
  };
  env.db
    .insert(questions)
    .values([
      { ...question, id: "w1", animalName: "Ree", questionText: "Welke soort zie je?" },
      { ...question, id: "w2", animalName: "Ree", questionText: "Welke soort is dit?" },
      { ...question, id: "w3", animalName: "Vos", questionText: "En deze?" },
      { ...question, id: "w4", animalName: "Das", questionText: "En hier?" },
      { ...question, id: "w5", animalName: "Wolf", questionText: "En dit?" },
      { ...question, id: "w6", animalName: "Lynx", questionText: "En dat?" },
      { ...question, id: "w7", animalName: "Eland", questionText: "En die?" },
    ])
    .run();
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
  env.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

/** Every test starts from the same bank: image questions without a photo, and no stored photos. */
function withoutPhotos() {
  env.db.update(questions).set({ imageUrl: null, imageCredit: null, imageLicense: null, imageSourceUrl: null }).run();
  env.db.delete(speciesPhotos).run();
  for (const file of readdirSync(dir)) rmSync(path.join(dir, file));
}

const question = (id: string) => env.db.select().from(questions).where(eq(questions.id, id)).get()!;

describe("species photos", () => {
  it("finds a freely licensed photo with its author and licence, and refuses NC and a page without a photo", async () => {
    expect(await lookupPhoto(api, "Ree")).toEqual({
      fileTitle: "File:Ree.jpg",
      url: `${base}/img/ree.jpg`,
      credit: "Jan Fotograaf",
      license: "CC BY-SA 4.0",
      licenseUrl: "https://creativecommons.org/licenses/by-sa/4.0",
      sourceUrl: `${base}/wiki/File:Ree.jpg`,
    });
    expect(await lookupPhoto(api, "Vos")).toBeNull();
    expect(await lookupPhoto(api, "Das")).toBeNull();
  });

  it("downloads a photo once per species, stores it resized as WebP and JPEG, and points the questions at our copy", async () => {
    withoutPhotos();
    requests.length = 0;
    const result = await fillMissingPhotos(api, { dir });
    // Ree found; Vos (NC), Das (no image), Wolf (not an image), Lynx (404) and Eland (too large) not.
    expect(result).toEqual({ questions: 7, species: 6, found: 2, missing: 5 });
    expect(requests.filter((r) => r === "/img/ree.jpg")).toHaveLength(1);
    const stored = env.db.select().from(speciesPhotos).all();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      species: "Ree",
      fileTitle: "File:Ree.jpg",
      license: "CC BY-SA 4.0",
      width: 1600,
      height: 1067,
      status: "ready",
    });
    const id = stored[0]!.id;
    expect(question("w2")).toMatchObject({ imageUrl: photoUrl(id), imageCredit: "Jan Fotograaf", imageLicense: "CC BY-SA 4.0" });
    expect(question("w3").imageUrl).toBeNull();

    expect(readdirSync(dir).sort()).toEqual([
      `${id}-1200.jpg`,
      `${id}-1200.webp`,
      `${id}-480.jpg`,
      `${id}-480.webp`,
      `${id}-800.jpg`,
      `${id}-800.webp`,
    ]);
    for (const width of [480, 800, 1200]) {
      expect((await sharp(path.join(dir, `${id}-${width}.webp`)).metadata()).width).toBe(width);
      expect((await sharp(path.join(dir, `${id}-${width}.jpg`)).metadata()).format).toBe("jpeg");
    }
    // The size a phone or a laptop loads stays light.
    expect(statSync(path.join(dir, `${id}-800.webp`)).size).toBeLessThanOrEqual(100 * 1024);
    expect(statSync(path.join(dir, `${id}-800.jpg`)).size).toBeLessThanOrEqual(100 * 1024);
  });

  it("a second run downloads nothing again", async () => {
    withoutPhotos();
    await fillMissingPhotos(api, { dir });
    env.db
      .update(questions)
      .set({ imageUrl: null })
      .where(inArray(questions.id, ["w1", "w2"]))
      .run();
    requests.length = 0;
    const again = await fillMissingPhotos(api, { dir });
    expect(again.found).toBe(2);
    expect(requests).not.toContain("/img/ree.jpg");
    expect(env.db.select().from(speciesPhotos).all()).toHaveLength(1);
  });

  it("a rejected photo is taken off its questions and never used again", async () => {
    withoutPhotos();
    await fillMissingPhotos(api, { dir });
    const id = env.db.select().from(speciesPhotos).get()!.id;
    expect(rejectPhoto(id)).toBe(true);
    expect(rejectPhoto(id + 1000)).toBe(false);
    expect(question("w1").imageUrl).toBeNull();
    const after = await fillMissingPhotos(api, { dir });
    expect(after.found).toBe(0);
    expect(question("w1").imageUrl).toBeNull();
  });

  it("keeps going when the photo source is down or hangs", async () => {
    withoutPhotos();
    const down = await fillMissingPhotos("http://127.0.0.1:9/w/api.php", { dir });
    expect(down).toMatchObject({ found: 0, missing: 7 });

    // Gems' image never answers: the lookup gives up on it after its timeout, the rest is unaffected.
    env.db
      .insert(questions)
      .values({
        id: "w8",
        categoryId: "wildkennis",
        questionText: "En deze dan?",
        correctAnswer: "x",
        wrongAnswer1: "a",
        wrongAnswer2: "b",
        wrongAnswer3: "c",
        qType: "afbeelding",
        animalName: "Gems",
      })
      .run();
    const hanging = fillMissingPhotos(api, {
      dir,
      fetchImpl: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(1000) }),
    });
    const result = await hanging;
    env.db.delete(questions).where(eq(questions.id, "w8")).run();
    expect(result).toMatchObject({ found: 2, missing: 6 });
    expect(existsSync(dir)).toBe(true);
  });
});
