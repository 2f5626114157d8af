// Where our own copies of species photos live and how a page asks for them. Pure: no I/O.

/** The URL path under which the stored photos are served (from `<data folder>/photos`). */
export const PHOTO_PATH = "/photos/";

/**
 * The `elementtiming` name of the photo a page is about (a question's photo): the page's JavaScript starts
 * once the browser reports it painted (platform/html-stream.server.ts).
 */
export const FIRST_PHOTO_TIMING = "first-photo";

/**
 * The widths every photo is stored in; 800 is the default. 720 is what a phone of 360–412 px at a pixel
 * ratio of up to about 1.9 (360 px at 2, 412 px at 1.75) draws a full-width photo with: without it, such a
 * phone took the 800 px copy (about 15% more bytes). Photos stored before 720 was added get it at the next
 * start (addMissingVariants).
 */
export const PHOTO_WIDTHS = [480, 720, 800, 1200] as const;
export const DEFAULT_WIDTH = 800;

export type PhotoFormat = "webp" | "jpg";

/** The file of photo `id` in the data folder. Its public address uses a sealed key instead of the number. */
export function photoFile(id: number, width: number, format: PhotoFormat): string {
  return `${id}-${width}.${format}`;
}

/** A photo's public address: its sealed key (platform/sealed.server.ts), never its number. */
export function photoUrl(key: string, width: number = DEFAULT_WIDTH, format: PhotoFormat = "jpg"): string {
  return `${PHOTO_PATH}${key}-${width}.${format}`;
}

/** The key, width and format a public photo file name asks for, or null for any other name. */
export function parsePhotoName(name: string): { key: string; width: number; format: PhotoFormat } | null {
  const match = /^([A-Za-z0-9_-]{22})-(\d+)\.(webp|jpg)$/.exec(name);
  if (!match || !(PHOTO_WIDTHS as readonly number[]).includes(Number(match[2]))) return null;
  return { key: match[1]!, width: Number(match[2]), format: match[3] as PhotoFormat };
}

/**
 * How wide a question's photo is drawn (app.css): on a phone the page's width less its margins; from
 * 48rem on, one of two columns (practice) or at most 22rem high (exam), about 34rem wide at the most.
 */
export const PHOTO_SIZES = "(min-width: 48rem) 34rem, calc(100vw - 2rem)";

/** The size of the default (800 px) copy of a photo whose original is `width` × `height`: never enlarged. */
export function defaultCopySize(width: number, height: number): { width: number; height: number } {
  const w = Math.min(width, DEFAULT_WIDTH);
  return { width: w, height: Math.round((height * w) / width) };
}

/** The responsive sources of one of our photos (WebP, with JPEG for older browsers), or null for any other URL. */
export function photoSources(url: string): { webp: string; jpeg: string; sizes: string } | null {
  const match = /^\/photos\/([A-Za-z0-9_-]{22})-800\.jpg$/.exec(url);
  if (!match) return null;
  const key = match[1]!;
  const set = (format: PhotoFormat) => PHOTO_WIDTHS.map((w) => `${photoUrl(key, w, format)} ${w}w`).join(", ");
  return { webp: set("webp"), jpeg: set("jpg"), sizes: PHOTO_SIZES };
}

/** What a photo's licence asks to be shown: maker, licence and where the original is. */
export type PhotoCredit = { author: string; license: string; licenseUrl: string | null; sourceUrl: string };

/**
 * A photo as a question shows it: our copy, an alt text, and, once the answer is known, its credit.
 * Before the answer the credit stays on the server: the source's file title names the species, and the
 * maker's name would find the photo's line (with that source) on the credits page.
 */
export type QuestionImage = {
  url: string;
  /** The size of the copy at `url`, so the page keeps the photo's place before it loads. */
  width: number;
  height: number;
  alt: string;
  credit: PhotoCredit | null;
};

/**
 * What a screen reader hears for a question's photo: what kind of animal is shown, never which
 * species, sex or age (that is what the question asks).
 */
export function photoAlt(animalClass: string | null): string {
  const kind = animalClass === "vogel" ? "een vogel" : animalClass === "zoogdier" ? "een zoogdier" : "een dier";
  return `Foto van ${kind} in het wild. De vraag gaat over wat op de foto te zien is; de soort staat er niet bij.`;
}
