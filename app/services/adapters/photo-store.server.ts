import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type Sharp from "sharp";
import { PHOTO_WIDTHS, photoFile } from "~/lib/photos";
import { config } from "~/platform/config.server";

/** Larger downloads are refused: a lead image at 1600 px is far smaller. */
export const MAX_DOWNLOAD_BYTES = 15 * 1024 * 1024;
const MIN_SIDE = 320;
const MAX_SIDE = 12_000;
/**
 * More pixels than this are refused before they are decoded: a small PNG can hold 12000 × 12000 grey
 * pixels that cost seconds of CPU and over 100 MB to resize. A 1600 px wide thumbnail has about 2 million.
 */
export const MAX_PIXELS = 40_000_000;
/** sharp's own check of the same limit, for every sharp() that reads downloaded bytes. */
const READ_OPTIONS = { limitInputPixels: MAX_PIXELS };
/** A download gets this long in all, headers and body: a file that hangs or trickles is given up. */
const DOWNLOAD_TIMEOUT_MS = 5000;
const FORMATS = new Set(["jpeg", "png", "webp"]);

export class PhotoError extends Error {}

/** Where the stored photos are kept: `<data folder>/photos`, served under /photos/. */
export function photoDir(): string {
  return path.join(config().dataDir, "photos");
}

/** Redirects followed per request; each target is checked like the first address. */
const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches `url` without letting fetch follow redirects: every address, the first and each redirect's
 * target, must pass `allowed`, and after MAX_REDIRECTS redirects the request is given up. A refused
 * address is a PhotoError (a bad file or answer), never a network failure.
 */
export async function fetchChecked(
  url: URL,
  init: RequestInit,
  allowed: (url: URL) => boolean,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  let target = url;
  for (let redirects = 0; ; redirects++) {
    if (!allowed(target)) throw new PhotoError(`address refused: ${target.protocol}//${target.host}`);
    const res = await fetchImpl(target, { ...init, redirect: "manual" });
    const location = REDIRECT_STATUSES.has(res.status) ? res.headers.get("location") : null;
    if (location === null) return res;
    discard(res);
    if (redirects === MAX_REDIRECTS) throw new PhotoError(`more than ${MAX_REDIRECTS} redirects`);
    try {
      target = new URL(location, target);
    } catch {
      throw new PhotoError("redirect to an invalid address");
    }
  }
}

/** Lets go of an answer whose body is not wanted, so its connection is freed. */
export function discard(res: Response) {
  res.body?.cancel().catch(() => undefined);
}

/**
 * Downloads one image from an address `allowed` accepts (redirects included), refusing anything that
 * is not an image or is too large, without reading past the limit.
 */
export async function downloadImage(url: string, allowed: (url: URL) => boolean, fetchImpl: typeof fetch = fetch): Promise<Buffer> {
  const res = await fetchChecked(
    new URL(url),
    { headers: { "user-agent": "JachtTheorieOefenapp/1.0 (foto's voor oefenvragen)" }, signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) },
    allowed,
    fetchImpl,
  );
  if (!res.ok || !res.body) {
    discard(res);
    throw new PhotoError(`${new URL(url).host} answered ${res.status}`);
  }
  const type = res.headers.get("content-type") ?? "";
  if (!type.startsWith("image/")) {
    discard(res);
    throw new PhotoError(`not an image: ${type || "no content type"}`);
  }
  return readCapped(res, MAX_DOWNLOAD_BYTES, "image too large");
}

/**
 * The body of an answer, refused as soon as it is known to be longer than `max` bytes: at once when
 * its content-length says so, otherwise when the bytes read pass the limit (nothing further is read).
 */
