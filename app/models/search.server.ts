import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { Tx } from "~/db/transaction.server";
import { species, studyChapters, studySections } from "~/db/schema";
import { sectionPath } from "~/lib/leerstof";
import { ftsQuery, MATCH_END, MATCH_START, MAX_RESULTS, queryWords } from "~/lib/search";
import { speciesPath } from "~/lib/soorten";

// /zoeken: SQLite FTS5 over the study guide's sections and the species guide (table search_index,
// made in drizzle/0014; tokenizer unicode61 with diacritics folded, prefix indexes of 2 and 3
// characters). Questions are not searchable. The index is written again at every content import.

/** Empties the index and fills it from the imported sections and species. */
export function rebuildSearchIndex(tx: Tx) {
  tx.run(sql`delete from search_index`);
  const chapters = new Map(
    tx
      .select({ subject: studyChapters.subject, title: studyChapters.title })
      .from(studyChapters)
      .all()
      .map((c) => [c.subject, c.title]),
  );
  for (const s of tx.select().from(studySections).all()) {
    tx.run(
      sql`insert into search_index (kind, path, context, title, body) values ('section', ${sectionPath(s.subject, s.id)}, ${chapters.get(s.subject) ?? ""}, ${s.title}, ${s.plainText})`,
    );
  }
  for (const s of tx.select().from(species).all()) {
    const body = [s.scientificName, ...s.marks, s.keyMark].join(" ");
    tx.run(
      sql`insert into search_index (kind, path, context, title, body) values ('species', ${speciesPath(s.id)}, ${`Soortengids: ${s.groupName}`}, ${s.name}, ${body})`,
    );
  }
}

export type SearchHit = { kind: "section" | "species"; path: string; context: string; title: string; snippet: string };

/**
 * Sections and species that hold every word of the query (as the start of a word), best first: a
 * match in the title weighs more than one in the text. The snippet marks the matching words.
 */
export function search(query: string): { words: string[]; hits: SearchHit[] } {
  const words = queryWords(query);
  const match = ftsQuery(words);
  if (!match) return { words, hits: [] };
  const hits = db().all<SearchHit>(
    sql`select kind, path, context, title,
          snippet(search_index, 4, ${MATCH_START}, ${MATCH_END}, '…', 24) as snippet
        from search_index
        where search_index match ${match}
        order by bm25(search_index, 0, 0, 0, 8, 1)
        limit ${MAX_RESULTS}`,
  );
  return { words, hits };
}
