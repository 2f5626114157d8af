import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoUrl } from "~/lib/photos";
import { sealPhotoId } from "~/platform/sealed.server";
import { speciesPhotos } from "../../server/photos";

// The photo route of server/app.ts on a small app of its own, over a folder of stored files.
const dir = mkdtempSync(path.join(os.tmpdir(), "jacht-photo-serving-"));
let server: Server;
let base = "";

beforeAll(async () => {
  // Photo 7 was stored before the 720 px width existed; photo 8 has every width.
  for (const width of [480, 800, 1200]) writeFileSync(path.join(dir, `7-${width}.webp`), `foto 7, ${width} px`);
  for (const width of [480, 720, 800, 1200]) writeFileSync(path.join(dir, `8-${width}.webp`), `foto 8, ${width} px`);
  const app = express();
  app.use("/photos", speciesPhotos(dir));
  app.use((_req, res) => res.status(404).send("niet gevonden"));
  server = app.listen(0);
  await new Promise<void>((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (id: number, width: number) => fetch(base + photoUrl(sealPhotoId(id), width, "webp"));

describe("stored photos", () => {
  it("are served under their sealed key for a year, immutable", async () => {
    const photo = await get(8, 720);
    expect(photo.status).toBe(200);
    expect(await photo.text()).toBe("foto 8, 720 px");
    expect(photo.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("are served under the guides' key too, with no header that ties that address to the question's", async () => {
    const question = await get(8, 720);
    const guide = await fetch(base + photoUrl(sealPhotoId(8, "guide"), 720, "webp"));
    expect(guide.status).toBe(200);
    expect(await guide.text()).toBe("foto 8, 720 px");
    for (const photo of [question, guide]) {
      expect(photo.headers.get("etag")).toBeNull();
      expect(photo.headers.get("last-modified")).toBeNull();
    }
  });

  it("answer for a width added after they were stored with the next larger one, cached for an hour", async () => {
    const photo = await get(7, 720);
    expect(photo.status).toBe(200);
    expect(await photo.text()).toBe("foto 7, 800 px");
    expect(photo.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("are not found when no width of them is stored, or the width is not one of ours", async () => {
    expect((await get(9, 720)).status).toBe(404);
    expect((await fetch(`${base}/photos/${sealPhotoId(8)}-700.webp`)).status).toBe(404);
    expect((await fetch(`${base}/photos/8-720.webp`)).status).toBe(404);
  });
});
