import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { writeTransaction, type Queryable } from "~/db/transaction.server";
import { appMeta, categories, examAnswers, exams, questions } from "~/db/schema";
import { blueprintFor, countsForFreeLimit, isOverTime, nextFreeExamAt, pictureShortfall, planExam, type Blueprint } from "~/lib/exam/rules";
import { isChosenRight, optionOrder, type Rng } from "~/lib/practice/engine";
import { presentOptions } from "~/lib/practice/views";
import type { ExamQuestionView } from "~/lib/exam/views";
import { recordAnswers, type ReviewSettings } from "~/models/answer-records.server";
import { photoChoices, servable, servableQuestions } from "~/models/question-catalogue.server";
import { drawnImage } from "~/models/species-photos.server";

/** The blueprint imported from content/exam-blueprint.yaml. */
export function examBlueprint(on: Queryable = db()): Blueprint | null {
  const row = on.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, "exam_blueprint")).get();
  return row ? (JSON.parse(row.value) as Blueprint) : null;
}

/** The newest exam this user started that counts for a free account's limit, if any. */
function lastStarted(on: Queryable, userId: string): Date | null {
  return (
    on
      .select({ startedAt: exams.startedAt })
      .from(exams)
      .where(and(eq(exams.userId, userId), eq(exams.countsForFreeLimit, true)))
      .orderBy(desc(exams.startedAt))
      .limit(1)
      .get()?.startedAt ?? null
  );
}

/**
 * How many picture questions a full exam started now would lack because their photos are not there
 * (none have been fetched yet, or too few): 0 when the picture part is complete.
 */
export function missingExamPictures(includePremium: boolean, on: Queryable = db()): number {
  const blueprint = examBlueprint(on);
  if (!blueprint) return 0;
  const servablePictures = on
    .select({ n: count() })
    .from(questions)
    .where(and(servable(includePremium), eq(questions.qType, "afbeelding")))
    .get()!.n;
  return pictureShortfall(blueprint, servablePictures);
}

export function activeExamId(userId: string, on: Queryable = db()): string | null {
  return (
    on
      .select({ id: exams.id })
      .from(exams)
      .where(and(eq(exams.userId, userId), eq(exams.status, "active")))
      .get()?.id ?? null
  );
}

/** Null when this account may start an exam now; otherwise when it may (free accounts: one per 7 days). */
export function nextExamAllowedAt(userId: string, isPremium: boolean, now: Date, on: Queryable = db()): Date | null {
  return isPremium ? null : nextFreeExamAt(lastStarted(on, userId), now);
}

export type StartExamResult =
  { ok: true; examId: string; resumed: boolean } | { ok: false; reason: "wait"; nextAt: Date } | { ok: false; reason: "empty" };

export type ExamChoice = { timerMinutes: number | null; withoutPictures: boolean };

/**
 * Starts an exam in one transaction, or returns the one already running (an exam in progress is never
 * replaced). Checks the free account's one exam per 7 days, draws the questions by the blueprint (of the
 * exam without picture questions when chosen) from what this account may be served, shuffles each
 * question's options and draws a photo per picture question. An exam that lacks picture questions for
 * want of photos is not counted as a free account's exam of the week.
 */
