// Which guide pages an answered question points to: pure, no I/O.
import { sectionPath } from "~/lib/leerstof";
import { comparePath, speciesPath } from "~/lib/soorten";

export type GuideLink = { label: string; href: string };
export type GuideLinks = {
  /** "Lees dit na": the study guide's section that teaches the question, or a picture question's species. */
  readMore: GuideLink | null;
  /** "Vergelijk met": after a wrong picture answer, the shown species beside the look-alike chosen instead. */
  compare: GuideLink | null;
};

export type LinkedQuestion = {
  questionId: string;
  /** The species a picture question shows. */
  speciesId: string | null;
  /** The option the candidate chose, as text; null when unanswered. */
  ownAnswer: string | null;
  isCorrect: boolean;
};

export type SpeciesForLinks = { id: string; name: string; keyMark: string; lookalikes: string[] };

const same = (a: string, b: string) => a.trim().toLocaleLowerCase("nl") === b.trim().toLocaleLowerCase("nl");

/**
 * The links of one answered question. A wrong picture answer that names a species, or its key mark,
 * leads to the comparison when the two are look-alikes (either way round): the comparisons the species
 * guide has.
 */
export function guideLinks(
  question: LinkedQuestion,
  section: { id: string; subject: number; title: string } | null,
  allSpecies: readonly SpeciesForLinks[],
): GuideLinks {
  const shown = question.speciesId ? allSpecies.find((s) => s.id === question.speciesId) : undefined;
  const readMore = section
    ? { label: section.title, href: sectionPath(section.subject, section.id) }
    : shown
      ? { label: `${shown.name} in de soortengids`, href: speciesPath(shown.id) }
      : null;
  let compare: GuideLink | null = null;
  if (shown && !question.isCorrect && question.ownAnswer) {
    const chosen = allSpecies.find((s) => s.id !== shown.id && (same(s.name, question.ownAnswer!) || same(s.keyMark, question.ownAnswer!)));
    if (chosen && (shown.lookalikes.includes(chosen.id) || chosen.lookalikes.includes(shown.id))) {
      compare = { label: chosen.name, href: comparePath(shown.id, chosen.id) };
    }
  }
  return { readMore, compare };
}
