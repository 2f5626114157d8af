// Where our own copies of species photos live and how a page asks for them. Pure: no I/O.

/** The URL path under which the stored photos are served (from `<data folder>/photos`). */
export const PHOTO_PATH = "/photos/";

/** The widths every photo is stored in; the middle one is the default. */
export const PHOTO_WIDTHS = [480, 800, 1200] as const;
export const DEFAULT_WIDTH = 800;

export type PhotoFormat = "webp" | "jpg";

export function photoFile(id: number, width: number, format: PhotoFormat): string {
  return `${id}-${width}.${format}`;
}

export function photoUrl(id: number, width: number = DEFAULT_WIDTH, format: PhotoFormat = "jpg"): string {
  return `${PHOTO_PATH}${photoFile(id, width, format)}`;
}

/** The responsive sources of one of our photos (WebP, with JPEG for older browsers), or null for any other URL. */
export function photoSources(url: string): { webp: string; jpeg: string; sizes: string } | null {
  const match = /^\/photos\/(\d+)-800\.jpg$/.exec(url);
  if (!match) return null;
  const id = Number(match[1]);
  const set = (format: PhotoFormat) => PHOTO_WIDTHS.map((w) => `${photoUrl(id, w, format)} ${w}w`).join(", ");
  return { webp: set("webp"), jpeg: set("jpg"), sizes: "(max-width: 840px) 100vw, 800px" };
}

/** A photo as a question shows it: our copy, an alt text, and the credit its licence asks for. */
export type QuestionImage = {
  url: string;
  alt: string;
  credit: string;
  license: string;
  licenseUrl: string | null;
  sourceUrl: string;
};

/**
 * What a screen reader hears for a question's photo: what kind of animal is shown, never which
 * species, sex or age (that is what the question asks).
 */
export function photoAlt(animalClass: string | null): string {
  const kind = animalClass === "vogel" ? "een vogel" : animalClass === "zoogdier" ? "een zoogdier" : "een dier";
  return `Foto van ${kind} in het wild. De vraag gaat over wat op de foto te zien is; de soort staat er niet bij.`;
}
