import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { species, speciesPhotos } from "~/db/schema";
import { rejectPhoto } from "~/models/species-photos.server";
import { addMissingVariants, MAX_DOWNLOAD_BYTES } from "~/services/adapters/photo-store.server";
import { searchPhotos } from "~/services/adapters/mediawiki.server";
import { fillSpeciesPhotos } from "~/services/commands/fill-species-photos.server";
import { freshDatabase } from "../support/database";
import { quickFetch } from "../support/quick-fetch";

const env = freshDatabase();
const dir = mkdtempSync(path.join(os.tmpdir(), "jacht-photos-"));
let server: http.Server;
let base: string;
let api: string;
const downloads: string[] = [];
let photo: Buffer;

type File = { title: string; license: string; path: string; mime?: string };
const free = (name: string): File => ({ title: `File:${name}.jpg`, license: "CC BY-SA 4.0", path: `/img/${name.toLowerCase()}.jpg` });

/**
 * A local stand-in for a MediaWiki search API and its image host. Each search tells a story: the
 * buck's first hit is NC-licensed; the doe's first hit is the buck's photo again and its second is
 * an HTML page; the fox's hits are gone (404), far too large or never answer; the badger's only
 * hit is an SVG drawing.
 */
const SEARCHES: Record<string, File[]> = {
  "ree-bok": [{ title: "File:Bok-nc.jpg", license: "CC BY-NC 4.0", path: "/img/bok-nc.jpg" }, free("Bok"), free("Bok-2")],
  "ree-geit": [free("Bok"), { title: "File:Geit.html", license: "CC0", path: "/img/geit.html" }, free("Geit")],
  vos: [
    { title: "File:Vos-weg.jpg", license: "CC BY 4.0", path: "/img/weg.jpg" },
    { title: "File:Vos-groot.jpg", license: "Public domain", path: "/img/groot.jpg" },
    { title: "File:Vos-traag.jpg", license: "CC BY 2.0", path: "/img/traag.jpg" },
  ],
  das: [{ title: "File:Das.svg", license: "CC0", path: "/img/das.svg", mime: "image/svg+xml" }],
};

beforeAll(async () => {
  photo = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: { r: 120, g: 90, b: 60 } } })
    .composite([{ input: Buffer.from('<svg width="1600" height="1067"><circle cx="800" cy="530" r="400" fill="#d9c4a0"/></svg>') }])
    .jpeg({ quality: 90 })
    .toBuffer();
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname === "/w/api.php") {
      const search = (url.searchParams.get("gsrsearch") ?? "").replace(/ filetype:bitmap$/, "");
      const files = SEARCHES[search] ?? [];
      const pages = Object.fromEntries(
        files.map((file, index) => [
          String(-1 - index),
          {
            title: file.title,
            index: index + 1,
            imageinfo: [
              {
                thumburl: `${base}${file.path}`,
                mime: file.mime ?? "image/jpeg",
                descriptionurl: `${base}/wiki/${file.title}`,
                extmetadata: {
                  LicenseShortName: { value: file.license },
                  LicenseUrl: { value: "https://creativecommons.org/licenses/by-sa/4.0" },
                  Artist: { value: '<a href="https://x">Jan <b>Fotograaf</b></a>' },
                },
              },
            ],
          },
        ]),
      );
      return res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(files.length ? { query: { pages } } : {}));
    }
    downloads.push(url.pathname);
    if (/^\/img\/(bok|bok-2|geit)\.jpg$/.test(url.pathname)) return res.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
    if (url.pathname === "/img/geit.html") return res.writeHead(200, { "content-type": "text/html" }).end("<html></html>");
    if (url.pathname === "/img/groot.jpg") {
      return res.writeHead(200, { "content-type": "image/jpeg", "content-length": String(MAX_DOWNLOAD_BYTES + 1) }).end();
    }
    if (url.pathname === "/img/traag.jpg") return; // never answers
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = `${base}/w/api.php`;

  const plan = (...entries: [string | null, string][]) => entries.map(([view, search]) => ({ view, search }));
  env.db
    .insert(species)
    .values([
      {
        id: "ree",
        name: "ree",
        scientificName: "Capreolus capreolus",
        groupName: "hoefdieren",
        animalClass: "zoogdier",
        photoPlan: plan(["mannetje", "ree-bok"], ["vrouwtje", "ree-geit"]),
      },
      {
        id: "vos",
        name: "vos",
        scientificName: "Vulpes vulpes",
        groupName: "marterachtigen en roofdieren",
        animalClass: "zoogdier",
        photoPlan: plan([null, "vos"]),
      },
      {
        id: "das",
        name: "das",
        scientificName: "Meles meles",
        groupName: "marterachtigen en roofdieren",
        animalClass: "zoogdier",
        photoPlan: plan([null, "das"]),
      },
    ])
    .run();
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
  env.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

/** Every test starts without stored photos. */
beforeEach(() => {
  env.db.delete(speciesPhotos).run();
  for (const file of readdirSync(dir)) rmSync(path.join(dir, file));
  downloads.length = 0;
});

const stored = () => env.db.select().from(speciesPhotos).orderBy(asc(speciesPhotos.id)).all();
// A request gives up after one second instead of the lookup's own limits.
const quick = { dir, fetchImpl: quickFetch() };

