import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { categories, questions } from "~/db/schema";
import { withdrawQuestion } from "~/services/commands/owner-decisions.server";
import { carriesAppCookie, cookieValue } from "~/platform/cookies.server";
import { clearRenderCache, isCacheable, renderCache, renderCacheSize } from "~/platform/render-cache.server";
import { syncContent } from "~/content-import/index.server";
import { freshDatabase } from "../support/database";
import { accountId, questionRow } from "../support/rows";

// A small app in front of a page handler that counts its renders, with the same middleware order as
// server/app.ts: a fresh nonce per response, then the cache, then the page.
let renders = 0;
let clock = 0;
let server: Server;
let base = "";

function page(req: express.Request, res: express.Response) {
  renders += 1;
  const nonce = String(res.locals.cspNonce);
  const who = cookieValue(req.headers.cookie, "__session") ?? "bezoeker";
  if (req.path === "/promo") res.setHeader("Set-Cookie", "__flash=x; Path=/");
  if (req.path === "/blog/onbekend") res.status(404);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  // As entry.server.tsx marks a page rendered for someone's cookies.
  res.setHeader("Cache-Control", carriesAppCookie(req.headers.cookie) ? "private, no-store" : "public, max-age=0");
  res.write(`<!doctype html><script nonce="${nonce}">/* ${req.path} */</script>`);
  res.end(`<p>Hallo ${who}, render ${renders}</p><p>${"x".repeat(1800)}</p>`);
}

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${nonce}'`);
    next();
  });
  app.use(renderCache((res) => String(res.locals.cspNonce), { maxBytes: 8000, ttlMs: 60_000, now: () => clock }));
  app.use(page);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  clearRenderCache();
  renders = 0;
  clock = 0;
});

async function get(path: string, cookie?: string) {
  const res = await fetch(base + path, { headers: cookie ? { cookie } : {} });
  const html = await res.text();
  const csp = res.headers.get("content-security-policy") ?? "";
  return { res, html, cache: res.headers.get("x-render-cache"), nonce: /'nonce-([^']+)'/.exec(csp)?.[1] };
}

describe("render cache", () => {
  it("renders a public page once, then serves it with each response's own nonce", async () => {
    const first = await get("/blog");
    const second = await get("/blog");
    expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
    expect(renders).toBe(1);
    expect(second.html).toContain("render 1");
    expect(first.nonce).not.toBe(second.nonce);
    expect(second.html).toContain(`nonce="${second.nonce}"`);
    expect(second.html).not.toContain(first.nonce!);
    expect(second.res.headers.get("cache-control")).toBe("public, max-age=0");
    expect(second.res.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("never serves a page to, or stores a page for, a request with one of the app's cookies", async () => {
    await get("/");
    const member = await get("/", "__session=anna");
    expect(member.cache).toBeNull();
    expect(member.html).toContain("Hallo anna");
    const visitor = await get("/");
    expect(visitor.cache).toBe("hit");
    expect(visitor.html).toContain("Hallo bezoeker");
    expect(visitor.html).not.toContain("anna");
    // Anna's first visit to a page that is not cached yet does not fill the cache either.
    await get("/about-us", "__session=anna");
    expect((await get("/about-us")).html).toContain("Hallo bezoeker");
  });

  it("holds the guides' public pages, but not a search, a form's answer or an address outside them", () => {
    const get = (url: string) => ({ method: "GET", url, headers: {} });
    for (const url of ["/leerstof", "/leerstof/wildkennis", "/soorten", "/soorten/ree", "/soorten/vergelijk/ree/damhert"]) {
      expect(isCacheable(get(url))).toBe(true);
    }
    for (const url of ["/zoeken?q=ree", "/zoeken", "/leerstof/wildkennis/extra", "/soorten/vergelijk/ree", "/leerstof/Wildkennis"]) {
      expect(isCacheable(get(url))).toBe(false);
    }
    expect(isCacheable({ method: "POST", url: "/leerstof/wildkennis", headers: {} })).toBe(false);
  });

  it("sees a session behind a look-alike cookie and a space before '=': never served from or stored in the cache", async () => {
    const disguised = "x__session=1; __session =anna";
    expect(isCacheable({ method: "GET", url: "/about-us", headers: { cookie: disguised } })).toBe(false);
    await get("/about-us");
    const member = await get("/about-us", disguised);
    expect(member.cache).toBeNull();
    expect(member.html).toContain("Hallo anna");
    await get("/plans", disguised);
    for (const path of ["/about-us", "/plans"]) {
      const visitor = await get(path);
      expect(visitor.html).toContain("Hallo bezoeker");
      expect(visitor.html).not.toContain("anna");
    }
    // A look-alike name alone is no cookie of ours: the public page is served from memory.
    expect((await get("/about-us", "x__session=1")).cache).toBe("hit");
  });

  it("does not store a page that set a cookie, that failed, or that is not on the list", async () => {
    await get("/promo");
    expect((await get("/promo")).cache).toBe("miss");
    await get("/blog/onbekend");
    expect((await get("/blog/onbekend")).cache).toBe("miss");
    await get("/practice");
    expect((await get("/practice")).cache).toBeNull();
    await get("/blog?page=2");
    expect((await get("/blog?page=2")).cache).toBeNull();
    expect(renders).toBe(8);
  });

  it("is emptied on demand and renders again after its time", async () => {
    await get("/privacy");
    clearRenderCache();
    expect((await get("/privacy")).cache).toBe("miss");
    clock = 59_999;
    expect((await get("/privacy")).cache).toBe("hit");
    clock = 60_000;
    expect((await get("/privacy")).cache).toBe("miss");
    expect(renders).toBe(3);
  });

  it("is emptied when content is imported and when the owner withdraws or restores a question", async () => {
    const env = freshDatabase();
    try {
      await get("/");
      expect(renderCacheSize().pages).toBe(1);
      await syncContent(undefined, { force: true });
      expect(renderCacheSize().pages).toBe(0);

      env.db.insert(categories).values({ id: "proef", name: "Proef" }).run();
      env.db.insert(questions).values(questionRow("proef-1", "proef")).run();
      await get("/");
      const owner = { id: accountId("eigenaar@voorbeeld.nl", new Date()), email: "eigenaar@voorbeeld.nl" };
      expect(withdrawQuestion(owner, "onbekend", true)).toBe(false);
      expect(renderCacheSize().pages).toBe(1);
      expect(withdrawQuestion(owner, "proef-1", true)).toBe(true);
      expect(renderCacheSize().pages).toBe(0);
      expect((await get("/")).cache).toBe("miss");
    } finally {
      env.cleanup();
    }
  });

  it("stays within its size, dropping the page served least recently", async () => {
    await get("/terms");
    await get("/privacy");
    await get("/terms");
    await get("/plans");
    await get("/toegankelijkheid");
    await get("/about-us");
    const size = renderCacheSize();
    expect(size.bytes).toBeLessThanOrEqual(8000);
    expect(size.pages).toBe(4);
    expect((await get("/terms")).cache).toBe("hit");
    expect((await get("/privacy")).cache).toBe("miss");
  });
});
