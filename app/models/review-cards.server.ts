import { and, desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { writeTransaction, type Tx } from "~/db/transaction.server";
import { reviewCards, reviewLogs } from "~/db/schema";
import { gradeFor, Rating, regrade, review, type Card, type ReviewLog } from "~/lib/learning/scheduler";
import { getRouteSettings } from "~/models/practice-settings.server";

type CardRow = typeof reviewCards.$inferSelect;
type LogRow = typeof reviewLogs.$inferSelect;

export function toCard(row: Pick<CardRow, Exclude<keyof CardRow, "userId" | "questionId">>): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    last_review: row.lastReview ?? undefined,
  };
}

function cardColumns(card: Card) {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

function logColumns(log: ReviewLog) {
  return {
    rating: log.rating,
    state: log.state,
    due: log.due,
    stability: log.stability,
    difficulty: log.difficulty,
    elapsedDays: log.elapsed_days,
    lastElapsedDays: log.last_elapsed_days,
    scheduledDays: log.scheduled_days,
    learningSteps: log.learning_steps,
    reviewedAt: log.review,
  };
}

function toLog(row: LogRow): ReviewLog {
  return {
    rating: row.rating,
    state: row.state,
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    last_elapsed_days: row.lastElapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    review: row.reviewedAt,
  };
}

// Prepared once per connection (ADR 10): a hand-in reviews every answered question of the exam. They run
// on the one connection, so inside the caller's write transaction.
const cardAt = prepared((d) =>
  d
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, sql.placeholder("userId")), eq(reviewCards.questionId, sql.placeholder("questionId"))))
    .prepare(),
);

const cardOf = (userId: string, questionId: string) => cardAt().get({ userId, questionId });

const p = sql.placeholder;
/** The value the upsert's own insert carried (SQLite's `excluded`), for its DO UPDATE. */
const excluded = (column: { name: string }) => sql.raw(`excluded."${column.name}"`);

const saveCard = prepared((d) =>
  d
    .insert(reviewCards)
    .values({
      userId: p("userId"),
      questionId: p("questionId"),
      due: p("due"),
      stability: p("stability"),
      difficulty: p("difficulty"),
      elapsedDays: p("elapsedDays"),
      scheduledDays: p("scheduledDays"),
      learningSteps: p("learningSteps"),
      reps: p("reps"),
      lapses: p("lapses"),
      state: p("state"),
      // A review always sets the card's last review, so this is never null.
      lastReview: p("lastReview"),
    })
    .onConflictDoUpdate({
      target: [reviewCards.userId, reviewCards.questionId],
      set: {
        due: excluded(reviewCards.due),
        stability: excluded(reviewCards.stability),
        difficulty: excluded(reviewCards.difficulty),
        elapsedDays: excluded(reviewCards.elapsedDays),
        scheduledDays: excluded(reviewCards.scheduledDays),
        learningSteps: excluded(reviewCards.learningSteps),
        reps: excluded(reviewCards.reps),
        lapses: excluded(reviewCards.lapses),
        state: excluded(reviewCards.state),
        lastReview: excluded(reviewCards.lastReview),
      },
    })
    .prepare(),
);

const addLog = prepared((d) =>
  d
    .insert(reviewLogs)
    .values({
      userId: p("userId"),
      questionId: p("questionId"),
      rating: p("rating"),
      state: p("state"),
      due: p("due"),
      stability: p("stability"),
      difficulty: p("difficulty"),
      elapsedDays: p("elapsedDays"),
      lastElapsedDays: p("lastElapsedDays"),
      scheduledDays: p("scheduledDays"),
      learningSteps: p("learningSteps"),
      reviewedAt: p("reviewedAt"),
    })
    .prepare(),
);

/**
 * One answer as a review of the user's card for the question (wrong is Again, right is Good), with the
 * user's desired retention. Call inside the write transaction that records the answer.
 */
export function reviewAnswer(_tx: Tx, userId: string, questionId: string, isCorrect: boolean, now: Date) {
  const { retention } = getRouteSettings({ userId });
  const current = cardOf(userId, questionId);
  const { card, log } = review(current ? toCard(current) : null, gradeFor(isCorrect), now, retention);
  saveCard().run({ userId, questionId, ...cardColumns(card) });
  addLog().run({ userId, questionId, ...logColumns(log) });
}

/** The grade of the last review of this user's card for a question: 'good', 'hard', 'easy', 'again', or null. */
export function lastGrade(userId: string, questionId: string): "again" | "hard" | "good" | "easy" | null {
  const last = db()
    .select({ rating: reviewLogs.rating })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.questionId, questionId)))
    .orderBy(desc(reviewLogs.id))
    .limit(1)
    .get();
  const names = { [Rating.Again]: "again", [Rating.Hard]: "hard", [Rating.Good]: "good", [Rating.Easy]: "easy" } as const;
  return last ? (names[last.rating as keyof typeof names] ?? null) : null;
}

/** How long after a right answer 'Twijfel' or 'Makkelijk' may still change its grade. */
const REGRADE_WINDOW_MS = 60 * 60_000;

export type RegradeResult = "ok" | "not-allowed";

/**
 * 'Twijfel' (Hard) or 'Makkelijk' (Easy) after a right answer: the review just made as Good is taken
 * back and given that grade. Only the last review of the card, only when it was Good, and only shortly after.
 */
export function regradeLastReview(userId: string, questionId: string, grade: Rating.Hard | Rating.Easy, now: Date): RegradeResult {
  return writeTransaction((tx): RegradeResult => {
    const current = cardOf(userId, questionId);
    const last = tx
      .select()
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.questionId, questionId)))
      .orderBy(desc(reviewLogs.id))
      .limit(1)
      .get();
    if (!current || !last || last.rating !== Rating.Good || now.getTime() - last.reviewedAt.getTime() > REGRADE_WINDOW_MS) {
      return "not-allowed";
    }
    const { retention } = getRouteSettings({ userId });
    const { card, log } = regrade(toCard(current), toLog(last), grade, retention);
    tx.update(reviewCards)
      .set(cardColumns(card))
      .where(and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, questionId)))
      .run();
    tx.update(reviewLogs).set(logColumns(log)).where(eq(reviewLogs.id, last.id)).run();
    return "ok";
  });
}