export function startExam(
  user: { id: string; isPremium: boolean },
  { timerMinutes, withoutPictures }: ExamChoice,
  now: Date,
  rng: Rng = Math.random,
): StartExamResult {
  return writeTransaction((tx): StartExamResult => {
    const running = activeExamId(user.id, tx);
    if (running) return { ok: true, examId: running, resumed: true };
    const nextAt = nextExamAllowedAt(user.id, user.isPremium, now, tx);
    if (nextAt) return { ok: false, reason: "wait", nextAt };
    const fullBlueprint = examBlueprint(tx);
    if (!fullBlueprint) return { ok: false, reason: "empty" };
    const blueprint = blueprintFor(fullBlueprint, withoutPictures);

    const candidates = servableQuestions(tx, user.isPremium)
      .map((q) => ({ id: q.id, categoryId: q.categoryId, isPicture: q.qType === "afbeelding", speciesId: q.speciesId, subject: q.subject }))
      .filter((q) => !(withoutPictures && q.isPicture));
    const plan = planExam(blueprint, candidates, rng);
    if (plan.questionIds.length === 0) return { ok: false, reason: "empty" };

    const examId = randomUUID();
    tx.insert(exams)
      .values({
        id: examId,
        userId: user.id,
        questionCount: plan.questionIds.length,
        pictureCount: plan.pictureCount,
        passMark: plan.passMark,
        premiumBank: user.isPremium,
        withoutPictures,
        countsForFreeLimit: countsForFreeLimit(plan),
        startedAt: now,
        deadlineAt: timerMinutes === null ? null : new Date(now.getTime() + timerMinutes * 60_000),
      })
      .run();
    const photos = photoChoices(tx, plan.questionIds);
    tx.insert(examAnswers)
      .values(
        plan.questionIds.map((questionId, position) => {
          const choices = photos.get(questionId) ?? [];
          return {
            examId,
            position,
            questionId,
            optionOrder: optionOrder(rng),
            photoId: choices.length ? choices[Math.floor(rng() * choices.length)]! : null,
          };
        }),
      )
      .run();
    return { ok: true, examId, resumed: false };
  });
}

/** This user's exam, or null when there is none of that id that is theirs. */
export function ownExam(on: Queryable, examId: string, userId: string) {
  return (
    on
      .select()
      .from(exams)
      .where(and(eq(exams.id, examId), eq(exams.userId, userId)))
      .get() ?? null
  );
}

export type ExamRead = { state: "missing" } | { state: "finished"; examId: string } | { state: "running"; view: ExamQuestionView };

/** Whether this user's exam is still running while its time has run out: it is to be handed in as it stands. */
export function examTimeIsUp(examId: string, userId: string, now: Date): boolean {
  const exam = ownExam(db(), examId, userId);
  return exam?.status === "active" && isOverTime(exam.deadlineAt, now);
}

/**
 * A running exam at a position. One that is handed in, or whose time ran out (to be handed in first:
 * `examTimeIsUp`), reads as finished. Only reads.
 */
export function readExam(examId: string, userId: string, position: number, now: Date): ExamRead {
  const exam = ownExam(db(), examId, userId);
  if (!exam) return { state: "missing" };
  if (exam.status === "finished" || isOverTime(exam.deadlineAt, now)) return { state: "finished", examId };

  const at = Math.min(Math.max(0, position), exam.questionCount - 1);
  const rows = db()
    .select({ position: examAnswers.position, selectedOption: examAnswers.selectedOption, flagged: examAnswers.flagged })
    .from(examAnswers)
    .where(eq(examAnswers.examId, examId))
    .orderBy(asc(examAnswers.position))
    .all();
  const row = db()
    .select({
      questionId: examAnswers.questionId,
      optionOrder: examAnswers.optionOrder,
      selectedOption: examAnswers.selectedOption,
      flagged: examAnswers.flagged,
      photoId: examAnswers.photoId,
      questionText: questions.questionText,
      correctAnswer: questions.correctAnswer,
      wrongAnswer1: questions.wrongAnswer1,
      wrongAnswer2: questions.wrongAnswer2,
      wrongAnswer3: questions.wrongAnswer3,
      categoryName: categories.name,
    })
    .from(examAnswers)
    .innerJoin(questions, eq(questions.id, examAnswers.questionId))
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .where(and(eq(examAnswers.examId, examId), eq(examAnswers.position, at)))
    .get();
  if (!row) return { state: "missing" };
  const overview = rows.map((r) => ({ position: r.position, answered: r.selectedOption !== null, flagged: r.flagged }));
  return {
    state: "running",
    view: {
      examId,
      withoutPictures: exam.withoutPictures,
      position: at,
      total: exam.questionCount,
      pictureCount: exam.pictureCount,
      picturesWanted: exam.withoutPictures ? 0 : (examBlueprint()?.pictures ?? exam.pictureCount),
      deadlineAt: exam.deadlineAt?.toISOString() ?? null,
      questionText: row.questionText,
      categoryName: row.categoryName,
      // Only the texts in the shown order: which one is right is not sent before 'Inleveren'.
      options: presentOptions(row, row.optionOrder).options,
      selectedOption: row.selectedOption,
      flagged: row.flagged,
      // Before 'Inleveren': the photo without its credit, whose source names the species.
      image: drawnImage(row.questionId, row.photoId, { answered: false }),
      overview,
      unanswered: overview.filter((o) => !o.answered).length,
    },
  };
}

