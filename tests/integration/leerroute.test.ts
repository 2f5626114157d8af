import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appMeta, categories, questions, reviewCards, reviewLogs, testAttemptAnswers, userQuestionStats } from "~/db/schema";
import { Rating, State } from "~/lib/learning/scheduler";
import { seededRng } from "~/lib/practice/engine";
import { deleteAccount, exportUserData } from "~/models/accounts.server";
import { checkAnswer, finishAttempt, moveInAttempt } from "~/models/attempt-steps.server";
import { getQuestionView, startAttempt } from "~/models/attempts.server";
import { mistakes, leerrouteOverview, todaysSession } from "~/models/leerroute.server";
import { DEFAULT_LEERROUTE_SETTINGS, saveLeerrouteSettings } from "~/models/practice-settings.server";
import { regradeLastReview } from "~/models/answer-records.server";
import { openQuestionRef } from "~/platform/sealed.server";
import { freshDatabase } from "../support/database";
import { accountId, questionRow } from "../support/rows";

const env = freshDatabase();
const SETTINGS = DEFAULT_LEERROUTE_SETTINGS;
afterAll(() => env.cleanup());
const now = new Date("2026-11-25T09:00:00Z");
const at = (iso: string) => new Date(iso);

/** Answers question `questionId` in a one-question category test: right or wrong. */
function answer(userId: string, questionId: string, right: boolean, when: Date) {
  const started = startAttempt(
    { subject: { userId }, role: "premium", mode: "personal", title: "t", questionIds: [questionId], requestedCount: 1 },
    when,
    seededRng(`${questionId}${when.toISOString()}`),
  );
  if (!started.ok) throw new Error("expected a test");
  const order = env.db.select().from(testAttemptAnswers).where(eq(testAttemptAnswers.attemptId, started.attemptId)).get()!.optionOrder;
  const chosen = right ? order.indexOf(0) : order.indexOf(1);
  expect(checkAnswer(started.attemptId, { userId }, 0, chosen, SETTINGS, when)).toMatchObject({ ok: true });
  return started.attemptId;
}

const cardOf = (userId: string, questionId: string) =>
  env.db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, questionId)))
    .get();
const logsOf = (userId: string, questionId: string) =>
  env.db
    .select()
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.questionId, questionId)))
    .all();

beforeAll(() => {
  env.db
    .insert(categories)
    .values([
      { id: "recht", name: "Jachtrecht" },
      { id: "wapens", name: "Wapens" },
    ])
    .run();
  env.db
    .insert(questions)
    .values([
      ...["r1", "r2", "r3", "r4"].map((id) => questionRow(id, "recht")),
      ...["w1", "w2", "w3", "w4"].map((id) => questionRow(id, "wapens")),
    ])
    .run();
  env.db
    .insert(appMeta)
    .values({ key: "exam_blueprint", value: JSON.stringify({ total: 10, pictures: 0, passMark: 7, categories: { recht: 5, wapens: 5 } }) })
    .run();
});

