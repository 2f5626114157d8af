import { and, asc, eq, isNotNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { categories, examAnswers, exams, questions } from "~/db/schema";
import { scoreExam } from "~/lib/exam/rules";
import type { ExamHistoryItem, ExamResult } from "~/lib/exam/views";
import { chosenText } from "~/lib/practice/views";
import { ownExam } from "~/models/exams.server";
import { shownQuestion } from "~/models/question-catalogue.server";
import { drawnImage } from "~/models/species-photos.server";
import { guideLinksOfAnswers } from "~/models/guide-links.server";

// A handed-in exam as its owner reads it afterwards: the verdict with its review, and the history.

/** The verdict, the parts and the review of a handed-in exam of this user. */
export function examResult(examId: string, userId: string): ExamResult | null {
  const exam = ownExam(db(), examId, userId);
  if (!exam || exam.status !== "finished" || !exam.finishedAt) return null;
  const rows = db()
    .select({
      position: examAnswers.position,
      questionId: examAnswers.questionId,
      optionOrder: examAnswers.optionOrder,
      selectedOption: examAnswers.selectedOption,
      flagged: examAnswers.flagged,
      isCorrect: examAnswers.isCorrect,
      photoId: examAnswers.photoId,
      qType: questions.qType,
      speciesId: questions.speciesId,
      categoryName: categories.name,
      ...shownQuestion,
    })
    .from(examAnswers)
    .innerJoin(questions, eq(questions.id, examAnswers.questionId))
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .where(eq(examAnswers.examId, examId))
    .orderBy(asc(examAnswers.position))
    .all();
  const guides = guideLinksOfAnswers(rows);
  const review = rows.map((r, i) => ({
    position: r.position,
    questionText: r.questionText,
    categoryName: r.categoryName,
    isPicture: r.qType === "afbeelding",
    ownAnswer: chosenText(r, r.optionOrder, r.selectedOption),
    correctAnswer: r.correctAnswer,
    isCorrect: Boolean(r.isCorrect),
    flagged: r.flagged,
    explanation: r.explanation,
    source: r.source,
    checkedOn: r.checkedOn,
    image: drawnImage(r.questionId, r.photoId, { answered: true }),
    guide: guides[i]!,
  }));
  const score = scoreExam(
    review.map((r) => ({ isCorrect: r.isCorrect, categoryName: r.categoryName, isPicture: r.isPicture, answered: r.ownAnswer !== null })),
    exam.passMark,
  );
  return {
    examId,
    withoutPictures: exam.withoutPictures,
    startedAt: exam.startedAt.toISOString(),
    finishedAt: exam.finishedAt.toISOString(),
    timedOut: Boolean(exam.deadlineAt && exam.finishedAt.getTime() === exam.deadlineAt.getTime()),
    score,
    review,
    mistakes: rows.filter((r) => !r.isCorrect).map((r) => r.questionId),
  };
}

/** Every handed-in exam of this user, oldest first. */
export function examHistory(userId: string): ExamHistoryItem[] {
  return db()
    .select({
      examId: exams.id,
      finishedAt: exams.finishedAt,
      correct: exams.correctCount,
      total: exams.questionCount,
      passMark: exams.passMark,
      passed: exams.passed,
      withoutPictures: exams.withoutPictures,
    })
    .from(exams)
    .where(and(eq(exams.userId, userId), eq(exams.status, "finished"), isNotNull(exams.finishedAt)))
    .orderBy(asc(exams.finishedAt))
    .all()
    .map((e) => ({
      examId: e.examId,
      finishedAt: e.finishedAt!.toISOString(),
      correct: e.correct ?? 0,
      total: e.total,
      passMark: e.passMark,
      passed: Boolean(e.passed),
      withoutPictures: e.withoutPictures,
    }));
}
