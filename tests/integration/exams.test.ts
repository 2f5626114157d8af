import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appMeta, categories, examAnswers, exams, questions, species, speciesPhotos, userQuestionStats } from "~/db/schema";
import { seededRng } from "~/lib/practice/engine";
import { deleteAccount, exportUserData } from "~/models/accounts.server";
import { DEFAULT_RETENTION } from "~/lib/learning/scheduler";
import { examHistory, examResult } from "~/models/exam-results.server";
import { examTimeIsUp, handIn, missingExamPictures, nextExamAllowedAt, readExam, saveExamAnswer, startExam } from "~/models/exams.server";
import { freshDatabase } from "../support/database";
import { accountId, questionRow, reeRow } from "../support/rows";

const env = freshDatabase();
afterAll(() => env.cleanup());
const now = new Date("2026-11-25T10:00:00Z");
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const FULL = { timerMinutes: null, withoutPictures: false };
const SETTINGS = { retention: DEFAULT_RETENTION };

/** The shown option that is right, read from the stored order (what only the server knows). */
function rightOption(examId: string, position: number) {
  const row = env.db
    .select({ optionOrder: examAnswers.optionOrder })
    .from(examAnswers)
    .where(and(eq(examAnswers.examId, examId), eq(examAnswers.position, position)))
    .get()!;
  return row.optionOrder.indexOf(0);
}

beforeAll(() => {
  env.db
    .insert(categories)
    .values([
      { id: "a", name: "Categorie A" },
      { id: "b", name: "Categorie B" },
      { id: "w", name: "Wildkennis" },
    ])
    .run();
  // A small exam: 10 questions, 2 of them on a picture, passed at 7.
  env.db
    .insert(appMeta)
    .values({ key: "exam_blueprint", value: JSON.stringify({ total: 10, pictures: 2, passMark: 7, categories: { a: 5, b: 3 } }) })
    .run();
  env.db.insert(species).values(reeRow()).run();
  env.db
    .insert(speciesPhotos)
    .values({ species: "ree", fileTitle: "File:Ree.jpg", license: "CC0", sourcePage: "https://example.org/ree", width: 1600, height: 1000 })
    .run();
  env.db
    .insert(questions)
    .values([
      ...Array.from({ length: 8 }, (_, i) => questionRow(`a${i}`, "a", i >= 6)),
      ...Array.from({ length: 5 }, (_, i) => questionRow(`b${i}`, "b", i >= 4)),
      questionRow("w1", "w", false, { qType: "afbeelding", speciesId: "ree" }),
      questionRow("w2", "w", false, { qType: "afbeelding", speciesId: "ree" }),
      questionRow("w3", "w", true, { qType: "afbeelding", speciesId: "ree" }),
    ])
    .run();
});

