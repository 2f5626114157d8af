import { randomUUID } from "node:crypto";
import { and, asc, count, eq, ne, or, sql } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { writeTransaction } from "~/db/transaction.server";
import { categories, profiles, questions, testAttemptAnswers, testAttempts } from "~/db/schema";
import {
  allowanceCost,
  canGoBack,
  FETCH_FACTOR,
  optionOrder,
  pickQuestions,
  remainingAllowance,
  summarize,
  testSize,
  type Mode,
  type Rng,
  type Role,
} from "~/lib/practice/engine";
import { sittingOf } from "~/lib/learning/sittings";
import { ownerColumns, type Subject } from "~/lib/practice/subject";
import { chosenText, presentOptions, type QuestionView, type TestResults } from "~/lib/practice/views";
import { photoChoices, selectCandidates, shownQuestion } from "~/models/question-catalogue.server";
import { lastGrade } from "~/models/answer-records.server";
import { drawnImage } from "~/models/species-photos.server";
import { guideLinksOfAnswers } from "~/models/guide-links.server";
import { sealQuestionId } from "~/platform/sealed.server";
import { allowanceUsed, takeAllowance } from "~/models/practice-settings.server";

const ANIMAL_CATEGORY = "wildkennis";

/** The one ownership check: a test belongs to the subject whose user or visitor column it carries. */
const ownedByPlaceholders = or(
  eq(testAttempts.userId, sql.placeholder("userId")),
  eq(testAttempts.visitorId, sql.placeholder("visitorId")),
);

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
  questionIds?: string[];
  /** Keep the order of `questionIds` (the learning route: due reviews first) instead of shuffling. */
  ordered?: boolean;
  /** No picture questions: the practice preference 'Zonder fotovragen'. */
  withoutPictures?: boolean;
};

export type StartResult = { ok: true; attemptId: string; size: number } | { ok: false; reason: "limit" | "empty" };

const abandonRunning = prepared((d) =>
  d
    .update(testAttempts)
    .set({ status: "abandoned" })
    .where(and(ownedByPlaceholders, eq(testAttempts.status, "active")))
    .prepare(),
);

/**
 * Starts a test in one BEGIN IMMEDIATE transaction: checks and counts today's allowance in SQL,
 * selects the questions (docs/product.md, "Drawing questions": filters, fetch 3×, shuffle, trim), shuffles each question's options
 * once, ends any other running test of the subject, and updates the profile's test counters.
 */
export function startAttempt(req: StartRequest, now: Date, rng: Rng = Math.random): StartResult {
  const categoryId = req.mode === "category" ? (req.categoryIds?.[0] ?? "") : "";
  return writeTransaction((tx): StartResult => {
    const remaining = remainingAllowance(req.role, req.mode, allowanceUsed(req.subject, req.mode, now, categoryId, tx));
    if (remaining === 0) return { ok: false, reason: "limit" };

    const size = testSize(req.mode, req.role, { requested: req.requestedCount, quickRemaining: req.mode === "quick" ? remaining : null });
    const candidates = selectCandidates(
      tx,
      {
        includePremium: req.role === "premium",
        categoryIds: req.categoryIds,
        types: req.types,
        masteredBy: req.avoidMastered ? req.subject.userId : undefined,
        questionIds: req.questionIds,
        withoutPictures: req.withoutPictures,
      },
      size * FETCH_FACTOR,
    );
    const picked =
      req.ordered && req.questionIds
        ? req.questionIds
            .filter((id) => candidates.some((c) => c.id === id))
            .map((id) => ({ id }))
            .slice(0, size)
        : pickQuestions(candidates, size, rng);
    if (picked.length === 0) return { ok: false, reason: "empty" };
    if (!takeAllowance(tx, req.subject, req.role, req.mode, now, categoryId, allowanceCost(req.mode, picked.length))) {
      return { ok: false, reason: "limit" };
    }

    abandonRunning().run(ownerColumns(req.subject));
    const attemptId = randomUUID();
    tx.insert(testAttempts)
      .values({
        id: attemptId,
        ...ownerColumns(req.subject),
        mode: req.mode,
        categoryId: req.mode === "category" ? categoryId : null,
        title: req.title,
        questionCount: picked.length,
        startedAt: now,
      })
      .run();
    // A picture question shows one of its species' photos, drawn once for this test.
    const photos = photoChoices(
      tx,
      picked.map((q) => q.id),
    );
    tx.insert(testAttemptAnswers)
      .values(
        picked.map((q, position) => {
          const choices = photos.get(q.id) ?? [];
          const photoId = choices.length ? choices[Math.floor(rng() * choices.length)]! : null;
          return { attemptId, position, questionId: q.id, optionOrder: optionOrder(rng), photoId };
        }),
      )
      .run();
    if (req.subject.userId) {
      tx.update(profiles)
        .set({ lastTestDate: now, testsTaken: sql`${profiles.testsTaken} + 1` })
        .where(eq(profiles.id, req.subject.userId))
        .run();
    }
    return { ok: true, attemptId, size: picked.length };
  });
}

// ─── Reading a test ─────────────────────────────────────────────────────────

