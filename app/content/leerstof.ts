// What the study guide must be: sections of a teaching length, each tested by questions of its chapter's
// subject, every question of a subject in one section, sources a candidate can check. Pure: no I/O.
import { citationKind, subjectOf } from "./coverage";
import { SECTION_QUESTIONS_MINIMUM, SECTION_WORDS, type ChapterRecord } from "./schemas/leerstof";
import type { QuestionRecord } from "./schemas/questions";
import type { SpeciesRecord } from "./schemas/species";
import { refusedSource, sourceKinds } from "./sources";

type Q = Pick<QuestionRecord, "id" | "type" | "subject"> & { categoryId: string };

/** Words in a Markdown body: runs of letters or digits, table pipes and marks left out. */
export function wordCount(markdown: string): number {
  return (markdown.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;
}

/** The problems of the study guide against the bank: content:check lists them. */
export function leerstofProblems(chapters: readonly ChapterRecord[], questions: readonly Q[], species: readonly SpeciesRecord[]): string[] {
  const problems: string[] = [];
  const questionById = new Map(questions.map((q) => [q.id, q]));
  const speciesIds = new Set(species.map((s) => s.id));
  const sectionIds = new Set<string>();
  const sectionOf = new Map<string, string>();
  const subjects = new Set<number>();
  for (const chapter of chapters) {
    if (subjects.has(chapter.subject)) problems.push(`leerstof: onderwerp ${chapter.subject} heeft twee hoofdstukken`);
    subjects.add(chapter.subject);
    for (const section of chapter.sections) {
      const where = `leerstof ${chapter.subject}, ${section.id}`;
      if (sectionIds.has(section.id)) problems.push(`${where}: id komt twee keer voor`);
      sectionIds.add(section.id);
      const words = wordCount(section.body);
      if (words < SECTION_WORDS.min || words > SECTION_WORDS.max) {
        problems.push(`${where}: ${words} woorden, moet ${SECTION_WORDS.min}–${SECTION_WORDS.max} zijn`);
      }
      for (const source of section.sources) {
        const refused = refusedSource(source);
        if (refused) problems.push(`${where}: bron die een kandidaat niet kan controleren: ${refused}`);
        if (citationKind(source) !== "specifiek") problems.push(`${where}: bron zonder artikel, publicatie of pagina: ${source}`);
      }
      if ((chapter.subject === 5 || chapter.subject === 6) && section.sources.some((s) => sourceKinds(s).has("wet")) && !section.law_as_of) {
        problems.push(`${where}: een paragraaf over de wet noemt law_as_of (stand van de wet)`);
      }
      for (const id of section.species) if (!speciesIds.has(id)) problems.push(`${where}: onbekende soort '${id}'`);
      // The section's title is the heading on its page; a heading in the text would stand beside it.
      if (/^#{1,6}\s/m.test(section.body)) problems.push(`${where}: geen kopjes (#) in de tekst; gebruik vet aan het begin van een alinea`);
      if (section.questions.length < SECTION_QUESTIONS_MINIMUM) {
        problems.push(`${where}: ${section.questions.length} vragen, minimaal ${SECTION_QUESTIONS_MINIMUM}`);
      }
      for (const id of section.questions) {
        const q = questionById.get(id);
        if (!q) problems.push(`${where}: onbekende vraag '${id}'`);
        else if (q.type === "afbeelding") problems.push(`${where}: ${id} is een fotovraag (die noemt zijn soort)`);
        else if (subjectOf(q) !== chapter.subject) problems.push(`${where}: ${id} hoort bij onderwerp ${subjectOf(q)}`);
        if (sectionOf.has(id)) problems.push(`${where}: ${id} staat ook in ${sectionOf.get(id)}`);
        sectionOf.set(id, section.id);
      }
    }
  }
  // Every question of a subject with a chapter names its section.
  for (const q of questions) {
    if (q.type === "afbeelding" || !subjects.has(subjectOf(q) ?? 0)) continue;
    if (!sectionOf.has(q.id)) problems.push(`leerstof ${subjectOf(q)}: ${q.id} staat in geen paragraaf`);
  }
  return problems;
}
