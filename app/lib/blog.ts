// Presentation rules of the blog list (docs/product.md, "Blog"): pure, no I/O.

import { longDate } from "~/lib/dates";

export const EXCERPT_LENGTH = 150;
/** A search description of an article without its own (meta description). */
export const DESCRIPTION_LENGTH = 155;
export const MAX_CARD_TAGS = 3;

/**
 * The first `length` characters of an article's plain text (already stripped of tags), with an
 * ellipsis when the text goes on. Counted in code points, so an emoji is never cut in half.
 */
export function excerpt(plainText: string, length = EXCERPT_LENGTH): string {
  const text = plainText.replace(/\s+/g, " ").trim();
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  return `${chars.slice(0, length).join("").trimEnd()}…`;
}

/** At most three tags on a card, without empty or repeated ones. */
export function cardTags(tags: readonly string[] | null | undefined): string[] {
  const seen = new Set<string>();
  for (const tag of tags ?? []) {
    const t = tag.trim();
    if (t && !seen.has(t)) seen.add(t);
    if (seen.size === MAX_CARD_TAGS) break;
  }
  return [...seen];
}

/** A publication date as Dutch readers write it: '15 september 2025'. */
export function formatArticleDate(date: Date): string {
  return longDate(date);
}
