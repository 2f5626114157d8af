import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { species, speciesPhotos } from "~/db/schema";
import { setLogLevel } from "~/platform/logger.server";
import { inspectImage, storeVariants } from "~/services/adapters/photo-store.server";
import { searchPhotos } from "~/services/adapters/mediawiki.server";
import { fillSpeciesPhotos } from "~/services/commands/fill-species-photos.server";
import { freshDatabase } from "../support/database";
import { quickFetch } from "../support/quick-fetch";
import { pixelBomb, searchFault, startFakeMediaWiki } from "../support/fake-mediawiki.mjs";

const env = freshDatabase();
const dir = mkdtempSync(path.join(os.tmpdir(), "jacht-photo-faults-"));
/** The MediaWiki stand-in and its image host. */
let wiki: http.Server;
let base: string;
let api: string;
/** Another local server: a host that is not the API's, which must never be asked anything. */
let elsewhere: http.Server;
let elsewhereBase: string;
const asked: string[] = [];
const askedElsewhere: string[] = [];
let photo: Buffer;
let bomb: Buffer;
/** Requests for a file that never answers: open now, and the most open at once. */
let hangingNow = 0;
let hangingMost = 0;

/** A file in a search answer; `url` is a path on the stand-in unless it names a host. */
type File = { title: string; url: string; license?: string };
const good = (name: string): File => ({ title: `File:${name}.jpg`, url: `/img/${name}.jpg` });

/** What each search answers with; the searches named in answerSearch answer something else. */
const SEARCHES: Record<string, () => File[]> = {
  "naar-elders": () => [{ title: "File:Elders.jpg", url: "/redirect/elsewhere/elders.jpg" }, good("Na-elders")],
  "elders-direct": () => [{ title: "File:Direct.jpg", url: `${elsewhereBase}/img/direct.jpg` }, good("Na-direct")],
  "naar-bestand": () => [{ title: "File:Bestand.jpg", url: "/redirect/file/bestand.jpg" }, good("Na-bestand")],
  "zelfde-host": () => [{ title: "File:Verhuisd.jpg", url: "/redirect/same/verhuisd.jpg" }],
  rondje: () => [{ title: "File:Rondje.jpg", url: "/redirect/loop/rondje.jpg" }, good("Na-rondje")],
  bom: () => [{ title: "File:Bom.png", url: "/bomb/bom.png" }, good("Na-bom")],
  "pd-nc": () => [{ title: "File:Pd-nc.jpg", url: "/img/pd-nc.jpg", license: "PD-NC all rights reserved" }, good("Vrij")],
  traag: () => [{ title: "File:Druppel.jpg", url: "/trickle/druppel.jpg" }, good("Na-druppel")],
};
for (let i = 1; i <= 8; i++) SEARCHES[`hangt-${i}`] = () => [{ title: `File:Hangt-${i}.jpg`, url: "/hang" }, good(`Na-hangt-${i}`)];
for (let i = 1; i <= 8; i++) SEARCHES[`vlot-${i}`] = () => [good(`Vlot-${i}`)];

function answer(files: File[], padding = "") {
  const pages = Object.fromEntries(
    files.map((file, index) => [
      String(-1 - index),
      {
        title: file.title,
        index: index + 1,
        imageinfo: [
          {
            thumburl: file.url.startsWith("http") ? file.url : `${base}${file.url}`,
            mime: file.url.endsWith(".png") ? "image/png" : "image/jpeg",
            descriptionurl: `${base}/wiki/${file.title}`,
            extmetadata: {
              LicenseShortName: { value: file.license ?? "CC BY-SA 4.0" },
              LicenseUrl: { value: "https://creativecommons.org/licenses/by-sa/4.0" },
              Artist: { value: "Jan Fotograaf" },
            },
          },
        ],
      },
    ]),
  );
  return JSON.stringify({ query: { pages }, ...(padding ? { padding } : {}) });
}

