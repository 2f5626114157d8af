// Search over the study guide and the species guide (/zoeken): the query's rules, pure, no I/O.

/** The longest query read; anything after it is ignored. */
export const MAX_QUERY_LENGTH = 100;
/** The most words a query uses. */
export const MAX_QUERY_WORDS = 8;
export const MAX_RESULTS = 30;

/** Marks around a matching word in a snippet: control characters that never occur in our texts. */
export const MATCH_START = "\u0002";
export const MATCH_END = "\u0003";

/** The words of a query: letters and digits, lower case, at most MAX_QUERY_WORDS. */
export function queryWords(query: string): string[] {
  return (
    query
      .slice(0, MAX_QUERY_LENGTH)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, MAX_QUERY_WORDS);
}

/**
 * The FTS5 query for the words: every word must occur, each as the start of a word (prefix match), and
 * quoted so nothing a user types is read as FTS5 syntax. Null when there is no word to look for.
 */
export function ftsQuery(words: readonly string[]): string | null {
  if (words.length === 0) return null;
  return words.map((w) => `"${w.replace(/"/g, "")}"*`).join(" ");
}

export type SnippetPart = { text: string; match: boolean };

/** A snippet with MATCH_START/MATCH_END marks as parts, so the page shows matches as text, never as HTML. */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const piece of snippet.split(MATCH_START)) {
    const end = piece.indexOf(MATCH_END);
    if (end === -1) {
      if (piece) parts.push({ text: piece, match: false });
      continue;
    }
    if (end > 0) parts.push({ text: piece.slice(0, end), match: true });
    const rest = piece.slice(end + 1);
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts;
}
