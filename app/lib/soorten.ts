// The species guide (/soorten): its addresses and presentation rules. Pure, no I/O.

import { PHOTO_WIDTHS, photoUrl, type PhotoFormat } from "~/lib/photos";

export const SOORTEN_PATH = "/soorten";

export function speciesPath(speciesId: string): string {
  return `${SOORTEN_PATH}/${speciesId}`;
}

/**
 * The one address of a comparison that search engines are told about: both orders show the same pair,
 * so the canonical one names the two in alphabetical order.
 */
export function canonicalComparePath(speciesId: string, otherId: string): string {
  return speciesId <= otherId ? comparePath(speciesId, otherId) : comparePath(otherId, speciesId);
}

/** A species beside one of its look-alikes. */
export function comparePath(speciesId: string, lookalikeId: string): string {
  return `${SOORTEN_PATH}/vergelijk/${speciesId}/${lookalikeId}`;
}

/** What an address segment may be to name a species: an id as content/species.yaml writes them. */
const SPECIES_ID = /^[a-z0-9-]{1,80}$/;

/** Whether a path segment can name a species at all (anything else is a 404 without a lookup). */
export function isSpeciesId(value: string): boolean {
  return SPECIES_ID.test(value);
}

/** A name or group as the start of a sentence or a heading: 'ree' → 'Ree', 'Canadese gans' stays. */
export function sentenceStart(text: string): string {
  return text.length === 0 ? text : text[0]!.toLocaleUpperCase("nl-NL") + text.slice(1);
}

/** A group's heading anchor on the list: 'ganzen en zwanen' → 'groep-ganzen-en-zwanen'. */
export function groupAnchor(group: string): string {
  return `groep-${group
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;
}

/** Two species may be compared when either names the other as a look-alike. */
export function areLookalikes(a: { id: string; lookalikes: readonly string[] }, b: { id: string; lookalikes: readonly string[] }): boolean {
  return a.id !== b.id && (a.lookalikes.includes(b.id) || b.lookalikes.includes(a.id));
}

/** The views a comparison prefers, in order: the male (where the sexes differ) or a photo without a view. */
const PREFERRED_VIEWS: readonly (string | null)[] = ["mannetje", null];

/**
 * The photos to put side by side: a view both species have (the male or a photo without a view first,
 * then any other shared view, in the order of the first species' photos); without a shared view each
 * one's first photo. Null for a species without photos.
 */
export function pickComparedPhotos<P extends { view: string | null }>(a: readonly P[], b: readonly P[]): [P | null, P | null] {
  const shared = a.map((p) => p.view).filter((view) => b.some((q) => q.view === view));
  const preferred = PREFERRED_VIEWS.filter((v) => shared.includes(v));
  const view = preferred.length > 0 ? preferred[0] : shared[0];
  if (view !== undefined) return [a.find((p) => p.view === view)!, b.find((p) => p.view === view)!];
  return [a[0] ?? null, b[0] ?? null];
}

/** The photo that stands for a species in the list: the male or one without a view first, else its first. */
export function representativePhoto<P extends { view: string | null }>(photos: readonly P[]): P | null {
  for (const view of PREFERRED_VIEWS) {
    const found = photos.find((p) => p.view === view);
    if (found) return found;
  }
  return photos[0] ?? null;
}

/** A photo's caption: the species and, where it matters, what the photo shows ('Ree, mannetje'). */
export function photoCaption(name: string, view: string | null): string {
  return view ? `${sentenceStart(name)}, ${view}` : sentenceStart(name);
}

/** A guide photo's alt text: here the species is named, since the guide is where it is learnt. */
export function guidePhotoAlt(name: string, view: string | null): string {
  return `Foto van een ${name}${view ? ` (${view})` : ""}`;
}

/** The size of a stored copy `targetWidth` wide of a photo whose original is `width` × `height`: never enlarged. */
export function copySize(width: number, height: number, targetWidth: number): { width: number; height: number } {
  const w = Math.min(width, targetWidth);
  return { width: w, height: Math.round((height * w) / width) };
}

/** The list's small photo: the 480 px copies only (WebP, JPEG for older browsers). */
export function thumbnailSources(key: string): { webp: string; jpeg: string } {
  return { webp: photoUrl(key, 480, "webp"), jpeg: photoUrl(key, 480, "jpg") };
}

/** A guide photo's responsive sources, drawn at most `sizes` wide. */
export function guidePhotoSources(key: string, sizes: string): { webp: string; jpeg: string; src: string; sizes: string } {
  const set = (format: PhotoFormat) => PHOTO_WIDTHS.map((w) => `${photoUrl(key, w, format)} ${w}w`).join(", ");
  return { webp: set("webp"), jpeg: set("jpg"), src: photoUrl(key, 800, "jpg"), sizes };
}

/** The photos of a species page: two columns from 40rem on, at most about 34rem each. */
export const SPECIES_PHOTO_SIZES = "(min-width: 40rem) min(34rem, 46vw), calc(100vw - 2rem)";
/** A comparison's photos: always side by side, each half the page's width (at most 72rem) less its margins. */
export const COMPARE_PHOTO_SIZES = "(min-width: 72rem) 34rem, calc(50vw - 1.5rem)";

/** The title of a practice test started from the guide: a species is practised among its look-alikes. */
export function speciesPracticeTitle(name: string): string {
  return `${sentenceStart(name)} en de soorten die erop lijken`;
}

export function groupPracticeTitle(group: string): string {
  return `Groep: ${group}`;
}

/** The marks of a species with its key mark first and not repeated among the others. */
export function marksKeyFirst(keyMark: string, marks: readonly string[]): { keyMark: string; others: string[] } {
  return { keyMark, others: marks.filter((m) => m.trim() !== keyMark.trim()) };
}
