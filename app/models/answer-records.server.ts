import { and, desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { writeTransaction, type Tx } from "~/db/transaction.server";
import { reviewCards, reviewLogs, userQuestionStats } from "~/db/schema";
import { gradeFor, Rating, regrade, review, type Card, type ReviewLog } from "~/lib/learning/scheduler";

// What a user's answers leave behind per question: the counts (user_question_stats), the FSRS card
// (review_cards) and one review-log row per answer. Recording an answer writes all three; nothing
// else writes them. The learning-route settings the scheduler needs come from the caller.

/** FSRS's desired retention of this user (the learning route's setting), as the caller read it. */
export type ReviewSettings = { retention: number };

/** One answer to record: the question and whether the chosen option was right. */
export type RecordedAnswer = { questionId: string; isCorrect: boolean };

type CardRow = typeof reviewCards.$inferSelect;
type LogRow = typeof reviewLogs.$inferSelect;

/** The scheduler's fields that the card and the log share, with the column each is stored in. */
const SHARED_FIELDS = {
  due: "due",
  stability: "stability",
  difficulty: "difficulty",
  elapsed_days: "elapsedDays",
  scheduled_days: "scheduledDays",
  learning_steps: "learningSteps",
  state: "state",
} as const;
const CARD_FIELDS = { ...SHARED_FIELDS, reps: "reps", lapses: "lapses" } as const;
const LOG_FIELDS = { ...SHARED_FIELDS, rating: "rating", last_elapsed_days: "lastElapsedDays" } as const;

/** Copies the named fields of `from` under their other names: scheduler ↔ columns, in either direction. */
function rename<T>(from: object, names: Record<string, string>): T {
  return Object.fromEntries(Object.entries(names).map(([key, to]) => [to, (from as Record<string, unknown>)[key]])) as T;
}
const inverse = (names: Record<string, string>) => Object.fromEntries(Object.entries(names).map(([k, v]) => [v, k]));
const CARD_KEYS = inverse(CARD_FIELDS);
const LOG_KEYS = inverse(LOG_FIELDS);

export function toCard(row: Omit<CardRow, "userId" | "questionId">): Card {
  return { ...rename<Card>(row, CARD_KEYS), last_review: row.lastReview ?? undefined };
}

const cardColumns = (card: Card) => ({
  ...rename<Omit<CardRow, "userId" | "questionId">>(card, CARD_FIELDS),
  lastReview: card.last_review ?? null,
});
const toLog = (row: LogRow): ReviewLog => ({ ...rename<ReviewLog>(row, LOG_KEYS), review: row.reviewedAt });
const logColumns = (log: ReviewLog) => ({
  ...rename<Omit<LogRow, "id" | "userId" | "questionId">>(log, LOG_FIELDS),
  reviewedAt: log.review,
});

// Recording an answer runs four statements, and a hand-in records up to 75 answers: each is prepared once
// per connection (ADR 10) rather than built and compiled per answer. They run on the one connection, so
// inside the caller's write transaction.
const p = sql.placeholder;
/** The value the upsert's own insert carried (SQLite's `excluded`), for its DO UPDATE. */
const excluded = (column: { name: string }) => sql.raw(`excluded."${column.name}"`);
/** One placeholder per column, named as the column: the row is bound when the statement runs. */
const placeholders = <T>(columns: readonly string[]) => Object.fromEntries(columns.map((c) => [c, p(c)])) as unknown as T;

const countAnswer = prepared((d) =>
  d
    .insert(userQuestionStats)
    .values({
      userId: p("userId"),
      questionId: p("questionId"),
      timesCorrect: p("correct"),
      timesWrong: p("wrong"),
      lastShownAt: p("now"),
      lastCorrect: p("isCorrect"),
    })
    .onConflictDoUpdate({
      target: [userQuestionStats.userId, userQuestionStats.questionId],
      set: {
        timesCorrect: sql`${userQuestionStats.timesCorrect} + ${p("correct")}`,
        timesWrong: sql`${userQuestionStats.timesWrong} + ${p("wrong")}`,
        lastShownAt: excluded(userQuestionStats.lastShownAt),
        lastCorrect: excluded(userQuestionStats.lastCorrect),
      },
    })
    .prepare(),
);

const cardAt = prepared((d) =>
  d
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, p("userId")), eq(reviewCards.questionId, p("questionId"))))
    .prepare(),
);
const cardOf = (userId: string, questionId: string) => cardAt().get({ userId, questionId });

const CARD_COLUMNS = [
  "due",
  "stability",
  "difficulty",
  "elapsedDays",
  "scheduledDays",
  "learningSteps",
  "reps",
  "lapses",
  "state",
  "lastReview",
] as const;

const saveCard = prepared((d) =>
  d
    .insert(reviewCards)
    .values({
      userId: p("userId"),
      questionId: p("questionId"),
      ...placeholders<Omit<typeof reviewCards.$inferInsert, "userId" | "questionId">>(CARD_COLUMNS),
    })
    .onConflictDoUpdate({
      target: [reviewCards.userId, reviewCards.questionId],
      set: Object.fromEntries(CARD_COLUMNS.map((c) => [c, excluded(reviewCards[c])])),
    })
    .prepare(),
);

const LOG_COLUMNS = [
  "rating",
  "state",
  "due",
  "stability",
  "difficulty",
  "elapsedDays",
  "lastElapsedDays",
  "scheduledDays",
  "learningSteps",
  "reviewedAt",
] as const;

const addLog = prepared((d) =>
  d
    .insert(reviewLogs)
    .values({
      userId: p("userId"),
      questionId: p("questionId"),
      ...placeholders<Omit<typeof reviewLogs.$inferInsert, "userId" | "questionId">>(LOG_COLUMNS),
    })
    .prepare(),
);

/**
 * Records a user's answers inside the caller's write transaction: each counts in the statistics
 * (incremented in SQL) and is a review of the user's card for its question (wrong is Again, right is
 * Good) with a line in the review log.
 */
export function recordAnswers(_tx: Tx, userId: string, answers: readonly RecordedAnswer[], { retention }: ReviewSettings, now: Date) {
  for (const { questionId, isCorrect } of answers) {
    const correct = isCorrect ? 1 : 0;
    countAnswer().run({ userId, questionId, correct, wrong: 1 - correct, now, isCorrect });
    const current = cardOf(userId, questionId);
    const { card, log } = review(current ? toCard(current) : null, gradeFor(isCorrect), now, retention);
    saveCard().run({ userId, questionId, ...cardColumns(card) });
    addLog().run({ userId, questionId, ...logColumns(log) });
  }
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
export function regradeLastReview(
  userId: string,
  questionId: string,
  grade: Rating.Hard | Rating.Easy,
  { retention }: ReviewSettings,
  now: Date,
): RegradeResult {
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
    const { card, log } = regrade(toCard(current), toLog(last), grade, retention);
    tx.update(reviewCards)
      .set(cardColumns(card))
      .where(and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, questionId)))
      .run();
    tx.update(reviewLogs).set(logColumns(log)).where(eq(reviewLogs.id, last.id)).run();
    return "ok";
  });
}