describe("cards in the answer transaction", () => {
  it("every checked answer reviews the card (wrong: Again, right: Good) and logs it, with the statistics", () => {
    const userId = accountId("kaart@voorbeeld.nl", now);
    answer(userId, "r1", false, now);
    expect(cardOf(userId, "r1")).toMatchObject({ reps: 1, lapses: 0 });
    expect(logsOf(userId, "r1").map((l) => l.rating)).toEqual([Rating.Again]);
    expect(cardOf(userId, "r1")!.due.getTime() - now.getTime()).toBeLessThanOrEqual(5 * 60_000);

    answer(userId, "r1", true, at("2026-11-25T10:00:00Z"));
    expect(logsOf(userId, "r1").map((l) => l.rating)).toEqual([Rating.Again, Rating.Good]);
    expect(env.db.select().from(userQuestionStats).where(eq(userQuestionStats.userId, userId)).get()).toMatchObject({
      timesCorrect: 1,
      timesWrong: 1,
      lastCorrect: true,
    });
  });

  it("a failing card update rolls the whole answer back: no statistics, no answer, no log", () => {
    const userId = accountId("terugdraaien@voorbeeld.nl", now);
    const started = startAttempt(
      { subject: { userId }, role: "premium", mode: "personal", title: "t", questionIds: ["r2"], requestedCount: 1 },
      now,
      seededRng("x"),
    );
    if (!started.ok) throw new Error("expected a test");
    // The review log refuses every row: the answer's transaction must leave nothing behind.
    env.db.run(sql`create trigger review_log_broken before insert on review_logs begin select raise(abort, 'kaart kapot'); end`);
    try {
      expect(() => checkAnswer(started.attemptId, { userId }, 0, 0, SETTINGS, now)).toThrow("kaart kapot");
    } finally {
      env.db.run(sql`drop trigger review_log_broken`);
    }
    expect(env.db.select().from(userQuestionStats).where(eq(userQuestionStats.userId, userId)).all()).toEqual([]);
    expect(env.db.select().from(testAttemptAnswers).where(eq(testAttemptAnswers.attemptId, started.attemptId)).get()?.revealed).toBe(false);
    expect(logsOf(userId, "r2")).toEqual([]);
  });

  it("'Twijfel' and 'Makkelijk' regrade the right answer just given, once, and not a wrong one", () => {
    const userId = accountId("twijfel@voorbeeld.nl", now);
    answer(userId, "r3", true, now);
    const good = cardOf(userId, "r3")!;
    expect(regradeLastReview(userId, "r3", Rating.Hard, SETTINGS, at("2026-11-25T09:05:00Z"))).toBe("ok");
    const hard = cardOf(userId, "r3")!;
    expect(hard.due.getTime()).toBeLessThan(good.due.getTime());
    expect(hard.reps).toBe(good.reps);
    expect(logsOf(userId, "r3").map((l) => l.rating)).toEqual([Rating.Hard]);
    // Only once, only after a right answer, only shortly after.
    expect(regradeLastReview(userId, "r3", Rating.Easy, SETTINGS, at("2026-11-25T09:06:00Z"))).toBe("not-allowed");
    answer(userId, "r4", false, now);
    expect(regradeLastReview(userId, "r4", Rating.Easy, SETTINGS, now)).toBe("not-allowed");
    answer(userId, "w1", true, now);
    expect(regradeLastReview(userId, "w1", Rating.Easy, SETTINGS, at("2026-11-25T11:00:00Z"))).toBe("not-allowed");
  });
});

