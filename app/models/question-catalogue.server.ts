import { createHash } from "node:crypto";
import { and, asc, count, eq, exists, gte, inArray, isNull, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import type { Queryable } from "~/db/transaction.server";
import { categories, questionFeedback, questions, speciesPhotos, userQuestionStats } from "~/db/schema";
import { MASTERED_AFTER, pickQuestions, type Rng } from "~/lib/practice/engine";

/** A ready photo of the question's species, in the view the question asks for (any view when it names none). */
export const photoForQuestion = and(
  eq(speciesPhotos.species, questions.speciesId),
  eq(speciesPhotos.status, "ready"),
  or(isNull(questions.photoView), eq(speciesPhotos.view, questions.photoView)),
)!;

/** Per question, the ready photos it may show (for drawing one per test). */
export function photoChoices(tx: Queryable, questionIds: string[]): Map<string, number[]> {
  const choices = new Map<string, number[]>();
  if (questionIds.length === 0) return choices;
  const rows = tx
    .select({ questionId: questions.id, photoId: speciesPhotos.id })
    .from(questions)
    .innerJoin(speciesPhotos, photoForQuestion)
    .where(and(inArray(questions.id, questionIds), eq(questions.qType, "afbeelding")))
    .orderBy(asc(speciesPhotos.id))
    .all();
  for (const r of rows) choices.set(r.questionId, [...(choices.get(r.questionId) ?? []), r.photoId]);
  return choices;
}

/**
 * Questions a role may be served: not retired or withdrawn by the owner, no premium questions without
 * premium, no picture question without a photo.
 */
export function servable(includePremium: boolean): SQL {
  const hasPhoto = exists(
    db()
      .select({ one: sql`1` })
      .from(speciesPhotos)
      .where(photoForQuestion),
  );
  const conditions = [isNull(questions.retiredAt), isNull(questions.withdrawnAt), or(ne(questions.qType, "afbeelding"), hasPhoto)!];
  if (!includePremium) conditions.push(eq(questions.isPremium, false));
  return and(...conditions)!;
}

/** The columns of a question as candidates see it (question screen, demo, exam review); the owner's feedback queue shows the same. */
export const shownQuestion = {
  questionText: questions.questionText,
  correctAnswer: questions.correctAnswer,
  wrongAnswer1: questions.wrongAnswer1,
  wrongAnswer2: questions.wrongAnswer2,
  wrongAnswer3: questions.wrongAnswer3,
  explanation: questions.explanation,
  source: questions.source,
  checkedOn: questions.checkedOn,
};

/** Every question this role may be served, with what the exam and the learning route choose by. */
export function servableQuestions(on: Queryable, includePremium: boolean) {
  return on
    .select({
      id: questions.id,
      categoryId: questions.categoryId,
      qType: questions.qType,
      speciesId: questions.speciesId,
      subject: questions.subject,
    })
    .from(questions)
    .where(servable(includePremium))
    .all();
}

/** Categories with the number of questions this role can be served; empty categories are left out. */
export function listCategoriesWithCounts(includePremium: boolean) {
  return db()
    .select({ id: categories.id, name: categories.name, questionCount: count(questions.id) })
    .from(categories)
    .innerJoin(questions, and(eq(questions.categoryId, categories.id), servable(includePremium)))
    .groupBy(categories.id)
    .orderBy(asc(categories.name))
    .all();
}

export function getCategory(id: string) {
  return db().select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.id, id)).get() ?? null;
}

export function listQuestionTypes(includePremium: boolean): string[] {
  return db()
    .selectDistinct({ qType: questions.qType })
    .from(questions)
    .where(servable(includePremium))
    .orderBy(asc(questions.qType))
    .all()
    .map((r) => r.qType);
}

export type CandidateFilter = {
  includePremium: boolean;
  categoryIds?: string[];
  types?: string[];
  masteredBy?: string;
  /** Only these questions (for example an exam's mistakes). */
  questionIds?: string[];
  /** No picture questions ('Zonder fotovragen', for candidates who cannot see the photos). */
  withoutPictures?: boolean;
};

