import { and, count, eq, sql } from "drizzle-orm";
import { prepared } from "~/db/prepared.server";
import { writeTransaction, type Tx } from "~/db/transaction.server";
import { testAttemptAnswers, testAttempts } from "~/db/schema";
import { canGoBack, isChosenRight, type Mode } from "~/lib/practice/engine";
import type { Subject } from "~/lib/practice/subject";
import { recordAnswers, type ReviewSettings } from "~/models/answer-records.server";
import { attemptOf } from "~/models/attempts.server";

// Taking a test, one step at a time: check the answer, go on or back, finish. Each step is one
// transaction that first loads the subject's running test at the position the form was shown for.

export type StepError = "not-found" | "stale" | "not-checked" | "not-allowed";

/**
 * What a step left behind: whether it was taken, the test's mode (null when the test is not
 * there), and whether the question now on screen shows its answer.
 */
export type StepOutcome =
  { ok: true; mode: Mode; revealed: boolean } | { ok: false; error: StepError; mode: Mode | null; revealed: boolean };

const answerAt = prepared((d) =>
  d
    .select()
    .from(testAttemptAnswers)
    .where(
      and(eq(testAttemptAnswers.attemptId, sql.placeholder("attemptId")), eq(testAttemptAnswers.position, sql.placeholder("position"))),
    )
    .prepare(),
);

type Step = { attempt: NonNullable<ReturnType<typeof attemptOf>>; answer: NonNullable<ReturnType<ReturnType<typeof answerAt>["get"]>> };

/**
 * The one preamble of every step, inside its transaction: the subject's running test, still at
 * the position the form was shown for, and the answer row there.
 */
function loadStep(
  attemptId: string,
  subject: Subject,
  position: number | "current",
): { step: Step } | { refused: StepOutcome & { ok: false } } {
  const attempt = attemptOf(attemptId, subject);
  if (!attempt || attempt.status !== "active") return { refused: { ok: false, error: "not-found", mode: null, revealed: false } };
  const current = answerAt().get({ attemptId, position: attempt.currentIndex });
  if ((position !== "current" && attempt.currentIndex !== position) || !current) {
    return { refused: { ok: false, error: current ? "stale" : "not-found", mode: attempt.mode, revealed: Boolean(current?.revealed) } };
  }
  return { step: { attempt, answer: current } };
}

function refuse({ attempt, answer }: Step, error: StepError): StepOutcome {
  return { ok: false, error, mode: attempt.mode, revealed: answer.revealed };
}

/** Runs one step on the subject's running test in one BEGIN IMMEDIATE transaction. */
function takeStep(
  attemptId: string,
  subject: Subject,
  position: number | "current",
  step: (tx: Tx, current: Step) => StepOutcome,
): StepOutcome {
  return writeTransaction((tx) => {
    const loaded = loadStep(attemptId, subject, position);
    return "refused" in loaded ? loaded.refused : step(tx, loaded.step);
  });
}

/**
 * Records the chosen option of the current question. A user's first check of a question in a test is
 * recorded as an answer (statistics and review card, with `settings`); checking again after 'Vorige
 * vraag' is not.
 */
export function checkAnswer(
  attemptId: string,
  subject: Subject,
  position: number,
  selected: number,
  settings: ReviewSettings,
  now: Date,
): StepOutcome {
  return takeStep(attemptId, subject, position, (tx, { attempt, answer }) => {
    const isCorrect = isChosenRight(answer.optionOrder, selected);
    tx.update(testAttemptAnswers)
      .set({ selectedOption: selected, isCorrect, revealed: true, checkedAt: answer.checkedAt ?? now })
      .where(and(eq(testAttemptAnswers.attemptId, attemptId), eq(testAttemptAnswers.position, position)))
      .run();
    if (subject.userId && answer.checkedAt === null)
      recordAnswers(tx, subject.userId, [{ questionId: answer.questionId, isCorrect }], settings, now);
    return { ok: true, mode: attempt.mode, revealed: true };
  });
}

/** Moves on to the next question (the current one must be checked) or back one ('Vorige vraag' rule). */
export function moveInAttempt(attemptId: string, subject: Subject, position: number, direction: "next" | "previous"): StepOutcome {
  return takeStep(attemptId, subject, position, (tx, current) => {
    const { attempt, answer } = current;
    if (direction === "next") {
      if (!answer.revealed) return refuse(current, "not-checked");
      if (position >= attempt.questionCount - 1) return refuse(current, "not-allowed");
      tx.update(testAttempts)
        .set({ currentIndex: position + 1 })
        .where(eq(testAttempts.id, attemptId))
        .run();
      // The next question cannot have been checked yet: one only leaves a question backwards while its answer is hidden.
      return { ok: true, mode: attempt.mode, revealed: false };
    }
    if (!canGoBack(position, answer.revealed)) return refuse(current, "not-allowed");
    tx.update(testAttempts)
      .set({ currentIndex: position - 1 })
      .where(eq(testAttempts.id, attemptId))
      .run();
    // Going back keeps the earlier choice but hides the answer again.
    tx.update(testAttemptAnswers)
      .set({ revealed: false })
      .where(and(eq(testAttemptAnswers.attemptId, attemptId), eq(testAttemptAnswers.position, position - 1)))
      .run();
    return { ok: true, mode: attempt.mode, revealed: false };
  });
}

/** Ends the test once its last question has been checked. */
export function finishAttempt(attemptId: string, subject: Subject, now: Date): StepOutcome {
  return takeStep(attemptId, subject, "current", (tx, current) => {
    const { attempt, answer } = current;
    if (attempt.currentIndex !== attempt.questionCount - 1 || !answer.revealed) return refuse(current, "not-checked");
    const correct =
      tx
        .select({ n: count() })
        .from(testAttemptAnswers)
        .where(and(eq(testAttemptAnswers.attemptId, attemptId), eq(testAttemptAnswers.isCorrect, true)))
        .get()?.n ?? 0;
    tx.update(testAttempts).set({ status: "finished", finishedAt: now, correctCount: correct }).where(eq(testAttempts.id, attemptId)).run();
    return { ok: true, mode: attempt.mode, revealed: true };
  });
}
