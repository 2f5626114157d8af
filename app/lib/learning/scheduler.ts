// Spaced repetition with FSRS, through the kept library ts-fsrs: no algorithm of our own. Pure: no I/O.
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade, type ReviewLog } from "ts-fsrs";

export { Rating, State, type Card, type ReviewLog } from "ts-fsrs";

export const DEFAULT_RETENTION = 0.9;
export const MIN_RETENTION = 0.7;
export const MAX_RETENTION = 0.97;

function scheduler(retention: number) {
  return fsrs(generatorParameters({ request_retention: retention, enable_fuzz: false }));
}

/** A wrong answer is 'Again', a right one 'Good'; after a right answer the candidate may say 'Twijfel' (Hard) or 'Makkelijk' (Easy). */
export function gradeFor(isCorrect: boolean): Grade {
  return isCorrect ? Rating.Good : Rating.Again;
}

/** Reviews a card (a new one when the question was never answered) and returns the new card and the log. */
export function review(card: Card | null, grade: Grade, now: Date, retention = DEFAULT_RETENTION): { card: Card; log: ReviewLog } {
  return scheduler(retention).next(card ?? createEmptyCard(now), now, grade);
}

/**
 * Takes the last review back and gives it another grade at the same moment ('Twijfel' or 'Makkelijk'
 * after a right answer): the card as it was before comes from the log.
 */
export function regrade(card: Card, lastLog: ReviewLog, grade: Grade, retention = DEFAULT_RETENTION): { card: Card; log: ReviewLog } {
  const f = scheduler(retention);
  const before = f.rollback(card, lastLog);
  return f.next(before, lastLog.review, grade);
}

/** The chance that the candidate still knows the answer at `at` (0–1); 0 for a card never reviewed. */
export function recallChance(card: Card, at: Date, retention = DEFAULT_RETENTION): number {
  if (!card.last_review) return 0;
  return scheduler(retention).get_retrievability(card, at, false);
}
