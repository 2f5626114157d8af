import { createHash, randomUUID } from "node:crypto";
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import {
  allowanceUsage,
  categories,
  practiceSettings,
  profiles,
  questionFeedback,
  questions,
  testAttemptAnswers,
  testAttempts,
  userQuestionStats,
} from "~/db/schema";
import {
  allowanceDay,
  canGoBack,
  DAILY_ALLOWANCE,
  FETCH_FACTOR,
  MASTERED_AFTER,
  optionOrder,
  pickQuestions,
  remainingAllowance,
  summarize,
  testSize,
  type Mode,
  type Rng,
  type Role,
} from "~/lib/practice/engine";

export type Subject = { userId: string; visitorId?: undefined } | { userId?: undefined; visitorId: string };

export function subjectKey(subject: Subject): string {
  return subject.userId ? `u:${subject.userId}` : `v:${subject.visitorId}`;
}

const ownedBy = (subject: Subject) =>
  subject.userId ? eq(testAttempts.userId, subject.userId) : eq(testAttempts.visitorId, subject.visitorId!);

/** Questions a role may be served: no premium questions without premium, no photo question without a photo. */
function servable(includePremium: boolean): SQL {
  const conditions = [isNull(questions.retiredAt), or(ne(questions.qType, "afbeelding"), isNotNull(questions.imageUrl))!];
  if (!includePremium) conditions.push(eq(questions.isPremium, false));
  return and(...conditions)!;
}

// ─── Categories, types and settings ─────────────────────────────────────────

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

export function listQuestionTypes(includePremium: boolean): string[] {
  return db()
    .selectDistinct({ qType: questions.qType })
    .from(questions)
    .where(servable(includePremium))
    .orderBy(asc(questions.qType))
    .all()
    .map((r) => r.qType);
}

export type PersonalSettings = { categories: string[]; types: string[]; questionCount: number; avoidMastered: boolean };

export function getPersonalSettings(subject: Subject): PersonalSettings | null {
  const row = db()
    .select({ settings: practiceSettings.settings })
    .from(practiceSettings)
    .where(and(eq(practiceSettings.subject, subjectKey(subject)), eq(practiceSettings.mode, "personal")))
    .get();
  return (row?.settings as PersonalSettings | undefined) ?? null;
}

export function savePersonalSettings(subject: Subject, settings: PersonalSettings, now = new Date()) {
  db().insert(practiceSettings)
    .values({ subject: subjectKey(subject), mode: "personal", settings, updatedAt: now })
    .onConflictDoUpdate({ target: [practiceSettings.subject, practiceSettings.mode], set: { settings, updatedAt: now } })
    .run();
}

// ─── Allowances ─────────────────────────────────────────────────────────────

export function allowanceUsed(subject: Subject, mode: Mode, now: Date, categoryId = ""): number {
  const row = db()
    .select({ used: allowanceUsage.used })
    .from(allowanceUsage)
    .where(
      and(
        eq(allowanceUsage.subject, subjectKey(subject)),
        eq(allowanceUsage.day, allowanceDay(now)),
        eq(allowanceUsage.mode, mode),
        eq(allowanceUsage.categoryId, mode === "category" ? categoryId : ""),
      ),
    )
    .get();
  return row?.used ?? 0;
}

/** What is left today for this subject (null: no limit). Without a subject nothing is used yet. */
export function remainingToday(subject: Subject | null, role: Role, mode: Mode, now: Date, categoryId = ""): number | null {
  return remainingAllowance(role, mode, subject ? allowanceUsed(subject, mode, now, categoryId) : 0);
}

// ─── Starting a test ────────────────────────────────────────────────────────

export type StartRequest = {
  subject: Subject;
  role: Role;
  mode: Mode;
  title: string;
  categoryIds?: string[];
  types?: string[];
  requestedCount?: number;
  avoidMastered?: boolean;
};

export type CandidateFilter = { includePremium: boolean; categoryIds?: string[]; types?: string[]; masteredBy?: string };

/**
 * The question selection of product.md §7: servable questions, optionally in some categories and
 * types, without those the user answered correctly five times or more; `limit` of them at random.
 */