/** Searches whose answer itself is at fault: too large, not JSON, an error, or a redirect. */
function answerSearch(search: string, res: http.ServerResponse): boolean {
  switch (search) {
    case "te-groot":
      // A usable answer, but 8 MB of it: read no further than the cap.
      res.writeHead(200, { "content-type": "application/json" });
      res.end(answer([good("Uit-te-groot")], "x".repeat(8 * 1024 * 1024)));
      return true;
    case "groot-gemeld":
      // Announces 300 MB and sends nothing: refused on its content-length, without waiting.
      res.writeHead(200, { "content-type": "application/json", "content-length": String(300 * 1024 * 1024) });
      res.write("{");
      return true;
    case "kapot":
      res.writeHead(200, { "content-type": "application/json" }).end('{"query": {');
      return true;
    case "fout":
      res.writeHead(500, { "content-type": "text/plain" }).end("Internal error");
      return true;
    case "api-elders":
      // Another host would answer with a usable file: never asked.
      res.writeHead(302, { location: `${elsewhereBase}/w/api.php?gsrsearch=vlot-1` }).end();
      return true;
    case "api-bestand":
      res.writeHead(302, { location: "file:///etc/passwd" }).end();
      return true;
    case "api-zelfde":
      res.writeHead(302, { location: `${base}/w/api.php?gsrsearch=vlot-2` }).end();
      return true;
  }
  return false;
}