export type ExamStep = { ok: true } | { ok: false; reason: "missing" | "finished" | "time-up" };

/**
 * Stores the answer shown at `position` (null keeps what was there) and, when asked, turns its flag.
 * Refused once the exam is handed in, or when its time has run out ("time-up": hand it in as it stands).
 */
export function saveExamAnswer(
  examId: string,
  userId: string,
  position: number,
  change: { selected: number | null; toggleFlag: boolean },
  now: Date,
): ExamStep {
  return writeTransaction((tx): ExamStep => {
    const exam = ownExam(tx, examId, userId);
    if (!exam) return { ok: false, reason: "missing" };
    if (exam.status !== "active") return { ok: false, reason: "finished" };
    if (isOverTime(exam.deadlineAt, now)) return { ok: false, reason: "time-up" };
    if (position < 0 || position >= exam.questionCount) return { ok: false, reason: "missing" };
    const where = and(eq(examAnswers.examId, examId), eq(examAnswers.position, position));
    if (change.selected !== null) tx.update(examAnswers).set({ selectedOption: change.selected }).where(where).run();
    if (change.toggleFlag)
      tx.update(examAnswers)
        .set({ flagged: sql`not ${examAnswers.flagged}` })
        .where(where)
        .run();
    return { ok: true };
  });
}

/** A handed-in answer's verdict; prepared once, as a hand-in runs it for every question of the exam. */
const scoreAnswer = prepared((d) =>
  d
    .update(examAnswers)
    .set({ isCorrect: sql`${sql.placeholder("isCorrect")}` })
    .where(and(eq(examAnswers.examId, sql.placeholder("examId")), eq(examAnswers.position, sql.placeholder("position"))))
    .prepare(),
);

/**
 * Hands the exam in: scores every question on the server in one transaction, records each answered
 * question as the user's answer (statistics and review card, with `settings`), and records the
 * verdict. Handing in twice changes nothing.
 */
export function handIn(examId: string, userId: string, settings: ReviewSettings, now: Date): ExamStep {
  return writeTransaction((tx): ExamStep => {
    const exam = ownExam(tx, examId, userId);
    if (!exam) return { ok: false, reason: "missing" };
    if (exam.status !== "active") return { ok: true };
    const rows = tx
      .select({
        position: examAnswers.position,
        questionId: examAnswers.questionId,
        optionOrder: examAnswers.optionOrder,
        selectedOption: examAnswers.selectedOption,
      })
      .from(examAnswers)
      .where(eq(examAnswers.examId, examId))
      .all();
    const scored = rows.map((r) => ({ ...r, isCorrect: isChosenRight(r.optionOrder, r.selectedOption) }));
    for (const r of scored) scoreAnswer().run({ examId, position: r.position, isCorrect: r.isCorrect ? 1 : 0 });
    recordAnswers(
      tx,
      userId,
      scored.filter((r) => r.selectedOption !== null),
      settings,
      now,
    );
    const correct = scored.filter((r) => r.isCorrect).length;
    // Finished at the deadline when the time ran out, so the history shows when it really ended.
    const finishedAt = exam.deadlineAt && isOverTime(exam.deadlineAt, now) ? exam.deadlineAt : now;
    tx.update(exams)
      .set({ status: "finished", finishedAt, correctCount: correct, passed: correct >= exam.passMark })
      .where(eq(exams.id, examId))
      .run();
    return { ok: true };
  });
}
