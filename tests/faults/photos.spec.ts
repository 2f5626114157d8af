import { mkdirSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { startServer } from "./support";

// Species photos are served by the app itself, and looking them up never holds up a page.
test("stored photos come from our own origin with long cache headers; pages render while a photo lookup hangs", async ({ page }) => {
  test.setTimeout(60_000);
  // A photo API that accepts every connection and never answers.
  const hanging = http.createServer(() => undefined);
  let lookups = 0;
  hanging.on("request", () => lookups++);
  await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
  const port = 20_000 + ((process.pid + 4_111) % 20_000);
  const dir = `data/faults-photos-${process.pid}`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(`${dir}/photos`, { recursive: true });
  await sharp({ create: { width: 800, height: 533, channels: 3, background: "#7a5a3c" } })
    .jpeg()
    .toFile(`${dir}/photos/1-800.jpg`);
  const api = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/w/api.php`;
  const secret = `foto-geheim-${process.pid}-0123456789`;
  const server = await startServer(port, dir, { WILDLIFE_IMAGE_API: api, SESSION_SECRET: secret });
  const base = `http://localhost:${port}`;
  // The photo's address as the server seals it: the same secret, in this process.
  process.env.SESSION_SECRET = secret;
  process.env.DATABASE_PATH = `${dir}/app.db`;
  const { sealPhotoId } = await import("~/platform/sealed.server");
  try {
    // Only under its sealed key: the number is no address.
    expect((await fetch(`${base}/photos/1-800.jpg`)).status).toBe(404);
    const photo = await fetch(`${base}/photos/${sealPhotoId(1)}-800.jpg`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    expect(photo.headers.get("cache-control")).toContain("max-age=31536000");
    expect(photo.headers.get("cache-control")).toContain("immutable");
    expect((await fetch(`${base}/photos/${sealPhotoId(2)}-800.jpg`)).status).toBe(404);
    expect((await fetch(`${base}/photos/${sealPhotoId(1)}-801.jpg`)).status).toBe(404);

    // The lookup starts two seconds after the start and then waits on the silent API.
    await page.waitForTimeout(2500);
    const response = await page.goto(`${base}/practice?tab=categories`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Oefenen", level: 1 })).toBeVisible();
    // The lookup had asked the API and was still waiting: the page did not wait for it.
    expect(lookups).toBeGreaterThan(0);
    // No page points a browser at another host for an image.
    expect(response?.headers()["content-security-policy"]).toContain("img-src 'self' data:;");
  } finally {
    server.kill("SIGTERM");
    hanging.closeAllConnections();
    hanging.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
