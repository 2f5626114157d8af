import { and, asc, count, desc, eq, gte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { categories, questions, testAttempts, userQuestionStats } from "~/db/schema";
import { computeProgress, type Progress } from "~/lib/progress";
import { percentage } from "~/lib/practice/engine";

/** Every category with this user's recorded answers (categories without answers count 0 of 0). */
export function getProgress(userId: string): Progress {
  const rows = db()
    .select({
      categoryId: categories.id,
      name: categories.name,
      correct: sql<number>`coalesce(sum(${userQuestionStats.timesCorrect}), 0)`,
      total: sql<number>`coalesce(sum(${userQuestionStats.timesCorrect} + ${userQuestionStats.timesWrong}), 0)`,
    })
    .from(categories)
    .leftJoin(questions, eq(questions.categoryId, categories.id))
    .leftJoin(userQuestionStats, and(eq(userQuestionStats.questionId, questions.id), eq(userQuestionStats.userId, userId)))
    .groupBy(categories.id)
    .orderBy(asc(categories.name))
    .all();
  return computeProgress(rows.map((r) => ({ ...r, correct: Number(r.correct), total: Number(r.total) })));
}

export type FinishedTest = { id: string; title: string; mode: string; finishedAt: Date; correct: number; total: number; percent: number };

/** The user's finished tests, newest first; with `minQuestions`, only tests of at least that many questions. */
export function listFinishedTests(userId: string, limit?: number, { minQuestions = 0 }: { minQuestions?: number } = {}): FinishedTest[] {
  const query = db()
    .select({
      id: testAttempts.id,
      title: testAttempts.title,
      mode: testAttempts.mode,
      finishedAt: testAttempts.finishedAt,
      correct: testAttempts.correctCount,
      total: testAttempts.questionCount,
    })
    .from(testAttempts)
    .where(and(eq(testAttempts.userId, userId), eq(testAttempts.status, "finished"), gte(testAttempts.questionCount, minQuestions)))
    .orderBy(desc(testAttempts.finishedAt));
  const rows = limit ? query.limit(limit).all() : query.all();
  return rows.map((r) => ({ ...r, finishedAt: r.finishedAt as Date, percent: percentage(r.correct, r.total) }));
}

/** For each category: how many questions the user answered, and how many at least once correctly. */
export function userCategoryProgress(userId: string) {
  const rows = db()
    .select({
      categoryId: questions.categoryId,
      answered: count(userQuestionStats.questionId),
      correctOnce: sql<number>`sum(case when ${userQuestionStats.timesCorrect} > 0 then 1 else 0 end)`,
    })
    .from(userQuestionStats)
    .innerJoin(questions, eq(questions.id, userQuestionStats.questionId))
    .where(eq(userQuestionStats.userId, userId))
    .groupBy(questions.categoryId)
    .all();
  return new Map(rows.map((r) => [r.categoryId, { answered: r.answered, correctOnce: Number(r.correctOnce ?? 0) }]));
}