export function selectCandidates(tx: Pick<ReturnType<typeof db>, "select">, filter: CandidateFilter, limit: number) {
  const filters: SQL[] = [servable(filter.includePremium)];
  if (filter.categoryIds?.length) filters.push(inArray(questions.categoryId, filter.categoryIds));
  if (filter.types?.length) filters.push(inArray(questions.qType, filter.types));
  if (filter.masteredBy) {
    const mastered = tx
      .select({ id: userQuestionStats.questionId })
      .from(userQuestionStats)
      .where(and(eq(userQuestionStats.userId, filter.masteredBy), gte(userQuestionStats.timesCorrect, MASTERED_AFTER)));
    filters.push(notInArray(questions.id, mastered));
  }
  return tx.select({ id: questions.id }).from(questions).where(and(...filters)).orderBy(sql`random()`).limit(limit).all();
}

export type StartResult = { ok: true; attemptId: string; size: number } | { ok: false; reason: "limit" | "empty" };

/**
 * Starts a test in one BEGIN IMMEDIATE transaction: checks and counts today's allowance in SQL,
 * selects the questions (§7: filters, fetch 3×, shuffle, trim), shuffles each question's options
 * once, ends any other running test of the subject, and updates the profile's test counters.
 */
export function startAttempt(req: StartRequest, now: Date, rng: Rng = Math.random): StartResult {
  const includePremium = req.role === "premium";
  const key = subjectKey(req.subject);
  const day = allowanceDay(now);
  const allowanceCategory = req.mode === "category" ? (req.categoryIds?.[0] ?? "") : "";

  return db().transaction(
    (tx): StartResult => {
      const usedRow = tx
        .select({ used: allowanceUsage.used })
        .from(allowanceUsage)
        .where(and(eq(allowanceUsage.subject, key), eq(allowanceUsage.day, day), eq(allowanceUsage.mode, req.mode), eq(allowanceUsage.categoryId, allowanceCategory)))
        .get();
      const remaining = remainingAllowance(req.role, req.mode, usedRow?.used ?? 0);
      if (remaining === 0) return { ok: false, reason: "limit" };

      const size = testSize(req.mode, req.role, { requested: req.requestedCount, quickRemaining: req.mode === "quick" ? remaining : null });
      const candidates = selectCandidates(
        tx,
        { includePremium, categoryIds: req.categoryIds, types: req.types, masteredBy: req.avoidMastered ? req.subject.userId : undefined },
        size * FETCH_FACTOR,
      );
      const picked = pickQuestions(candidates, size, rng);
      if (picked.length === 0) return { ok: false, reason: "empty" };

      if (remaining !== null) {
        const cost = req.mode === "quick" ? picked.length : 1;
        const limit = DAILY_ALLOWANCE[req.role === "anonymous" ? "anonymous" : "free"][req.mode];
        const counted = tx
          .insert(allowanceUsage)
          .values({ subject: key, day, mode: req.mode, categoryId: allowanceCategory, used: cost })
          .onConflictDoUpdate({
            target: [allowanceUsage.subject, allowanceUsage.day, allowanceUsage.mode, allowanceUsage.categoryId],
            set: { used: sql`${allowanceUsage.used} + ${cost}` },
            setWhere: sql`${allowanceUsage.used} + ${cost} <= ${limit}`,
          })
          .run();
        if (counted.changes === 0) return { ok: false, reason: "limit" };
      }

      tx.update(testAttempts).set({ status: "abandoned" }).where(and(ownedBy(req.subject), eq(testAttempts.status, "active"))).run();
      const attemptId = randomUUID();
      tx.insert(testAttempts)
        .values({
          id: attemptId,
          userId: req.subject.userId ?? null,
          visitorId: req.subject.visitorId ?? null,
          mode: req.mode,
          categoryId: req.mode === "category" ? allowanceCategory : null,
          title: req.title,
          questionCount: picked.length,
          startedAt: now,
        })
        .run();
      tx.insert(testAttemptAnswers)
        .values(picked.map((q, position) => ({ attemptId, position, questionId: q.id, optionOrder: optionOrder(rng) })))
        .run();
      if (req.subject.userId) {
        tx.update(profiles)
          .set({ lastTestDate: now, testsTaken: sql`${profiles.testsTaken} + 1` })
          .where(eq(profiles.id, req.subject.userId))
          .run();
      }
      return { ok: true, attemptId, size: picked.length };
    },
    { behavior: "immediate" },
  );
}