export async function readCapped(res: Response, max: number, tooLarge: string): Promise<Buffer> {
  if (Number(res.headers.get("content-length") ?? 0) > max) {
    discard(res);
    throw new PhotoError(tooLarge);
  }
  if (!res.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > max) throw new PhotoError(tooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

let sharpModule: Promise<typeof Sharp> | undefined;

/**
 * sharp (with libvips, about 28 MB of memory) is loaded only when a photo is actually checked or
 * resized: once the photos are stored, a running server never needs it (ADR 18).
 */
function loadSharp(): Promise<typeof Sharp> {
  sharpModule ??= import("sharp").then((m) => m.default);
  return sharpModule;
}

/** Checks that the bytes are a photo we can use: a real JPEG, PNG or WebP of sane size. */
export async function inspectImage(bytes: Buffer): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  let meta: Awaited<ReturnType<ReturnType<typeof Sharp>["metadata"]>>;
  try {
    meta = await sharp(bytes, READ_OPTIONS).metadata();
  } catch (error) {
    throw new PhotoError(error instanceof Error && /pixel limit/i.test(error.message) ? "too many pixels" : "not a readable image");
  }
  const { format, width, height } = meta;
  if (!format || !FORMATS.has(format)) throw new PhotoError(`unsupported image format: ${format ?? "unknown"}`);
  if (!width || !height || Math.min(width, height) < MIN_SIDE || Math.max(width, height) > MAX_SIDE) {
    throw new PhotoError(`unusable image size: ${width}×${height}`);
  }
  if (width * height > MAX_PIXELS) throw new PhotoError(`too many pixels: ${width}×${height}`);
  // As the stored copies are turned upright (EXIF orientation), their size is the upright one.
  return { width: meta.autoOrient.width, height: meta.autoOrient.height };
}

/** Writes one width of a photo as WebP and as JPEG, each through a temporary file, so no half file is ever served. */
async function writeWidth(resized: ReturnType<typeof Sharp>, id: number, width: number, dir: string): Promise<void> {
  for (const format of ["webp", "jpg"] as const) {
    const file = path.join(dir, photoFile(id, width, format));
    const encoded = format === "webp" ? resized.clone().webp({ quality: 70 }) : resized.clone().jpeg({ quality: 75, mozjpeg: true });
    await encoded.toFile(`${file}.tmp`);
    renameSync(`${file}.tmp`, file);
  }
}

/** Writes the responsive variants of photo `id`: each width as WebP and as JPEG, never enlarged. */
export async function storeVariants(bytes: Buffer, id: number, dir = photoDir()): Promise<void> {
  const sharp = await loadSharp();
  mkdirSync(dir, { recursive: true });
  try {
    for (const width of PHOTO_WIDTHS) {
      await writeWidth(sharp(bytes, READ_OPTIONS).rotate().resize({ width, withoutEnlargement: true }), id, width, dir);
    }
  } catch (error) {
    removeVariants(id, dir);
    throw error;
  }
}

/**
 * Writes the widths a stored photo lacks (a width added to PHOTO_WIDTHS after it was stored), from its
 * largest stored JPEG, never enlarged. Returns how many photos got a width. sharp is loaded only when a
 * photo lacks one.
 */
export async function addMissingVariants(dir = photoDir()): Promise<number> {
  if (!existsSync(dir)) return 0;
  const files = new Set(readdirSync(dir));
  const ids = new Set([...files].flatMap((f) => /^(\d+)-\d+\.jpg$/.exec(f)?.[1] ?? []).map(Number));
  let completed = 0;
  for (const id of ids) {
    const has = (width: number) => files.has(photoFile(id, width, "webp")) && files.has(photoFile(id, width, "jpg"));
    const missing = PHOTO_WIDTHS.filter((w) => !has(w));
    const largest = [...PHOTO_WIDTHS].reverse().find((w) => files.has(photoFile(id, w, "jpg")));
    if (missing.length === 0 || largest === undefined) continue;
    const sharp = await loadSharp();
    const source = await readFile(path.join(dir, photoFile(id, largest, "jpg")));
    for (const width of missing) await writeWidth(sharp(source, READ_OPTIONS).resize({ width, withoutEnlargement: true }), id, width, dir);
    completed += 1;
  }
  return completed;
}

export function removeVariants(id: number, dir = photoDir()) {
  for (const width of PHOTO_WIDTHS)
    for (const format of ["webp", "jpg"] as const) {
      rmSync(path.join(dir, photoFile(id, width, format)), { force: true });
      rmSync(path.join(dir, `${photoFile(id, width, format)}.tmp`), { force: true });
    }
}
