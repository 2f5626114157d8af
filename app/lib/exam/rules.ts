// The exam simulation's rules as pure functions: no database, no clock, no randomness of their own.
import { DAY_MS } from "~/lib/dates";
import type { Rng } from "~/lib/practice/engine";

export type Blueprint = {
  total: number;
  pictures: number;
  passMark: number;
  categories: Record<string, number>;
  /** The fewest questions without a picture per exam subject ("1"–"12"); absent in blueprints stored before subjects. */
  subjects?: Record<string, number>;
};

/** A free account may start one exam per this many days; premium has no limit. */
export const FREE_EXAM_INTERVAL_DAYS = 7;
/** The timer's length when the candidate has not chosen one; the official duration is not in our sources. */
export const DEFAULT_EXAM_MINUTES = 90;
export const MIN_EXAM_MINUTES = 10;
export const MAX_EXAM_MINUTES = 240;
/** The share of correct answers that passes (53 of 75 is just over 70%). */
export const PASS_SHARE = 0.7;

export type Candidate = { id: string; categoryId: string; isPicture: boolean; speciesId: string | null; subject: number | null };

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
 * questions (one species at most once while there are species enough), then the other questions: first
 * each exam subject's minimum, as far as the categories' quotas allow (subjectShares), then per category
 * the rest of its quota. A category that cannot fill its quota, and missing
 * pictures, are made up from the other questions. Each question at most once, in a shuffled order.
 */
export function planExam(blueprint: Blueprint, candidates: readonly Candidate[], rng: Rng): ExamPlan {
  const chosenPictures = drawPictures(candidates, blueprint.pictures, rng);
  const others = shuffled(
    candidates.filter((c) => !c.isPicture),
    rng,
  );
  const textTotal = blueprint.total - blueprint.pictures;
  const chosen = new Set<string>();
  const room = new Map(Object.entries(blueprint.categories));
  const take = (c: Candidate) => {
    chosen.add(c.id);
    room.set(c.categoryId, (room.get(c.categoryId) ?? 0) - 1);
  };
  const fits = (c: Candidate) => !chosen.has(c.id) && (room.get(c.categoryId) ?? 0) > 0;

  // How many of each subject to take from each category: a flow from the subjects' minimums through the
  // questions each category has of that subject into the categories' quotas, as large as the quotas allow.
  const perSubjectAndCategory = subjectShares(blueprint.subjects ?? {}, blueprint.categories, others, rng);
  for (const c of others) {
    const key = shareKey(c.subject, c.categoryId);
    const left = perSubjectAndCategory.get(key) ?? 0;
    if (left > 0 && fits(c)) {
      take(c);
      perSubjectAndCategory.set(key, left - 1);
    }
  }
  for (const c of others) if (fits(c)) take(c);
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

const shareKey = (subject: number | null, categoryId: string) => `${subject}|${categoryId}`;

/**
 * The number of questions to take per subject and category so that as many subjects as possible get their
 * minimum without any category exceeding its quota: a maximum flow (augmenting paths, one question at a
 * time) from each subject (its minimum) over the questions a category has of it into the category (its
 * quota). The order in which subjects and categories are tried is shuffled, so exams differ.
 */
function subjectShares(
  minimums: Record<string, number>,
  quotas: Record<string, number>,
  candidates: readonly Candidate[],
  rng: Rng,
): Map<string, number> {
  const have = new Map<string, number>();
  for (const c of candidates) have.set(shareKey(c.subject, c.categoryId), (have.get(shareKey(c.subject, c.categoryId)) ?? 0) + 1);
  const subjects = shuffled(Object.keys(minimums), rng);
  const categories = shuffled(Object.keys(quotas), rng);
  const flow = new Map<string, number>();
  const subjectLeft = new Map(subjects.map((s) => [s, minimums[s]!]));
  const categoryLeft = new Map(categories.map((c) => [c, quotas[c]!]));
  const used = (s: string, c: string) => flow.get(shareKey(Number(s), c)) ?? 0;
  const room = (s: string, c: string) => (have.get(shareKey(Number(s), c)) ?? 0) - used(s, c);

  // One augmenting path from a subject with demand left to a category with room left, by breadth-first search
  // over subject → category (questions left) and category → subject (undo a unit already sent).
  const augment = (): boolean => {
    const from = new Map<string, string | null>();
    const queue: string[] = [];
    for (const s of subjects) {
      if (subjectLeft.get(s)! > 0) {
        from.set(`s${s}`, null);
        queue.push(`s${s}`);
      }
    }
    while (queue.length) {
      const node = queue.shift()!;
      const id = node.slice(1);
      if (node[0] === "s") {
        for (const c of categories) {
          if (from.has(`c${c}`) || room(id, c) <= 0) continue;
          from.set(`c${c}`, node);
          if (categoryLeft.get(c)! > 0) {
            let at: string | null = `c${c}`;
            while (at) {
              const prev: string | null = from.get(at)!;
              if (prev && at[0] === "c") flow.set(shareKey(Number(prev.slice(1)), at.slice(1)), used(prev.slice(1), at.slice(1)) + 1);
              if (prev && at[0] === "s") flow.set(shareKey(Number(at.slice(1)), prev.slice(1)), used(at.slice(1), prev.slice(1)) - 1);
              if (!prev) subjectLeft.set(at.slice(1), subjectLeft.get(at.slice(1))! - 1);
              at = prev;
            }
            categoryLeft.set(c, categoryLeft.get(c)! - 1);
            return true;
          }
          queue.push(`c${c}`);
        }
      } else {
        for (const s of subjects) {
          if (from.has(`s${s}`) || used(s, id) <= 0) continue;
          from.set(`s${s}`, node);
          queue.push(`s${s}`);
        }
      }
    }
    return false;
  };
  while (augment());
  return flow;
}

/** The picture questions: one species at most once while there are species enough. */
function drawPictures(candidates: readonly Candidate[], wanted: number, rng: Rng): Candidate[] {
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
  return [...firstOfSpecies, ...repeats].slice(0, wanted);
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