// ─── Taking a test ──────────────────────────────────────────────────────────

/** The newest running test of one mode, for the owner in `column` (a user's or a visitor's). */
const activeAttemptOf = (column: typeof testAttempts.userId | typeof testAttempts.visitorId) =>
  prepared((d) =>
    d
      .select({ id: testAttempts.id })
      .from(testAttempts)
      .where(and(eq(column, sql.placeholder("owner")), eq(testAttempts.status, "active"), eq(testAttempts.mode, sql.placeholder("mode"))))
      .orderBy(sql`${testAttempts.startedAt} desc`)
      .prepare(),
  );
const activeAttemptOfUser = activeAttemptOf(testAttempts.userId);
const activeAttemptOfVisitor = activeAttemptOf(testAttempts.visitorId);

export function findActiveAttempt(subject: Subject, mode: Mode): string | null {
  const row = subject.userId
    ? activeAttemptOfUser().get({ owner: subject.userId, mode })
    : activeAttemptOfVisitor().get({ owner: subject.visitorId, mode });
  return row?.id ?? null;
}

function optionTexts(q: { correctAnswer: string; wrongAnswer1: string; wrongAnswer2: string; wrongAnswer3: string }) {
  return [q.correctAnswer, q.wrongAnswer1, q.wrongAnswer2, q.wrongAnswer3];
}

function getAttempt(attemptId: string, subject: Subject) {
  return db().select().from(testAttempts).where(and(eq(testAttempts.id, attemptId), ownedBy(subject))).get() ?? null;
}

const ANIMAL_CATEGORY = "wildkennis";

/** The columns of a question as the question screen and the demo show it. */
const shownQuestion = {
  questionText: questions.questionText,
  correctAnswer: questions.correctAnswer,
  wrongAnswer1: questions.wrongAnswer1,
  wrongAnswer2: questions.wrongAnswer2,
  wrongAnswer3: questions.wrongAnswer3,
  explanation: questions.explanation,
  source: questions.source,
  checkedOn: questions.checkedOn,
  imageUrl: questions.imageUrl,
  imageCredit: questions.imageCredit,
  imageLicense: questions.imageLicense,
  imageSourceUrl: questions.imageSourceUrl,
};

const attemptById = prepared((d) => d.select().from(testAttempts).where(eq(testAttempts.id, sql.placeholder("id"))).prepare());

const questionAtPosition = prepared((d) =>
  d
    .select({
      position: testAttemptAnswers.position,
      optionOrder: testAttemptAnswers.optionOrder,
      selectedOption: testAttemptAnswers.selectedOption,
      isCorrect: testAttemptAnswers.isCorrect,
      revealed: testAttemptAnswers.revealed,
      questionId: questions.id,
      ...shownQuestion,
      categoryName: categories.name,
    })
    .from(testAttemptAnswers)
    .innerJoin(questions, eq(questions.id, testAttemptAnswers.questionId))
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .where(and(eq(testAttemptAnswers.attemptId, sql.placeholder("attemptId")), eq(testAttemptAnswers.position, sql.placeholder("position"))))
    .prepare(),
);

const otherCategoryCount = prepared((d) =>
  d
    .select({ n: count() })
    .from(testAttemptAnswers)
    .innerJoin(questions, eq(questions.id, testAttemptAnswers.questionId))
    .where(and(eq(testAttemptAnswers.attemptId, sql.placeholder("attemptId")), ne(questions.categoryId, ANIMAL_CATEGORY)))
    .prepare(),
);

function ownsAttempt(attempt: { userId: string | null; visitorId: string | null }, subject: Subject) {
  return subject.userId ? attempt.userId === subject.userId : attempt.visitorId === subject.visitorId;
}

