import { describe, expect, it } from "vitest";
import { estimateReadiness, MIN_ANSWERED_FOR_ESTIMATE, studyPlan, type PlanInput } from "~/lib/learning/plan";
import { gradeFor, Rating, recallChance, regrade, review, State } from "~/lib/learning/scheduler";

const now = new Date("2026-11-25T09:00:00Z");
const minutes = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 60_000;
const days = (from: Date, to: Date) => minutes(from, to) / (24 * 60);

describe("scheduling (ts-fsrs)", () => {
  it("a wrong answer comes back within minutes, a right one later", () => {
    const wrong = review(null, gradeFor(false), now);
    const right = review(null, gradeFor(true), now);
    expect(wrong.log.rating).toBe(Rating.Again);
    expect(right.log.rating).toBe(Rating.Good);
    expect(minutes(now, wrong.card.due)).toBeLessThanOrEqual(5);
    expect(right.card.due.getTime()).toBeGreaterThan(wrong.card.due.getTime());
  });

  it("a card answered right again and again comes back after days, then weeks", () => {
    let card = review(null, Rating.Good, now).card;
    let at = card.due;
    const intervals: number[] = [];
    for (let i = 0; i < 4; i++) {
      const next = review(card, Rating.Good, at);
      intervals.push(days(at, next.card.due));
      card = next.card;
      at = card.due;
    }
    expect(card.state).toBe(State.Review);
    expect(intervals[3]!).toBeGreaterThan(intervals[1]!);
    expect(intervals[3]!).toBeGreaterThan(14);
  });

  it("'Twijfel' brings a right answer back sooner than 'Goed', 'Makkelijk' later; the graded review replaces the first", () => {
    const learned = review(review(null, Rating.Good, now).card, Rating.Good, new Date("2026-11-26T09:00:00Z")).card;
    const at = new Date("2026-11-30T09:00:00Z");
    const good = review(learned, Rating.Good, at);
    const hard = regrade(good.card, good.log, Rating.Hard);
    const easy = regrade(good.card, good.log, Rating.Easy);
    expect(hard.card.due.getTime()).toBeLessThan(good.card.due.getTime());
    expect(easy.card.due.getTime()).toBeGreaterThan(good.card.due.getTime());
    expect(hard.card.reps).toBe(good.card.reps);
    expect(hard.log).toMatchObject({ rating: Rating.Hard, review: at });
  });

  it("a higher desired retention schedules sooner", () => {
    const learned = review(review(null, Rating.Good, now).card, Rating.Good, new Date("2026-11-26T09:00:00Z")).card;
    const at = new Date("2026-12-01T09:00:00Z");
    expect(review(learned, Rating.Good, at, 0.95).card.due.getTime()).toBeLessThan(
      review(learned, Rating.Good, at, 0.8).card.due.getTime(),
    );
  });

  it("the chance to recall falls with time, and is 0 for a card never reviewed", () => {
    const card = review(review(null, Rating.Good, now).card, Rating.Good, new Date("2026-11-26T09:00:00Z")).card;
    const soon = recallChance(card, new Date("2026-11-27T09:00:00Z"));
    const late = recallChance(card, new Date("2027-03-01T09:00:00Z"));
    expect(soon).toBeGreaterThan(late);
    expect(soon).toBeLessThanOrEqual(1);
    expect(late).toBeGreaterThan(0);
    expect(recallChance({ ...card, last_review: undefined }, now)).toBe(0);
  });
});

