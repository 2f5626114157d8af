import { sql } from "drizzle-orm";
import { prepared } from "~/db/prepared.server";
import type { Tx } from "~/db/transaction.server";
import { userQuestionStats } from "~/db/schema";
import { reviewAnswer } from "~/models/review-cards.server";

// Prepared once per connection (ADR 10): a hand-in runs it for every answered question of the exam.
const countAnswer = prepared((d) =>
  d
    .insert(userQuestionStats)
    .values({
      userId: sql.placeholder("userId"),
      questionId: sql.placeholder("questionId"),
      timesCorrect: sql.placeholder("correct"),
      timesWrong: sql.placeholder("wrong"),
      lastShownAt: sql.placeholder("now"),
      lastCorrect: sql.placeholder("isCorrect"),
    })
    .onConflictDoUpdate({
      target: [userQuestionStats.userId, userQuestionStats.questionId],
      set: {
        timesCorrect: sql`${userQuestionStats.timesCorrect} + ${sql.placeholder("correct")}`,
        timesWrong: sql`${userQuestionStats.timesWrong} + ${sql.placeholder("wrong")}`,
        lastShownAt: sql`excluded.last_shown_at`,
        lastCorrect: sql`excluded.last_correct`,
      },
    })
    .prepare(),
);

/**
 * Counts one answer of a user to a question in user_question_stats (incremented in SQL) and reviews
 * the user's card for it (FSRS). Call inside the write transaction that records the answer.
 */
export function recordAnswer(tx: Tx, userId: string, questionId: string, isCorrect: boolean, now: Date) {
  const correct = isCorrect ? 1 : 0;
  countAnswer().run({ userId, questionId, correct, wrong: 1 - correct, now, isCorrect });
  reviewAnswer(tx, userId, questionId, isCorrect, now);
}