/** Everything the question screen shows. The correct answer is only included once it is revealed. */
export function getQuestionView(attemptId: string, subject: Subject) {
  const attempt = attemptById().get({ id: attemptId });
  if (!attempt || !ownsAttempt(attempt, subject) || attempt.status !== "active") return null;
  const row = questionAtPosition().get({ attemptId, position: attempt.currentIndex });
  if (!row) return null;
  const texts = optionTexts(row);
  const animalOnly = otherCategoryCount().get({ attemptId })?.n === 0;
  return {
    attemptId,
    mode: attempt.mode,
    title: attempt.title,
    position: row.position,
    total: attempt.questionCount,
    questionId: row.questionId,
    questionText: row.questionText,
    categoryName: row.categoryName,
    options: row.optionOrder.map((i) => texts[i]!),
    selectedOption: row.selectedOption,
    revealed: row.revealed,
    isCorrect: row.revealed ? row.isCorrect : null,
    correctOption: row.revealed ? row.optionOrder.indexOf(0) : null,
    explanation: row.revealed ? (row.explanation ?? null) : null,
    source: row.revealed ? row.source : null,
    checkedOn: row.revealed ? row.checkedOn : null,
    image: row.imageUrl
      ? { url: row.imageUrl, credit: row.imageCredit, license: row.imageLicense, sourceUrl: row.imageSourceUrl }
      : null,
    canGoBack: canGoBack(row.position, row.revealed),
    isLast: row.position === attempt.questionCount - 1,
    animalOnly,
  };
}

export type StepError = "not-found" | "stale" | "not-checked" | "not-allowed";

function currentAnswer(tx: Pick<ReturnType<typeof db>, "select">, attemptId: string, position: number) {
  return tx
    .select()
    .from(testAttemptAnswers)
    .where(and(eq(testAttemptAnswers.attemptId, attemptId), eq(testAttemptAnswers.position, position)))
    .get();
}

/**
 * Records the chosen option of the current question. The first check of a question in a test
 * counts in user_question_stats (incremented in SQL); checking again after 'Vorige vraag' does not.
 */
export function checkAnswer(attemptId: string, subject: Subject, position: number, selected: number, now: Date): { ok: true } | { ok: false; error: StepError } {
  return db().transaction(
    (tx) => {
      const attempt = tx.select().from(testAttempts).where(and(eq(testAttempts.id, attemptId), ownedBy(subject))).get();
      if (!attempt || attempt.status !== "active") return { ok: false as const, error: "not-found" as const };
      if (attempt.currentIndex !== position) return { ok: false as const, error: "stale" as const };
      const answer = currentAnswer(tx, attemptId, position);
      if (!answer) return { ok: false as const, error: "not-found" as const };
      const isCorrect = answer.optionOrder[selected] === 0;
      tx.update(testAttemptAnswers)
        .set({ selectedOption: selected, isCorrect, revealed: true, checkedAt: answer.checkedAt ?? now })
        .where(and(eq(testAttemptAnswers.attemptId, attemptId), eq(testAttemptAnswers.position, position)))
        .run();
      if (subject.userId && answer.checkedAt === null) {
        tx.insert(userQuestionStats)
          .values({ userId: subject.userId, questionId: answer.questionId, timesCorrect: isCorrect ? 1 : 0, timesWrong: isCorrect ? 0 : 1, lastShownAt: now })
          .onConflictDoUpdate({
            target: [userQuestionStats.userId, userQuestionStats.questionId],
            set: {
              timesCorrect: sql`${userQuestionStats.timesCorrect} + ${isCorrect ? 1 : 0}`,
              timesWrong: sql`${userQuestionStats.timesWrong} + ${isCorrect ? 0 : 1}`,
              lastShownAt: now,
            },
          })
          .run();
      }
      return { ok: true as const };
    },
    { behavior: "immediate" },
  );
}

/** Moves on to the next question (the current one must be checked) or back one ('Vorige vraag' rule). */
export function moveInAttempt(attemptId: string, subject: Subject, position: number, direction: "next" | "previous"): { ok: true } | { ok: false; error: StepError } {
  return db().transaction(
    (tx) => {
      const attempt = tx.select().from(testAttempts).where(and(eq(testAttempts.id, attemptId), ownedBy(subject))).get();
      if (!attempt || attempt.status !== "active") return { ok: false as const, error: "not-found" as const };
      if (attempt.currentIndex !== position) return { ok: false as const, error: "stale" as const };
      const answer = currentAnswer(tx, attemptId, position);
      if (!answer) return { ok: false as const, error: "not-found" as const };
      if (direction === "next") {
        if (!answer.revealed) return { ok: false as const, error: "not-checked" as const };
        if (position >= attempt.questionCount - 1) return { ok: false as const, error: "not-allowed" as const };
        tx.update(testAttempts).set({ currentIndex: position + 1 }).where(eq(testAttempts.id, attemptId)).run();
        return { ok: true as const };
      }
      if (!canGoBack(position, answer.revealed)) return { ok: false as const, error: "not-allowed" as const };
      tx.update(testAttempts).set({ currentIndex: position - 1 }).where(eq(testAttempts.id, attemptId)).run();
      // Going back keeps the earlier choice but hides the answer again.
      tx.update(testAttemptAnswers)
        .set({ revealed: false })
        .where(and(eq(testAttemptAnswers.attemptId, attemptId), eq(testAttemptAnswers.position, position - 1)))
        .run();
      return { ok: true as const };
    },
    { behavior: "immediate" },
  );
}