describe("exams", () => {
  it("a free account gets one exam per 7 days from the free questions; an exam in progress is resumed, never replaced", () => {
    const userId = accountId("vrij@voorbeeld.nl", now);
    const user = { id: userId, isPremium: false };
    const first = startExam(user, FULL, now, seededRng("vrij"));
    if (!first.ok) throw new Error("expected an exam");
    expect(first.resumed).toBe(false);
    expect(startExam(user, FULL, later(5), seededRng("weer"))).toEqual({ ok: true, examId: first.examId, resumed: true });

    const rows = env.db.select().from(examAnswers).where(eq(examAnswers.examId, first.examId)).all();
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((r) => r.questionId)).size).toBe(10);
    // Free questions only: a6, a7, b4 and w3 are premium.
    expect(rows.map((r) => r.questionId).filter((id) => ["a6", "a7", "b4", "w3"].includes(id))).toEqual([]);
    expect(rows.filter((r) => r.questionId.startsWith("w")).every((r) => r.photoId !== null)).toBe(true);

    handIn(first.examId, userId, SETTINGS, later(30));
    const again = startExam(user, FULL, later(60), seededRng("nog"));
    expect(again).toEqual({ ok: false, reason: "wait", nextAt: new Date(now.getTime() + 7 * 24 * 3600_000) });
    expect(nextExamAllowedAt(userId, false, later(7 * 24 * 60))).toBeNull();
    expect(startExam(user, FULL, later(7 * 24 * 60), seededRng("week")).ok).toBe(true);
  });

  it("premium has no limit and draws from the whole bank", () => {
    const userId = accountId("premium@voorbeeld.nl", now);
    const ids = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const started = startExam({ id: userId, isPremium: true }, FULL, later(i), seededRng(`p${i}`));
      if (!started.ok || started.resumed) throw new Error("expected a new exam");
      for (const r of env.db.select().from(examAnswers).where(eq(examAnswers.examId, started.examId)).all()) ids.add(r.questionId);
      handIn(started.examId, userId, SETTINGS, later(i));
    }
    expect([...ids].some((id) => ["a6", "a7", "b4", "w3"].includes(id))).toBe(true);
    expect(examHistory(userId)).toHaveLength(6);
  });

  it("sends no answer key before handing in; answers change and flags turn until then; scoring happens on the server", () => {
    const userId = accountId("kandidaat@voorbeeld.nl", now);
    const started = startExam({ id: userId, isPremium: true }, FULL, now, seededRng("k"));
    if (!started.ok) throw new Error("expected an exam");
    const { examId } = started;

    const first = readExam(examId, userId, 0, now);
    if (first.state !== "running") throw new Error("expected a running exam");
    expect(Object.keys(first.view)).not.toEqual(expect.arrayContaining(["correctOption"]));
    expect(JSON.stringify(first.view)).not.toMatch(/Uitleg bij|correct|isCorrect|explanation/i);
    expect(first.view.overview).toHaveLength(10);
    expect(first.view.unanswered).toBe(10);

    // Wrong first, then changed to right; question 2 flagged and unflagged, question 3 flagged.
    const right0 = rightOption(examId, 0);
    expect(saveExamAnswer(examId, userId, 0, { selected: (right0 + 1) % 4, toggleFlag: false }, now)).toEqual({ ok: true });
    expect(saveExamAnswer(examId, userId, 0, { selected: right0, toggleFlag: false }, now)).toEqual({ ok: true });
    saveExamAnswer(examId, userId, 1, { selected: (rightOption(examId, 1) + 1) % 4, toggleFlag: true }, now);
    saveExamAnswer(examId, userId, 1, { selected: null, toggleFlag: true }, now);
    saveExamAnswer(examId, userId, 2, { selected: null, toggleFlag: true }, now);
    for (let p = 3; p < 9; p++) saveExamAnswer(examId, userId, p, { selected: rightOption(examId, p), toggleFlag: false }, now);

    const view = readExam(examId, userId, 2, now);
    if (view.state !== "running") throw new Error("expected a running exam");
    expect(view.view.overview.slice(0, 4)).toEqual([
      { position: 0, answered: true, flagged: false },
      { position: 1, answered: true, flagged: false },
      { position: 2, answered: false, flagged: true },
      { position: 3, answered: true, flagged: false },
    ]);
    expect(view.view.unanswered).toBe(2);
    // Someone else's exam does not exist for this user.
    expect(readExam(examId, accountId("ander@voorbeeld.nl", now), 0, now)).toEqual({ state: "missing" });

    expect(handIn(examId, userId, SETTINGS, later(20))).toEqual({ ok: true });
    const result = examResult(examId, userId)!;
    // 0 and 3–8 right (7), 1 wrong, 2 and 9 open: 7 of 10, exactly the pass mark.
    expect(result.score).toMatchObject({ correct: 7, total: 10, passMark: 7, passed: true, unanswered: 2 });
    expect(result.score.pictures.total).toBe(2);
    expect(result.review[2]).toMatchObject({ ownAnswer: null, isCorrect: false, flagged: true });
    expect(result.review[0]!.explanation).toMatch(/^Uitleg bij/);
    expect(result.mistakes).toHaveLength(3);
    // Each answered question counts once in the statistics.
    const stats = env.db.select().from(userQuestionStats).where(eq(userQuestionStats.userId, userId)).all();
    expect(stats).toHaveLength(8);
    expect(stats.reduce((n, s) => n + s.timesCorrect, 0)).toBe(7);

    // Handed in: nothing changes any more, and handing in again changes nothing.
    expect(saveExamAnswer(examId, userId, 9, { selected: 0, toggleFlag: false }, later(21))).toEqual({ ok: false, reason: "finished" });
    expect(handIn(examId, userId, SETTINGS, later(22))).toEqual({ ok: true });
    expect(env.db.select().from(exams).where(eq(exams.id, examId)).get()).toMatchObject({
      correctCount: 7,
      passed: true,
      finishedAt: later(20),
    });
    expect(readExam(examId, userId, 0, later(23))).toEqual({ state: "finished", examId });
  });

  it("the exam without picture questions: no picture question, 70% to pass, named in the view, result and history, and a free account's exam of the week", () => {
    const userId = accountId("zonder-fotos@voorbeeld.nl", now);
    const user = { id: userId, isPremium: false };
    const started = startExam(user, { timerMinutes: null, withoutPictures: true }, now, seededRng("zf"));
    if (!started.ok) throw new Error("expected an exam");
    const exam = env.db.select().from(exams).where(eq(exams.id, started.examId)).get()!;
    // 10 questions, 2 on a picture: without them 8, passed at 6 (70%, rounded up).
    expect(exam).toMatchObject({ questionCount: 8, pictureCount: 0, passMark: 6, withoutPictures: true, countsForFreeLimit: true });
    const rows = env.db.select().from(examAnswers).where(eq(examAnswers.examId, started.examId)).all();
    expect(rows.filter((r) => r.questionId.startsWith("w"))).toEqual([]);
    expect(rows.every((r) => r.photoId === null)).toBe(true);

    const view = readExam(started.examId, userId, 0, now);
    if (view.state !== "running") throw new Error("expected a running exam");
    expect(view.view).toMatchObject({ withoutPictures: true, total: 8, pictureCount: 0, picturesWanted: 0 });

    handIn(started.examId, userId, SETTINGS, later(10));
    expect(examResult(started.examId, userId)).toMatchObject({
      withoutPictures: true,
      score: { total: 8, passMark: 6, pictures: { total: 0 } },
    });
    expect(examHistory(userId)).toEqual([expect.objectContaining({ withoutPictures: true, total: 8, passMark: 6 })]);
    // It counts like any exam.
    expect(startExam(user, { timerMinutes: null, withoutPictures: false }, later(60), seededRng("zf2"))).toMatchObject({
      ok: false,
      reason: "wait",
    });
  });

  it("while photos are missing: says how many picture questions an exam would lack, and such an exam is not a free account's exam of the week", () => {
    const reject = (status: "ready" | "rejected") =>
      env.db.update(speciesPhotos).set({ status }).where(eq(speciesPhotos.species, "ree")).run();
    expect(missingExamPictures(false)).toBe(0);
    reject("rejected");
    try {
      expect(missingExamPictures(false)).toBe(2);
      expect(missingExamPictures(true)).toBe(2);
      const userId = accountId("zonder-foto-opgehaald@voorbeeld.nl", now);
      const user = { id: userId, isPremium: false };
      const first = startExam(user, FULL, now, seededRng("geen-foto"));
      if (!first.ok) throw new Error("expected an exam");
      expect(env.db.select().from(exams).where(eq(exams.id, first.examId)).get()).toMatchObject({
        questionCount: 10,
        pictureCount: 0,
        countsForFreeLimit: false,
      });
      const view = readExam(first.examId, userId, 0, now);
      if (view.state !== "running") throw new Error("expected a running exam");
      expect(view.view).toMatchObject({ pictureCount: 0, picturesWanted: 2 });
      handIn(first.examId, userId, SETTINGS, later(5));
      expect(nextExamAllowedAt(userId, false, later(6))).toBeNull();

      // Once the photos are there, the full exam is the exam of the week.
      reject("ready");
      expect(missingExamPictures(false)).toBe(0);
      const second = startExam(user, FULL, later(10), seededRng("wel-foto"));
      if (!second.ok) throw new Error("expected an exam");
      expect(env.db.select().from(exams).where(eq(exams.id, second.examId)).get()).toMatchObject({
        pictureCount: 2,
        countsForFreeLimit: true,
      });
      expect(nextExamAllowedAt(userId, false, later(11))).toEqual(new Date(later(10).getTime() + 7 * 24 * 3600_000));
    } finally {
      reject("ready");
    }
  });

  it("refuses answers after the deadline and scores the exam as it stands", () => {
    const userId = accountId("tijd@voorbeeld.nl", now);
    const started = startExam({ id: userId, isPremium: true }, { timerMinutes: 10, withoutPictures: false }, now, seededRng("t"));
    if (!started.ok) throw new Error("expected an exam");
    saveExamAnswer(started.examId, userId, 0, { selected: rightOption(started.examId, 0), toggleFlag: false }, later(9));
    expect(saveExamAnswer(started.examId, userId, 1, { selected: 0, toggleFlag: false }, later(10))).toEqual({
      ok: false,
      reason: "time-up",
    });
    expect(handIn(started.examId, userId, SETTINGS, later(10))).toEqual({ ok: true });
    const exam = env.db.select().from(exams).where(eq(exams.id, started.examId)).get()!;
    expect(exam).toMatchObject({ status: "finished", correctCount: 1, passed: false, finishedAt: later(10) });
    expect(examResult(started.examId, userId)).toMatchObject({ timedOut: true, score: { correct: 1, unanswered: 9 } });
  });

  it("a running exam past its deadline reads as finished, and its time being up is the step that hands it in", () => {
    const userId = accountId("laat@voorbeeld.nl", now);
    const started = startExam({ id: userId, isPremium: true }, { timerMinutes: 15, withoutPictures: false }, now, seededRng("l"));
    if (!started.ok) throw new Error("expected an exam");
    expect(examTimeIsUp(started.examId, userId, later(14))).toBe(false);
    expect(readExam(started.examId, userId, 0, later(14)).state).toBe("running");
    expect(examTimeIsUp(started.examId, userId, later(16))).toBe(true);
    expect(readExam(started.examId, userId, 0, later(16))).toEqual({ state: "finished", examId: started.examId });
    // Reading writes nothing: the exam is handed in by the step, once.
    expect(examHistory(userId)).toEqual([]);
    handIn(started.examId, userId, SETTINGS, later(16));
    expect(examTimeIsUp(started.examId, userId, later(17))).toBe(false);
    expect(examHistory(userId)).toEqual([expect.objectContaining({ examId: started.examId, correct: 0, passed: false })]);
  });

  it("the data export holds the exams with their questions; deleting the account removes them", () => {
    const userId = accountId("export@voorbeeld.nl", now);
    const started = startExam({ id: userId, isPremium: true }, FULL, now, seededRng("e"));
    if (!started.ok) throw new Error("expected an exam");
    saveExamAnswer(started.examId, userId, 0, { selected: 2, toggleFlag: true }, now);
    handIn(started.examId, userId, SETTINGS, later(1));
    const exported = exportUserData(userId)!;
    expect(exported.exams).toHaveLength(1);
    expect(exported.exams[0]).toMatchObject({ id: started.examId, status: "finished" });
    expect(exported.exams[0]!.questions).toHaveLength(10);
    expect(exported.exams[0]!.questions[0]).toMatchObject({ selectedOption: 2, flagged: true });

    deleteAccount(userId);
    expect(env.db.select().from(exams).where(eq(exams.userId, userId)).all()).toEqual([]);
    expect(env.db.select().from(examAnswers).where(eq(examAnswers.examId, started.examId)).all()).toEqual([]);
  });
});
