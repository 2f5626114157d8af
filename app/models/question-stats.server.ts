import { sql } from "drizzle-orm";
import type { Tx } from "~/db/transaction.server";
import { userQuestionStats } from "~/db/schema";
import { reviewAnswer } from "~/models/review-cards.server";

/**
 * Counts one answer of a user to a question in user_question_stats (incremented in SQL) and reviews
 * the user's card for it (FSRS). Call inside the write transaction that records the answer.
 */
export function recordAnswer(tx: Tx, userId: string, questionId: string, isCorrect: boolean, now: Date) {
  const correct = isCorrect ? 1 : 0;
  tx.insert(userQuestionStats)
    .values({ userId, questionId, timesCorrect: correct, timesWrong: 1 - correct, lastShownAt: now, lastCorrect: isCorrect })
    .onConflictDoUpdate({
      target: [userQuestionStats.userId, userQuestionStats.questionId],
      set: {
        timesCorrect: sql`${userQuestionStats.timesCorrect} + ${correct}`,
        timesWrong: sql`${userQuestionStats.timesWrong} + ${1 - correct}`,
        lastShownAt: now,
        lastCorrect: isCorrect,
      },
    })
    .run();
  reviewAnswer(tx, userId, questionId, isCorrect, now);
}