/**
 * The question selection of docs/product.md ("Drawing questions"): servable questions, optionally in some categories and
 * types, without those the user answered correctly five times or more, and without picture questions
 * when asked; `limit` of them at random.
 */
export function selectCandidates(tx: Queryable, filter: CandidateFilter, limit: number) {
  const filters: SQL[] = [servable(filter.includePremium)];
  if (filter.categoryIds?.length) filters.push(inArray(questions.categoryId, filter.categoryIds));
  if (filter.types?.length) filters.push(inArray(questions.qType, filter.types));
  if (filter.questionIds?.length) filters.push(inArray(questions.id, filter.questionIds));
  if (filter.withoutPictures) filters.push(ne(questions.qType, "afbeelding"));
  if (filter.masteredBy) {
    const mastered = tx
      .select({ id: userQuestionStats.questionId })
      .from(userQuestionStats)
      .where(and(eq(userQuestionStats.userId, filter.masteredBy), gte(userQuestionStats.timesCorrect, MASTERED_AFTER)));
    filters.push(notInArray(questions.id, mastered));
  }
  return tx
    .select({ id: questions.id })
    .from(questions)
    .where(and(...filters))
    .orderBy(sql`random()`)
    .limit(limit)
    .all();
}

// ─── Feedback ───────────────────────────────────────────────────────────────

export function questionExists(questionId: string) {
  return Boolean(db().select({ id: questions.id }).from(questions).where(eq(questions.id, questionId)).get());
}

export function recordFeedback(questionId: string, feedbackText: string, userId: string | null, now = new Date()) {
  db().insert(questionFeedback).values({ questionId, feedbackText, userId, createdAt: now }).run();
}

// ─── The landing demo ───────────────────────────────────────────────────────

const freeQuestionIds = prepared((d) =>
  d
    .select({ id: questions.id, hasImage: sql<number>`${questions.qType} = 'afbeelding'` })
    .from(questions)
    .where(servable(false))
    .prepare(),
);

/** How many questions the landing demo can show on one day. */
export const DEMO_POOL_SIZE = 10;
let demoPoolCache: { day: string; ids: string[] } | undefined;

/**
 * The day's demo questions: a fixed handful of free questions (photo questions first), the same for
 * everyone that day. The demo reveals answers without an account, so it answers only for these,
 * never for any free question someone names by id (docs/decisions/0007-anonymous-allowance.md).
 */
export function demoPool(now = new Date()): string[] {
  const day = now.toISOString().slice(0, 10);
  if (demoPoolCache?.day === day) return demoPoolCache.ids;
  const rank = (id: string) => createHash("sha256").update(`${day}:${id}`).digest("hex");
  const ids = freeQuestionIds()
    .all()
    .map((q) => ({ id: q.id, hasImage: Number(q.hasImage) === 1, rank: rank(q.id) }))
    .sort((a, b) => Number(b.hasImage) - Number(a.hasImage) || a.rank.localeCompare(b.rank))
    .slice(0, DEMO_POOL_SIZE)
    .map((q) => q.id);
  demoPoolCache = { day, ids };
  return ids;
}

/** One question of the day's demo pool, at random. */
export function pickDemoQuestionId(rng: Rng = Math.random, now = new Date()): string | null {
  const pool = demoPool(now).map((id) => ({ id }));
  return pickQuestions(pool, 1, rng)[0]?.id ?? null;
}

const demoQuestion = prepared((d) =>
  d
    .select({
      id: questions.id,
      ...shownQuestion,
      // The demo shows a picture question with the species' first ready photo.
      photoId: sql<
        number | null
      >`(select ${speciesPhotos.id} from ${speciesPhotos} where ${photoForQuestion} order by ${speciesPhotos.id} limit 1)`,
    })
    .from(questions)
    .where(and(eq(questions.id, sql.placeholder("id")), servable(false)))
    .prepare(),
);

/** A demo question, only when it is in the day's pool. */
export function getDemoQuestion(questionId: string, now = new Date()) {
  if (!demoPool(now).includes(questionId)) return null;
  return demoQuestion().get({ id: questionId }) ?? null;
}
