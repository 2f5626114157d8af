// The exam simulation's rules as pure functions: no database, no clock, no randomness of their own.
import { DAY_MS } from "~/lib/dates";
import type { Rng } from "~/lib/practice/engine";

export type Blueprint = { total: number; pictures: number; passMark: number; categories: Record<string, number> };

/** A free account may start one exam per this many days; premium has no limit. */
export const FREE_EXAM_INTERVAL_DAYS = 7;
/** The timer's length when the candidate has not chosen one; the official duration is not in our sources. */
export const DEFAULT_EXAM_MINUTES = 90;
export const MIN_EXAM_MINUTES = 10;
export const MAX_EXAM_MINUTES = 240;
/** The share of correct answers that passes (53 of 75 is just over 70%). */
export const PASS_SHARE = 0.7;

export type Candidate = { id: string; categoryId: string; isPicture: boolean; speciesId: string | null };

export type ExamPlan = {
  questionIds: string[];
  pictureCount: number;
  /** Fewer pictures than the blueprint asks: how many were missing. */
  pictureShortfall: number;
  passMark: number;
};

function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Picks an exam from the questions this candidate may be served: the blueprint's number of picture
 * questions (one species at most once while there are species enough), then per category its quota
 * of the other questions; a category that cannot fill its quota, and missing pictures, are made up
 * from the other questions. Each question at most once, in a shuffled order.
 */
export function planExam(blueprint: Blueprint, candidates: readonly Candidate[], rng: Rng): ExamPlan {
  const pictures = shuffled(
    candidates.filter((c) => c.isPicture),
    rng,
  );
  const seenSpecies = new Set<string>();
  const firstOfSpecies: Candidate[] = [];
  const repeats: Candidate[] = [];
  for (const p of pictures) {
    if (p.speciesId && seenSpecies.has(p.speciesId)) repeats.push(p);
    else {
      if (p.speciesId) seenSpecies.add(p.speciesId);
      firstOfSpecies.push(p);
    }
  }
  const chosenPictures = [...firstOfSpecies, ...repeats].slice(0, blueprint.pictures);

  const others = shuffled(
    candidates.filter((c) => !c.isPicture),
    rng,
  );
  const textTotal = blueprint.total - blueprint.pictures;
  const chosen = new Set<string>();
  for (const [categoryId, quota] of Object.entries(blueprint.categories)) {
    for (const c of others.filter((o) => o.categoryId === categoryId).slice(0, quota)) chosen.add(c.id);
  }
  // Short categories and missing pictures are made up from the rest of the bank.
  const wanted = textTotal + (blueprint.pictures - chosenPictures.length);
  for (const c of others) {
    if (chosen.size >= wanted) break;
    chosen.add(c.id);
  }
  const questionIds = shuffled([...chosenPictures.map((p) => p.id), ...chosen], rng);
  return {
    questionIds,
    pictureCount: chosenPictures.length,
    pictureShortfall: blueprint.pictures - chosenPictures.length,
    passMark: passMarkFor(blueprint, questionIds.length),
  };
}

/** 53 for a full exam of 75; 70% (rounded up) of a smaller one. */
export function passMarkFor(blueprint: Blueprint, total: number): number {
  return total === blueprint.total ? blueprint.passMark : Math.ceil(total * PASS_SHARE);
}

/**
 * The exam without picture questions, for candidates who cannot see the photos: the blueprint's other
 * questions (50 of 75) with the same share to pass (35).
 */
export function withoutPicturesBlueprint(blueprint: Blueprint): Blueprint {
  const total = blueprint.total - blueprint.pictures;
  return { ...blueprint, total, pictures: 0, passMark: passMarkFor(blueprint, total) };
}

/** The exam a candidate chose: the full one, or the one without picture questions. */
export function blueprintFor(blueprint: Blueprint, withoutPictures: boolean): Blueprint {
  return withoutPictures ? withoutPicturesBlueprint(blueprint) : blueprint;
}

/**
 * Whether a started exam is a free account's exam of the week. An exam that lacks part of its picture
 * questions (the photos were not fetched yet) is not: it is not the real exam, and the candidate could
 * not help it. The exam without picture questions was chosen as such and counts like any exam.
 */
export function countsForFreeLimit(plan: Pick<ExamPlan, "pictureShortfall">): boolean {
  return plan.pictureShortfall === 0;
}

/** How many picture questions an exam started now would lack, given how many can be served. */
export function pictureShortfall(blueprint: Blueprint, servablePictures: number): number {
  return Math.max(0, blueprint.pictures - servablePictures);
}

/** Which questions the review after an exam shows. */
export type ReviewFilter = "fouten" | "alle";

/** What the candidate asked for, or by default only the mistakes after a fail and everything after a pass. */
export function reviewFilter(asked: string | null, passed: boolean): ReviewFilter {
  if (asked === "fouten" || asked === "alle") return asked;
  return passed ? "alle" : "fouten";
}

/** The review's questions under a filter: the mistakes are the questions not answered right. */
export function filterReview<T extends { isCorrect: boolean }>(items: readonly T[], filter: ReviewFilter): T[] {
  return filter === "alle" ? [...items] : items.filter((i) => !i.isCorrect);
}

export type ScoredItem = { isCorrect: boolean; categoryName: string; isPicture: boolean };
export type PartScore = { correct: number; total: number };
export type ExamScore = {
  correct: number;
  total: number;
  passMark: number;
  passed: boolean;
  unanswered: number;
  pictures: PartScore;
  byCategory: (PartScore & { categoryName: string })[];
};

/** The verdict against the pass mark, the picture part and every category separately. */
export function scoreExam(items: readonly (ScoredItem & { answered: boolean })[], passMark: number): ExamScore {
  const correct = items.filter((i) => i.isCorrect).length;
  const categories = new Map<string, PartScore>();
  for (const item of items) {
    const part = categories.get(item.categoryName) ?? { correct: 0, total: 0 };
    part.total++;
    if (item.isCorrect) part.correct++;
    categories.set(item.categoryName, part);
  }
  const pictureItems = items.filter((i) => i.isPicture);
  return {
    correct,
    total: items.length,
    passMark,
    passed: correct >= passMark,
    unanswered: items.filter((i) => !i.answered).length,
    pictures: { correct: pictureItems.filter((i) => i.isCorrect).length, total: pictureItems.length },
    byCategory: [...categories]
      .map(([categoryName, part]) => ({ categoryName, ...part }))
      .sort((a, b) => a.categoryName.localeCompare(b.categoryName, "nl")),
  };
}

/** When the exam ends with the timer on, or null without one. */
export function examDeadline(startedAt: Date, timerMinutes: number | null): Date | null {
  return timerMinutes === null ? null : new Date(startedAt.getTime() + timerMinutes * 60_000);
}

export function isOverTime(deadline: Date | null, now: Date): boolean {
  return deadline !== null && now.getTime() >= deadline.getTime();
}

/** When a free account may start its next exam, given when it started its last one (null: now). */
export function nextFreeExamAt(lastStartedAt: Date | null, now: Date): Date | null {
  if (!lastStartedAt) return null;
  const next = new Date(lastStartedAt.getTime() + FREE_EXAM_INTERVAL_DAYS * DAY_MS);
  return next.getTime() > now.getTime() ? next : null;
}