/** Ends the test after its last question has been checked. */
export function finishAttempt(attemptId: string, subject: Subject, now: Date): { ok: true } | { ok: false; error: StepError } {
  return db().transaction(
    (tx) => {
      const attempt = tx.select().from(testAttempts).where(and(eq(testAttempts.id, attemptId), ownedBy(subject))).get();
      if (!attempt || attempt.status !== "active") return { ok: false as const, error: "not-found" as const };
      const last = currentAnswer(tx, attemptId, attempt.questionCount - 1);
      if (attempt.currentIndex !== attempt.questionCount - 1 || !last?.revealed) return { ok: false as const, error: "not-checked" as const };
      const correct = tx
        .select({ n: count() })
        .from(testAttemptAnswers)
        .where(and(eq(testAttemptAnswers.attemptId, attemptId), eq(testAttemptAnswers.isCorrect, true)))
        .get()?.n ?? 0;
      tx.update(testAttempts).set({ status: "finished", finishedAt: now, correctCount: correct }).where(eq(testAttempts.id, attemptId)).run();
      return { ok: true as const };
    },
    { behavior: "immediate" },
  );
}

/** The results of a finished test of this subject. */
export function getResults(attemptId: string, subject: Subject) {
  const attempt = getAttempt(attemptId, subject);
  if (!attempt || attempt.status !== "finished") return null;
  const rows = db()
    .select({
      position: testAttemptAnswers.position,
      optionOrder: testAttemptAnswers.optionOrder,
      selectedOption: testAttemptAnswers.selectedOption,
      isCorrect: testAttemptAnswers.isCorrect,
      questionText: questions.questionText,
      correctAnswer: questions.correctAnswer,
      wrongAnswer1: questions.wrongAnswer1,
      wrongAnswer2: questions.wrongAnswer2,
      wrongAnswer3: questions.wrongAnswer3,
      explanation: questions.explanation,
      source: questions.source,
      checkedOn: questions.checkedOn,
      categoryName: categories.name,
    })
    .from(testAttemptAnswers)
    .innerJoin(questions, eq(questions.id, testAttemptAnswers.questionId))
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .where(eq(testAttemptAnswers.attemptId, attemptId))
    .orderBy(asc(testAttemptAnswers.position))
    .all();
  const questionsOut = rows.map((r) => {
    const texts = optionTexts(r);
    return {
      position: r.position,
      questionText: r.questionText,
      categoryName: r.categoryName,
      ownAnswer: r.selectedOption === null ? null : texts[r.optionOrder[r.selectedOption]!]!,
      correctAnswer: r.correctAnswer,
      isCorrect: Boolean(r.isCorrect),
      explanation: r.explanation,
      source: r.source,
      checkedOn: r.checkedOn,
    };
  });
  return {
    attemptId,
    mode: attempt.mode,
    title: attempt.title,
    categoryId: attempt.categoryId,
    summary: summarize(questionsOut.map((q) => ({ categoryName: q.categoryName, isCorrect: q.isCorrect }))),
    questions: questionsOut,
  };
}

// ─── Feedback and the landing demo ──────────────────────────────────────────

export function questionExists(questionId: string) {
  return Boolean(db().select({ id: questions.id }).from(questions).where(eq(questions.id, questionId)).get());
}

export function recordFeedback(questionId: string, feedbackText: string, userId: string | null, now = new Date()) {
  db().insert(questionFeedback).values({ questionId, feedbackText, userId, createdAt: now }).run();
}

const freeQuestionIds = prepared((d) =>
  d
    .select({ id: questions.id, hasImage: sql<number>`${questions.imageUrl} is not null` })
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

export { optionTexts };
