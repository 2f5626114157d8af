// How a question says what its answer rests on: the source text with its web addresses as links,
// and the date the fact was checked. Pure: no I/O.

import { calendarDayText } from "~/lib/dates";

export type SourcePart = { text: string } | { text: string; href: string };

const URL_IN_TEXT = /https?:\/\/[^\s,;()<>"]+/g;
/** The title written before an address: "Wikipedia – Predatie, https://…" or "IVN Hoogeveen, ree (https://…)". */
const TITLE_BEFORE = /^([\s\S]*?)([^;,\s][^;]*?)\s*(,|\()\s*$/;
const LONGEST_TITLE = 120;

/** The site of a web address as a reader names it: `https://www.bij12.nl/onderwerp/` → `bij12.nl`. */
export function siteName(href: string): string {
  try {
    return new URL(href).hostname.replace(/^www\./, "");
  } catch {
    return href;
  }
}

/**
 * Splits a source into plain text and links. A link reads as the title written before its address
 * ("Wikipedia – Predatie, https://…" becomes "Wikipedia – Predatie", linked), or, without one, as the
 * name of its site ("Bal art. 11.64; https://www.jagersvereniging.nl/…" becomes "Bal art. 11.64;
 * jagersvereniging.nl"): never as a raw web address. A trailing full stop is not part of an address.
 */
export function sourceParts(source: string): SourcePart[] {
  const parts: SourcePart[] = [];
  let last = 0;
  for (const match of source.matchAll(URL_IN_TEXT)) {
    const href = match[0].replace(/[.:]+$/, "");
    const start = match.index;
    let end = start + href.length;
    const before = source.slice(last, start);
    const titled = TITLE_BEFORE.exec(before);
    const bracketed = titled?.[3] === "(" && source[end] === ")";
    if (titled && titled[2]!.length <= LONGEST_TITLE && (titled[3] === "," || bracketed)) {
      if (titled[1]) parts.push({ text: titled[1] });
      parts.push({ text: titled[2]!, href });
      if (bracketed) end += 1;
    } else {
      if (before) parts.push({ text: before });
      parts.push({ text: siteName(href), href });
    }
    last = end;
  }
  if (last < source.length) parts.push({ text: source.slice(last) });
  return parts;
}

/** `2026-11-21` → `21 november 2026`; anything that is not such a date is left out. */
export function checkedOnText(checkedOn: string | null | undefined): string | null {
  return calendarDayText(checkedOn);
}