const activeAttempt = prepared((d) =>
  d
    .select({ id: testAttempts.id })
    .from(testAttempts)
    .where(and(ownedByPlaceholders, eq(testAttempts.status, "active"), eq(testAttempts.mode, sql.placeholder("mode"))))
    .orderBy(sql`${testAttempts.startedAt} desc`)
    .prepare(),
);

/** The newest running test of one mode of this subject. */
export function findActiveAttempt(subject: Subject, mode: Mode): string | null {
  return activeAttempt().get({ ...ownerColumns(subject), mode })?.id ?? null;
}

const ownedAttempt = prepared((d) =>
  d
    .select()
    .from(testAttempts)
    .where(and(eq(testAttempts.id, sql.placeholder("id")), ownedByPlaceholders))
    .prepare(),
);

/** A test of this subject, in any state; null for someone else's test or an unknown id. */
export function attemptOf(attemptId: string, subject: Subject) {
  return ownedAttempt().get({ id: attemptId, ...ownerColumns(subject) }) ?? null;
}

/** A test's answer rows with their questions as shown, and each question's category. */
function answersWithQuestions(d: Db) {
  return d
    .select({
      position: testAttemptAnswers.position,
      optionOrder: testAttemptAnswers.optionOrder,
      selectedOption: testAttemptAnswers.selectedOption,
      isCorrect: testAttemptAnswers.isCorrect,
      revealed: testAttemptAnswers.revealed,
      photoId: testAttemptAnswers.photoId,
      questionId: questions.id,
      speciesId: questions.speciesId,
      ...shownQuestion,
      categoryName: categories.name,
    })
    .from(testAttemptAnswers)
    .innerJoin(questions, eq(questions.id, testAttemptAnswers.questionId))
    .innerJoin(categories, eq(categories.id, questions.categoryId));
}

const questionAtPosition = prepared((d) =>
  answersWithQuestions(d)
    .where(
      and(eq(testAttemptAnswers.attemptId, sql.placeholder("attemptId")), eq(testAttemptAnswers.position, sql.placeholder("position"))),
    )
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

/** Everything the question screen shows. The correct answer is only included once it is revealed. */
export function getQuestionView(attemptId: string, subject: Subject): QuestionView | null {
  const attempt = attemptOf(attemptId, subject);
  if (!attempt || attempt.status !== "active") return null;
  const row = questionAtPosition().get({ attemptId, position: attempt.currentIndex });
  if (!row) return null;
  const { options, correctOption } = presentOptions(row, row.optionOrder);
  const shown = row.revealed;
  return {
    attemptId,
    mode: attempt.mode,
    title: attempt.title,
    position: row.position,
    total: attempt.questionCount,
    questionRef: sealQuestionId(row.questionId),
    questionText: row.questionText,
    categoryName: row.categoryName,
    options,
    selectedOption: row.selectedOption,
    revealed: shown,
    isCorrect: shown ? row.isCorrect : null,
    correctOption: shown ? correctOption : null,
    explanation: shown ? (row.explanation ?? null) : null,
    source: shown ? row.source : null,
    checkedOn: shown ? row.checkedOn : null,
    image: drawnImage(row.questionId, row.photoId, { answered: shown }),
    canGoBack: canGoBack(row.position, shown),
    isLast: row.position === attempt.questionCount - 1,
    // "Only animal questions are available" belongs to quick practice (docs/product.md, "The question screen"): elsewhere the
    // candidate chose the questions, or the learning route did.
    animalOnly: attempt.mode === "quick" && otherCategoryCount().get({ attemptId })?.n === 0,
    sitting: sittingOf(attempt.mode, attempt.title),
    grade: shown && row.isCorrect && subject.userId ? rightGrade(subject.userId, row.questionId) : null,
    guide: shown ? guideLinksOfAnswers([row])[0]! : null,
  };
}

function rightGrade(userId: string, questionId: string) {
  const grade = lastGrade(userId, questionId);
  return grade === "good" || grade === "hard" || grade === "easy" ? grade : null;
}

/** The results of a finished test of this subject. */
export function getResults(attemptId: string, subject: Subject): TestResults | null {
  const attempt = attemptOf(attemptId, subject);
  if (!attempt || attempt.status !== "finished") return null;
  const rows = answersWithQuestions(db())
    .where(eq(testAttemptAnswers.attemptId, attemptId))
    .orderBy(asc(testAttemptAnswers.position))
    .all();
  const guides = guideLinksOfAnswers(rows);
  const answered = rows.map((r, i) => ({
    position: r.position,
    questionText: r.questionText,
    categoryName: r.categoryName,
    ownAnswer: chosenText(r, r.optionOrder, r.selectedOption),
    correctAnswer: r.correctAnswer,
    isCorrect: Boolean(r.isCorrect),
    explanation: r.explanation,
    source: r.source,
    checkedOn: r.checkedOn,
    guide: guides[i]!,
  }));
  return {
    attemptId,
    mode: attempt.mode,
    title: attempt.title,
    categoryId: attempt.categoryId,
    sitting: sittingOf(attempt.mode, attempt.title),
    summary: summarize(answered),
    questions: answered,
  };
}