beforeAll(async () => {
  photo = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: { r: 120, g: 90, b: 60 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
  bomb = await pixelBomb(12_000);
  wiki = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname === "/w/api.php") {
      const search = (url.searchParams.get("gsrsearch") ?? "").replace(/ filetype:bitmap$/, "");
      if (answerSearch(search, res)) return;
      return res.writeHead(200, { "content-type": "application/json" }).end(answer(SEARCHES[search]?.() ?? []));
    }
    asked.push(url.pathname);
    if (url.pathname.startsWith("/img/")) return res.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
    if (url.pathname.startsWith("/redirect/elsewhere/")) return res.writeHead(302, { location: `${elsewhereBase}/img/elders.jpg` }).end();
    if (url.pathname.startsWith("/redirect/file/")) return res.writeHead(302, { location: "file:///etc/passwd" }).end();
    if (url.pathname.startsWith("/redirect/same/")) return res.writeHead(301, { location: "/img/verhuisd.jpg" }).end();
    if (url.pathname.startsWith("/redirect/loop/")) return res.writeHead(302, { location: url.pathname }).end();
    if (url.pathname.startsWith("/bomb/")) return res.writeHead(200, { "content-type": "image/png" }).end(bomb);
    if (url.pathname.startsWith("/trickle/")) {
      res.writeHead(200, { "content-type": "image/jpeg" });
      const timer = setInterval(() => res.write(photo.subarray(0, 16)), 500);
      res.on("close", () => clearInterval(timer));
      return;
    }
    if (url.pathname === "/hang") {
      // Never answers; counts how many such requests are open at the same time.
      hangingNow += 1;
      hangingMost = Math.max(hangingMost, hangingNow);
      req.on("close", () => (hangingNow -= 1));
      return;
    }
    res.writeHead(404).end();
  });
  elsewhere = http.createServer((req, res) => {
    askedElsewhere.push(req.url ?? "");
    if (req.url?.startsWith("/w/api.php"))
      return res.writeHead(200, { "content-type": "application/json" }).end(answer([good("Elders-api")]));
    res.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
  });
  await new Promise<void>((resolve) => wiki.listen(0, "127.0.0.1", resolve));
  await new Promise<void>((resolve) => elsewhere.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(wiki.address() as AddressInfo).port}`;
  api = `${base}/w/api.php`;
  elsewhereBase = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
});

afterAll(() => {
  for (const server of [wiki, elsewhere]) {
    server.closeAllConnections();
    server.close();
  }
  env.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  env.db.delete(speciesPhotos).run();
  env.db.delete(species).run();
  for (const file of readdirSync(dir)) rmSync(path.join(dir, file));
  asked.length = 0;
  askedElsewhere.length = 0;
});

afterEach(() => {
  setLogLevel("error");
  vi.restoreAllMocks();
});

/** Species that each want one photo, found with the search of the same name. */
function plant(...searches: string[]) {
  env.db
    .insert(species)
    .values(
      searches.map((search) => ({
        id: search,
        name: search,
        scientificName: search,
        groupName: "test",
        animalClass: "zoogdier" as const,
        photoPlan: [{ view: null, search }],
      })),
    )
    .run();
}

const stored = () => env.db.select().from(speciesPhotos).orderBy(asc(speciesPhotos.species)).all();
const titles = () => stored().map((p) => [p.species, p.fileTitle]);
// A request gives up after one second instead of the lookup's own limits.
const quick = { dir, fetchImpl: quickFetch() };

describe("a photo is downloaded only from the API's own image host", () => {
  it("does not follow a redirect to another host, and keeps the next file", async () => {
    plant("naar-elders");
    expect(await fillSpeciesPhotos(api, quick)).toMatchObject({ found: 1, missing: 0 });
    expect(titles()).toEqual([["naar-elders", "File:Na-elders.jpg"]]);
    expect(asked).toContain("/redirect/elsewhere/elders.jpg");
    expect(askedElsewhere).toEqual([]);
  });

  it("refuses a thumbnail on another host before asking it anything", async () => {
    expect((await searchPhotos(api, "elders-direct")).map((f) => f.fileTitle)).toEqual(["File:Na-direct.jpg"]);
    plant("elders-direct");
    await fillSpeciesPhotos(api, quick);
    expect(titles()).toEqual([["elders-direct", "File:Na-direct.jpg"]]);
    expect(askedElsewhere).toEqual([]);
  });

  it("refuses a redirect to file:// as a bad file, and the run goes on", async () => {
    plant("naar-bestand", "vlot-1");
    expect(await fillSpeciesPhotos(api, quick)).toMatchObject({ found: 2, missing: 0 });
    expect(titles()).toEqual([
      ["naar-bestand", "File:Na-bestand.jpg"],
      ["vlot-1", "File:Vlot-1.jpg"],
    ]);
  });

  it("follows a redirect on the same host, and gives up on one that goes round in circles", async () => {
    plant("zelfde-host", "rondje");
    expect(await fillSpeciesPhotos(api, quick)).toMatchObject({ found: 2, missing: 0 });
    expect(titles()).toEqual([
      ["rondje", "File:Na-rondje.jpg"],
      ["zelfde-host", "File:Verhuisd.jpg"],
    ]);
    expect(asked.filter((p) => p === "/redirect/loop/rondje.jpg").length).toBeLessThanOrEqual(5);
  });
});

describe("a search that fails is skipped", () => {
  it("too large, announced too large, not JSON, an error or a redirect away: each is skipped and the others still get their photos", async () => {
    plant("te-groot", "groot-gemeld", "kapot", "fout", "api-elders", "api-bestand", "api-zelfde", "vlot-1", "vlot-3");
    setLogLevel("warn");
    const lines: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    const result = await fillSpeciesPhotos(api, quick);
    expect(result).toEqual({ species: 9, wanted: 9, found: 3, missing: 6 });
    expect(titles()).toEqual([
      ["api-zelfde", "File:Vlot-2.jpg"],
      ["vlot-1", "File:Vlot-1.jpg"],
      ["vlot-3", "File:Vlot-3.jpg"],
    ]);
    expect(askedElsewhere).toEqual([]);
    // The announced 300 MB is refused on its length, not left to time out.
    const failures = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.msg === "photo search failed");
    expect(failures.find((l) => l.species === "groot-gemeld")?.error).toMatch(/too large/);
  });
});

describe("a pixel bomb is refused before it is decoded", () => {
  it("inspectImage refuses 12000 × 12000 and 7000 × 7000 pixels", async () => {
    expect(bomb.length).toBeLessThan(200 * 1024);
    await expect(inspectImage(bomb)).rejects.toThrow(/pixels/);
    await expect(inspectImage(await pixelBomb(7000))).rejects.toThrow(/pixels/);
  });

  it("storeVariants does not decode it either, and leaves no file", async () => {
    await expect(storeVariants(bomb, 999, dir)).rejects.toThrow();
    expect(readdirSync(dir)).toEqual([]);
  });

  it("a run keeps the next file instead", async () => {
    plant("bom");
    await fillSpeciesPhotos(api, quick);
    expect(titles()).toEqual([["bom", "File:Na-bom.jpg"]]);
  });
});

describe("licences", () => {
  it("a file under 'PD-NC all rights reserved' is never downloaded", async () => {
    expect((await searchPhotos(api, "pd-nc")).map((f) => f.fileTitle)).toEqual(["File:Vrij.jpg"]);
    plant("pd-nc");
    await fillSpeciesPhotos(api, quick);
    expect(titles()).toEqual([["pd-nc", "File:Vrij.jpg"]]);
    expect(asked).not.toContain("/img/pd-nc.jpg");
  });
});

describe("speed", () => {
  it("looks up several species at once, so files that hang cost one timeout per round", { timeout: 30_000 }, async () => {
    plant(...Array.from({ length: 8 }, (_, i) => `hangt-${i + 1}`));
    hangingMost = 0;
    expect(await fillSpeciesPhotos(api, quick)).toMatchObject({ found: 8, missing: 0 });
    // Four species at a time: four hanging files waited at once, not one after another.
    expect(hangingMost).toBe(4);
  });

  it("gives up on a file whose body trickles after five seconds in all", { timeout: 30_000 }, async () => {
    plant("traag");
    // The body never ends: without a limit on the whole download this would run into the test's timeout.
    expect(await fillSpeciesPhotos(api, { dir })).toMatchObject({ found: 1 });
    expect(titles()).toEqual([["traag", "File:Na-druppel.jpg"]]);
  });

  it("logs its progress now and then, not for every file", async () => {
    plant(...Array.from({ length: 8 }, (_, i) => `vlot-${i + 1}`));
    setLogLevel("info");
    const lines: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    await fillSpeciesPhotos(api, quick);
    const progress = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.msg === "photo lookup progress");
    // At a quarter, a half and three quarters of the photos to fetch; the caller logs the end.
    expect(progress.map((l) => [l.done, l.of])).toEqual([
      [2, 8],
      [4, 8],
      [6, 8],
    ]);
  });
});

describe("the fake MediaWiki's fault mode", () => {
  it("a run keeps only good photos and is not stopped by any fault", { timeout: 60_000 }, async () => {
    const fake = (await startFakeMediaWiki(0, { faults: true })) as http.Server;
    const seen: string[] = [];
    fake.on("request", (req: http.IncomingMessage) => seen.push(req.url ?? ""));
    const fakeApi = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/w/api.php`;
    try {
      const searches = Array.from({ length: 12 }, (_, i) => `soort ${i + 1}`);
      plant(...searches);
      const result = await fillSpeciesPhotos(fakeApi, quick);
      // Every search that answers has a good file within three downloads; the others are skipped.
      const answering = searches.filter((s) => searchFault(s) === null);
      expect(answering.length).toBeLessThan(12);
      expect(result).toEqual({ species: 12, wanted: 12, found: answering.length, missing: 12 - answering.length });
      expect(seen.filter((u) => u.startsWith("/internal/"))).toEqual([]);
      for (const p of stored()) expect([p.license, p.width, p.height]).toEqual(["CC BY-SA 4.0", 1200, 800]);
    } finally {
      fake.closeAllConnections();
      fake.close();
    }
  });
});
