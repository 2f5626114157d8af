import { db } from "~/db/client.server";
import { species } from "~/db/schema";
import { guideLinks, type GuideLinks, type LinkedQuestion } from "~/lib/guide-links";
import { chosenText, type AnswerTexts } from "~/lib/practice/views";
import { sectionsOf } from "~/models/study-guide.server";

// After an answer: where the guides teach it ("Lees dit na") and, after a wrong picture answer, the
// comparison with the look-alike the candidate chose ("Vergelijk met").

/** The guide links of answered questions, in their order; one query each for sections and species. */
export function guideLinksFor(questions: readonly LinkedQuestion[]): GuideLinks[] {
  if (questions.length === 0) return [];
  const sections = sectionsOf(questions.map((q) => q.questionId));
  const speciesIds = [...new Set(questions.flatMap((q) => (q.speciesId ? [q.speciesId] : [])))];
  const known = speciesIds.length
    ? db().select({ id: species.id, name: species.name, keyMark: species.keyMark, lookalikes: species.lookalikes }).from(species).all()
    : [];
  return questions.map((q) => guideLinks(q, sections.get(q.questionId) ?? null, known));
}

/** An answer row as tests and exams store it: the question's texts, the shown order and the choice. */
export type AnsweredRow = AnswerTexts & {
  questionId: string;
  speciesId: string | null;
  optionOrder: readonly number[];
  selectedOption: number | null;
  isCorrect: boolean | null;
};

/** The guide links of stored answers, in their order. */
export function guideLinksOfAnswers(rows: readonly AnsweredRow[]): GuideLinks[] {
  return guideLinksFor(
    rows.map((r) => ({
      questionId: r.questionId,
      speciesId: r.speciesId,
      ownAnswer: chosenText(r, r.optionOrder, r.selectedOption),
      isCorrect: Boolean(r.isCorrect),
    })),
  );
}
