// How a question says what its answer rests on: the source text with its web addresses as links,
// and the date the fact was checked. Pure: no I/O.

import { calendarDayText } from "~/lib/dates";

export type SourcePart = { text: string } | { text: string; href: string };

const URL_IN_TEXT = /https?:\/\/[^\s,;()<>"]+/g;

/** Splits a source into plain text and links; a trailing full stop is not part of an address. */
export function sourceParts(source: string): SourcePart[] {
  const parts: SourcePart[] = [];
  let last = 0;
  for (const match of source.matchAll(URL_IN_TEXT)) {
    const href = match[0].replace(/[.:]+$/, "");
    const start = match.index;
    if (start > last) parts.push({ text: source.slice(last, start) });
    parts.push({ text: href, href });
    last = start + href.length;
  }
  if (last < source.length) parts.push({ text: source.slice(last) });
  return parts;
}

/** `2026-11-21` → `21 november 2026`; anything that is not such a date is left out. */
export function checkedOnText(checkedOn: string | null | undefined): string | null {
  return calendarDayText(checkedOn);
}