describe("the plan to the exam date", () => {
  const base: PlanInput = {
    today: "2026-11-25",
    examDate: "2026-12-25",
    daysPerWeek: 7,
    totalQuestions: 600,
    seenQuestions: 0,
    newSeenToday: 0,
    dueToday: 12,
  };

  it("spreads the unseen questions over the days until a week before the exam", () => {
    // 30 days left, 23 until the week before, 24 study days counting today: 590 + 10 seen today / 24 = 25 a day.
    expect(studyPlan({ ...base, seenQuestions: 10, newSeenToday: 10 })).toEqual({
      daysLeft: 30,
      newPerDay: 25,
      newToday: 15,
      reviewsToday: 12,
      onSchedule: true,
    });
  });

  it("says nothing about being on schedule before the first question is practised", () => {
    expect(studyPlan(base)).toEqual({ daysLeft: 30, newPerDay: 25, newToday: 25, reviewsToday: 12, onSchedule: null });
    expect(studyPlan({ ...base, examDate: "2026-12-05" })).toMatchObject({ daysLeft: 10, newPerDay: 150, onSchedule: null });
  });

  it("studying fewer days a week means more new questions on each of them", () => {
    expect(studyPlan({ ...base, daysPerWeek: 5 }).newPerDay).toBe(34); // 18 study days: 600 / 18
  });

  it("counts what was already seen today, and says when the pace cannot be kept up", () => {
    expect(studyPlan({ ...base, seenQuestions: 10, newSeenToday: 10 })).toMatchObject({ newPerDay: 25, newToday: 15 });
    expect(studyPlan({ ...base, seenQuestions: 1, examDate: "2026-12-05" })).toMatchObject({
      daysLeft: 10,
      newPerDay: 150,
      onSchedule: false,
    });
    expect(studyPlan({ ...base, seenQuestions: 1, examDate: "2026-11-28" })).toMatchObject({
      daysLeft: 3,
      onSchedule: false,
      newToday: 599,
    });
    expect(studyPlan({ ...base, examDate: "2026-11-28", seenQuestions: 600 })).toMatchObject({ newToday: 0, onSchedule: true });
  });

  it("without an exam date keeps a default pace", () => {
    expect(studyPlan({ ...base, examDate: null })).toEqual({
      daysLeft: null,
      newPerDay: 20,
      newToday: 20,
      reviewsToday: 12,
      onSchedule: null,
    });
  });
});

describe("readiness", () => {
  /** `n` practised questions, each with recall chance `r`. */
  const practised = (n: number, r: number) => Array.from({ length: n }, () => r);

  it("weighs the parts like the exam, with recall for practised questions and the observed rate (or a guess) for the rest", () => {
    const r = estimateReadiness([
      { name: "Foto's", weight: 25, seen: practised(20, 0.9), unseen: 5, observedRate: 0.5 }, // (18 + 2.5) / 25 = 0.82
      { name: "Jachtrecht", weight: 50, seen: [], unseen: 10, observedRate: null }, // guess 0.25
      { name: "Leeg", weight: 0, seen: [1], unseen: 0, observedRate: 1 },
    ]);
    expect(r.answersNeeded).toBe(0);
    expect(r.percent).toBe(44); // (25 × 0.82 + 50 × 0.25) / 75
    expect(r.passes).toBe(false);
    // A part gets a figure of its own only once enough of it was practised.
    expect(r.parts).toEqual([
      { name: "Foto's", percent: 82 },
      { name: "Jachtrecht", percent: null },
    ]);
  });

  it("gives no figure at all until enough questions are practised, and says how many more", () => {
    const none = estimateReadiness([{ name: "A", weight: 10, seen: [], unseen: 100, observedRate: null }]);
    expect(none).toEqual({ percent: null, passes: false, answersNeeded: MIN_ANSWERED_FOR_ESTIMATE, parts: [] });
    const some = estimateReadiness([
      { name: "A", weight: 10, seen: practised(12, 1), unseen: 100, observedRate: 1 },
      { name: "B", weight: 10, seen: practised(7, 1), unseen: 100, observedRate: 1 },
    ]);
    expect(some).toMatchObject({ percent: null, passes: false, answersNeeded: 1, parts: [] });
  });

  it("passes at 70% or more", () => {
    expect(estimateReadiness([{ name: "A", weight: 1, seen: practised(20, 0.7), unseen: 0, observedRate: null }])).toMatchObject({
      percent: 70,
      passes: true,
    });
    expect(estimateReadiness([{ name: "A", weight: 1, seen: practised(20, 0.69), unseen: 0, observedRate: null }])).toMatchObject({
      percent: 69,
      passes: false,
    });
  });
});