describe("today's session, mistakes and the overview", () => {
  it("due reviews first, most overdue first, then new questions from the weakest category; wrong answers are mistakes until answered right", () => {
    const userId = accountId("route@voorbeeld.nl", now);
    saveLeerrouteSettings({ userId }, { ...DEFAULT_LEERROUTE_SETTINGS, examDate: "2026-12-25" }, now);
    // Two days ago: r1 wrong, r2 wrong, w1 right. Wapens is the stronger category.
    const before = at("2026-11-23T09:00:00Z");
    answer(userId, "r1", false, before);
    answer(userId, "r2", false, at("2026-11-23T09:30:00Z"));
    answer(userId, "w1", true, before);

    const session = todaysSession({ userId, isPremium: true }, { ...DEFAULT_LEERROUTE_SETTINGS, examDate: "2026-12-25" }, now);
    // All three are due (Again comes back after a minute, a first Good after ten), the longest waiting first.
    // Then today's share of new questions: 5 unseen over 24 study days is 1 a day, from the weakest category.
    expect(session.questionIds.slice(0, 3)).toEqual(["r1", "w1", "r2"]);
    expect(session).toMatchObject({ reviews: 3, fresh: 1 });
    expect(session.questionIds.slice(3)).toEqual(["r3"]);
    // Without an exam date the default pace takes all five: recht (0% right) before wapens (100%).
    const relaxed = todaysSession({ userId, isPremium: true }, DEFAULT_LEERROUTE_SETTINGS, now);
    expect(relaxed.questionIds.slice(3)).toEqual(["r3", "r4", "w2", "w3", "w4"]);

    expect(mistakes(userId, true).map((m) => [m.categoryName, m.questionId])).toEqual([
      ["Jachtrecht", "r1"],
      ["Jachtrecht", "r2"],
    ]);
    answer(userId, "r1", true, now);
    expect(mistakes(userId, true).map((m) => m.questionId)).toEqual(["r2"]);

    const overview = leerrouteOverview({ userId, isPremium: true }, { ...DEFAULT_LEERROUTE_SETTINGS, examDate: "2026-12-25" }, now);
    expect(overview).toMatchObject({ seen: 3, total: 8, examDate: "2026-12-25" });
    // r1 comes back later today (a relearning step), w1 and r2 are still due.
    expect(overview.plan).toMatchObject({ daysLeft: 30, reviewsToday: 3, onSchedule: true });
    // Three practised questions are too few to estimate from: no figure yet, only how many to go.
    expect(overview.readiness).toEqual({ percent: null, passes: false, answersNeeded: 17, parts: [] });
  });

  it("while nothing is known, new questions take turns over the categories like the blueprint, not one category first", () => {
    const userId = accountId("nieuw@voorbeeld.nl", now);
    const session = todaysSession({ userId, isPremium: true }, DEFAULT_LEERROUTE_SETTINGS, now);
    expect(session.questionIds).toEqual(["r1", "w1", "r2", "w2", "r3", "w3", "r4", "w4"]);
  });

  it("a started route sitting keeps the session's order; pausing and resuming is the running test", () => {
    const userId = accountId("zitting@voorbeeld.nl", now);
    answer(userId, "w2", false, at("2026-11-24T09:00:00Z"));
    const session = todaysSession({ userId, isPremium: true }, DEFAULT_LEERROUTE_SETTINGS, now);
    const started = startAttempt(
      {
        subject: { userId },
        role: "premium",
        mode: "personal",
        title: "Leerroute",
        questionIds: session.questionIds,
        ordered: true,
        requestedCount: session.questionIds.length,
      },
      now,
      seededRng("zitting"),
    );
    if (!started.ok) throw new Error("expected a test");
    const order = env.db
      .select({ questionId: testAttemptAnswers.questionId })
      .from(testAttemptAnswers)
      .where(eq(testAttemptAnswers.attemptId, started.attemptId))
      .orderBy(testAttemptAnswers.position)
      .all()
      .map((r) => r.questionId);
    expect(order).toEqual(session.questionIds);
    expect(order[0]).toBe("w2");
    const view = getQuestionView(started.attemptId, { userId })!;
    expect(view).toMatchObject({ position: 0, sitting: "route" });
    expect(openQuestionRef(view.questionRef)).toBe("w2");
    expect(moveInAttempt(started.attemptId, { userId }, 0, "next").ok).toBe(false); // must be answered first
    expect(finishAttempt(started.attemptId, { userId }, now).ok).toBe(false);
  });

  it("the data export holds the cards and the review log; deleting the account removes them", () => {
    const userId = accountId("weg@voorbeeld.nl", now);
    answer(userId, "w3", true, now);
    const exported = exportUserData(userId)!;
    expect(exported.reviewCards).toEqual([expect.objectContaining({ questionId: "w3", state: State.Learning })]);
    expect(exported.reviewLog).toEqual([expect.objectContaining({ questionId: "w3", rating: Rating.Good })]);
    deleteAccount(userId);
    expect(env.db.select().from(reviewCards).where(eq(reviewCards.userId, userId)).all()).toEqual([]);
    expect(env.db.select().from(reviewLogs).where(eq(reviewLogs.userId, userId)).all()).toEqual([]);
  });
});