describe("species photos", () => {
  it("searches files and keeps the freely licensed ones, best match first, with author and licence", async () => {
    const found = await searchPhotos(api, "ree-bok");
    expect(found.map((f) => f.fileTitle)).toEqual(["File:Bok.jpg", "File:Bok-2.jpg"]);
    expect(found[0]).toEqual({
      fileTitle: "File:Bok.jpg",
      url: `${base}/img/bok.jpg`,
      credit: "Jan Fotograaf",
      license: "CC BY-SA 4.0",
      licenseUrl: "https://creativecommons.org/licenses/by-sa/4.0",
      sourceUrl: `${base}/wiki/File:Bok.jpg`,
    });
    expect(await searchPhotos(api, "das")).toEqual([]);
    expect(await searchPhotos(api, "niets")).toEqual([]);
  });

  it("gives each view its own photo, downloaded once, stored resized as WebP and JPEG", { timeout: 30_000 }, async () => {
    const result = await fillSpeciesPhotos(api, quick);
    // Ree gets both views; the fox's files all fail (404, too large, no answer), the badger's is a drawing.
    expect(result).toEqual({ species: 3, wanted: 4, found: 2, missing: 2 });
    expect(stored().map((p) => [p.species, p.view, p.fileTitle, p.status])).toEqual([
      ["ree", "mannetje", "File:Bok.jpg", "ready"],
      ["ree", "vrouwtje", "File:Geit.jpg", "ready"],
    ]);
    expect(stored()[0]).toMatchObject({ author: "Jan Fotograaf", license: "CC BY-SA 4.0", width: 1600, height: 1067 });
    expect(downloads.filter((d) => d === "/img/bok.jpg")).toHaveLength(1);
    expect(downloads).not.toContain("/img/bok-nc.jpg");
    expect(downloads).toEqual(expect.arrayContaining(["/img/geit.html", "/img/weg.jpg", "/img/groot.jpg", "/img/traag.jpg"]));

    const id = stored()[0]!.id;
    expect(
      readdirSync(dir)
        .filter((f) => f.startsWith(`${id}-`))
        .sort(),
    ).toEqual([
      `${id}-1200.jpg`,
      `${id}-1200.webp`,
      `${id}-480.jpg`,
      `${id}-480.webp`,
      `${id}-720.jpg`,
      `${id}-720.webp`,
      `${id}-800.jpg`,
      `${id}-800.webp`,
    ]);
    for (const width of [480, 720, 800, 1200]) {
      expect((await sharp(path.join(dir, `${id}-${width}.webp`)).metadata()).width).toBe(width);
      expect((await sharp(path.join(dir, `${id}-${width}.jpg`)).metadata()).format).toBe("jpeg");
    }
    // The size a phone or a laptop loads stays light.
    expect(statSync(path.join(dir, `${id}-800.webp`)).size).toBeLessThanOrEqual(100 * 1024);
    expect(statSync(path.join(dir, `${id}-800.jpg`)).size).toBeLessThanOrEqual(100 * 1024);
  });

  // Resizing with sharp: seconds on a busy two-core machine.
  it("a photo stored before a width was added gets it from its largest copy, once", { timeout: 30_000 }, async () => {
    await fillSpeciesPhotos(api, quick);
    const id = stored()[0]!.id;
    for (const format of ["webp", "jpg"]) rmSync(path.join(dir, `${id}-720.${format}`));
    expect(await addMissingVariants(dir)).toBe(1);
    expect((await sharp(path.join(dir, `${id}-720.webp`)).metadata()).width).toBe(720);
    expect((await sharp(path.join(dir, `${id}-720.jpg`)).metadata()).format).toBe("jpeg");
    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    expect(await addMissingVariants(dir)).toBe(0);
    expect(await addMissingVariants(path.join(dir, "absent"))).toBe(0);
  });

  it("a second run downloads nothing again", async () => {
    await fillSpeciesPhotos(api, quick);
    downloads.length = 0;
    const again = await fillSpeciesPhotos(api, quick);
    expect(again).toMatchObject({ found: 0, missing: 2 });
    expect(downloads.filter((d) => /bok|geit/.test(d))).toEqual([]);
    expect(stored()).toHaveLength(2);
  });

  it("a rejected photo is never used again, and the next search hit takes its place", { timeout: 30_000 }, async () => {
    await fillSpeciesPhotos(api, quick);
    const buck = stored().find((p) => p.view === "mannetje")!;
    expect(rejectPhoto(buck.id)).toBe(true);
    expect(rejectPhoto(buck.id + 1000)).toBe(false);
    await fillSpeciesPhotos(api, quick);
    expect(stored().map((p) => [p.fileTitle, p.view, p.status])).toEqual([
      ["File:Bok.jpg", "mannetje", "rejected"],
      ["File:Geit.jpg", "vrouwtje", "ready"],
      ["File:Bok-2.jpg", "mannetje", "ready"],
    ]);
  });

  it("stops at once when the photo source is down, and gives up on a search that hangs", async () => {
    const down = await fillSpeciesPhotos("http://127.0.0.1:9/w/api.php", { dir });
    expect(down).toEqual({ species: 3, wanted: 4, found: 0, missing: 4 });

    let searches = 0;
    const hanging = http.createServer(() => void (searches += 1));
    await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
    const result = await fillSpeciesPhotos(`http://127.0.0.1:${(hanging.address() as AddressInfo).port}/w/api.php`, quick);
    hanging.closeAllConnections();
    hanging.close();
    expect(result).toMatchObject({ found: 0, missing: 4 });
    // The three species' searches timed out at once; the fourth photo was not searched for at a source that does not answer.
    expect(searches).toBe(3);
    expect(stored()).toEqual([]);
    expect(existsSync(dir)).toBe(true);
  });
});

describe("species rows", () => {
  it("keep their photo plan", () => {
    expect(env.db.select().from(species).where(eq(species.id, "ree")).get()?.photoPlan).toEqual([
      { view: "mannetje", search: "ree-bok" },
      { view: "vrouwtje", search: "ree-geit" },
    ]);
  });
});
