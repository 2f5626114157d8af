// Public pages from memory: for a visitor without any of our cookies, the pages that are the same for
// every such visitor are rendered once and then served from here, with this response's CSP nonce put in.
// See docs/decisions/0015-render-cache.md.
import type { NextFunction, Request, Response } from "express";
import { carriesAppCookie } from "~/platform/cookies.server";

/** Paths whose page is the same for every visitor without a cookie (the public pages of docs/product.md, "Layout"). */
const PUBLIC_PAGES =
  /^\/(?:|blog|blog\/[a-z0-9-]{1,200}|about-us|privacy|terms|plans|promo|toegankelijkheid|leerstof|leerstof\/[a-z0-9-]{1,100}|soorten|soorten\/[a-z0-9-]{1,100}|soorten\/vergelijk\/[a-z0-9-]{1,100}\/[a-z0-9-]{1,100})$/;
/** Headers set per request before the page renders, or by the compression after it: never stored. */
const PER_RESPONSE = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "vary",
  "etag",
  "date",
  "connection",
]);

export type RenderCacheOptions = {
  /** Most bytes of HTML kept; the least recently served page goes first. */
  maxBytes?: number;
  /** How long a page is served before it is rendered again (the landing page's demo question changes then too). */
  ttlMs?: number;
  now?: () => number;
};

/** A page as bytes, cut where the nonce goes: served by writing the pieces, so a hit copies nothing. */
type Entry = { parts: Buffer[]; headers: [string, string | string[]][]; bytes: number; storedAt: number };

/** The pages in memory, least recently served first (a Map keeps insertion order). */
const entries = new Map<string, Entry>();
let totalBytes = 0;

/** Empties the cache: called when content is imported or the owner changes what public pages show. */
export function clearRenderCache() {
  entries.clear();
  totalBytes = 0;
}

export function renderCacheSize() {
  return { pages: entries.size, bytes: totalBytes };
}

function remove(key: string) {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  totalBytes -= entry.bytes;
}

/** Whether this request may be answered from, and its page stored in, the cache. */
export function isCacheable(req: Pick<Request, "method" | "url" | "headers">): boolean {
  if (req.method !== "GET") return false;
  // Only the plain path: query strings (the landing page's demo answers, tracking tags) are rendered per request.
  if (req.url.includes("?") || !PUBLIC_PAGES.test(req.url)) return false;
  // A request with one of our cookies gets its own page (and entry.server marks it private, so it is never stored).
  return !carriesAppCookie(req.headers.cookie);
}

/**
 * Express middleware, placed just before the React Router handler. `nonceOf` reads the nonce the
 * security headers chose for this response; a stored page keeps a gap where its nonce was.
 */
export function renderCache(nonceOf: (res: Response) => string, options: RenderCacheOptions = {}) {
  // The public pages in all (the guides' chapters, species and comparisons, about 9 MB) fit, with room.
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;

  return (req: Request, res: Response, next: NextFunction) => {
    if (!isCacheable(req)) return next();
    const key = req.url;
    const nonce = nonceOf(res);
    const hit = entries.get(key);
    if (hit && now() - hit.storedAt < ttlMs) {
      // Most recently served goes to the end of the line.
      entries.delete(key);
      entries.set(key, hit);
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader("X-Render-Cache", "hit");
      const nonceBytes = Buffer.from(nonce, "utf8");
      res.setHeader("Content-Length", hit.bytes + (hit.parts.length - 1) * nonceBytes.length);
      res.status(200);
      hit.parts.forEach((part, i) => {
        if (i > 0) res.write(nonceBytes);
        if (i < hit.parts.length - 1) res.write(part);
      });
      res.end(hit.parts[hit.parts.length - 1]);
      return;
    }
    if (hit) remove(key);
    if (!nonce) return next();

    const before = new Set(res.getHeaderNames());
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
      );
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      store(key, nonce, res, before, chunks, now(), maxBytes);
      return end(chunk, ...rest);
    }) as Response["end"];
    res.setHeader("X-Render-Cache", "miss");
    next();
  };
}

function store(key: string, nonce: string, res: Response, before: Set<string>, chunks: Buffer[], storedAt: number, maxBytes: number) {
  if (res.statusCode !== 200 || res.hasHeader("set-cookie")) return;
  if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return;
  if (/private|no-store/.test(String(res.getHeader("cache-control") ?? ""))) return;
  const html = Buffer.concat(chunks).toString("utf8");
  const parts = html.split(nonce).map((part) => Buffer.from(part, "utf8"));
  /** The page's bytes without its nonces: what the cache holds. */
  const bytes = parts.reduce((n, part) => n + part.length, 0);
  if (bytes === 0 || bytes > maxBytes / 4) return;
  const headers = res
    .getHeaderNames()
    .filter((name) => !before.has(name) && !PER_RESPONSE.has(name) && name !== "x-render-cache")
    .map((name) => [name, res.getHeader(name) as string | string[]] as [string, string | string[]]);
  remove(key);
  entries.set(key, { parts, headers, bytes, storedAt });
  totalBytes += bytes;
  for (const oldest of entries.keys()) {
    if (totalBytes <= maxBytes) break;
    remove(oldest);
  }
}
