import { and, asc, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { writeTransaction } from "~/db/transaction.server";
import { categories, questionFeedback, questions } from "~/db/schema";
import { recordAudit, type Actor } from "~/models/audit-log.server";
import { shownQuestion } from "~/models/question-catalogue.server";

export type FeedbackStatus = "open" | "accepted" | "rejected";

/**
 * The owner's feedback queue: per question with feedback in `status` (open by default), the question as
 * candidates see it and every message about it, the questions with the most messages first.
 */
export function feedbackQueue(status: FeedbackStatus = "open") {
  const messages = db()
    .select({
      id: questionFeedback.id,
      questionId: questionFeedback.questionId,
      text: questionFeedback.feedbackText,
      status: questionFeedback.status,
      ownerNote: questionFeedback.ownerNote,
      createdAt: questionFeedback.createdAt,
    })
    .from(questionFeedback)
    .where(eq(questionFeedback.status, status))
    .orderBy(desc(questionFeedback.createdAt))
    .all();
  const ids = [...new Set(messages.map((m) => m.questionId))];
  if (ids.length === 0) return [];
  const rows = db()
    .select({
      id: questions.id,
      ...shownQuestion,
      withdrawnAt: questions.withdrawnAt,
      categoryName: categories.name,
    })
    .from(questions)
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .where(inArray(questions.id, ids))
    .orderBy(asc(questions.id))
    .all();
  return rows
    .map((q) => ({ ...q, messages: messages.filter((m) => m.questionId === q.id) }))
    .sort((a, b) => b.messages.length - a.messages.length || a.id.localeCompare(b.id));
}

export function openFeedbackCount(): number {
  return db().select({ id: questionFeedback.id }).from(questionFeedback).where(eq(questionFeedback.status, "open")).all().length;
}

/** Accepts or rejects every open message about a question, with the owner's note. Audited. */
export function handleFeedback(actor: Actor, questionId: string, status: "accepted" | "rejected", note: string | null, now = new Date()) {
  return writeTransaction((tx) => {
    const open = tx
      .select({ id: questionFeedback.id, status: questionFeedback.status })
      .from(questionFeedback)
      .where(and(eq(questionFeedback.questionId, questionId), eq(questionFeedback.status, "open")))
      .all();
    if (open.length === 0) return 0;
    tx.update(questionFeedback)
      .set({ status, ownerNote: note, handledAt: now })
      .where(and(eq(questionFeedback.questionId, questionId), eq(questionFeedback.status, "open")))
      .run();
    recordAudit(tx, actor, `feedback.${status}`, `question:${questionId}`, { open: open.length }, { status, note }, now);
    return open.length;
  });
}

/**
 * 'Vraag intrekken': takes a question out of practice at once, without touching content/; the
 * content report lists it until it is fixed there. `withdraw: false` puts it back. Audited.
 */
export function setQuestionWithdrawn(actor: Actor, questionId: string, withdraw: boolean, now = new Date()): boolean {
  const changed = writeTransaction((tx) => {
    const q = tx.select({ withdrawnAt: questions.withdrawnAt }).from(questions).where(eq(questions.id, questionId)).get();
    if (!q) return false;
    tx.update(questions)
      .set({ withdrawnAt: withdraw ? (q.withdrawnAt ?? now) : null })
      .where(eq(questions.id, questionId))
      .run();
    recordAudit(
      tx,
      actor,
      withdraw ? "question.withdraw" : "question.restore",
      `question:${questionId}`,
      { withdrawnAt: q.withdrawnAt },
      { withdrawnAt: withdraw ? (q.withdrawnAt ?? now) : null },
      now,
    );
    return true;
  });
  return changed;
}

/** The questions the owner withdrew and that are still in content/ (for the content report). */
export function withdrawnQuestions() {
  return db()
    .select({ id: questions.id, withdrawnAt: questions.withdrawnAt })
    .from(questions)
    .where(and(isNotNull(questions.withdrawnAt), isNull(questions.retiredAt)))
    .orderBy(asc(questions.id))
    .all();
}
