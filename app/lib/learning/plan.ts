// The learning route's plan to the exam date and the readiness estimate. Pure: no I/O, no clock.
import { DAY_MS } from "~/lib/dates";

/** New questions a day when no exam date is set (our default pace). */
export const DEFAULT_NEW_PER_DAY = 20;
/** The whole bank should have been seen this many days before the exam, to leave room for reviews. */
export const SEEN_BEFORE_EXAM_DAYS = 7;
/** More new questions a day than this is not a pace one keeps up: the plan then says it is behind. */
export const SUSTAINABLE_NEW_PER_DAY = 40;
/** The chance of a right answer by guessing among four options: the estimate for what was never practised. */
export const GUESS_RATE = 0.25;
/** The pass line of the theory exam: 70% (53 of 75). */
export const PASS_PERCENT = 70;
/** Practised questions before the readiness figure says anything: on fewer it would mostly be a guess. */
export const MIN_ANSWERED_FOR_ESTIMATE = 20;
/** Practised questions of one part before that part gets a figure of its own. */
export const MIN_ANSWERED_PER_PART = 5;

export type PlanInput = {
  /** Today as a calendar day (YYYY-MM-DD, Dutch time). */
  today: string;
  examDate: string | null;
  daysPerWeek: number;
  totalQuestions: number;
  seenQuestions: number;
  /** New questions already seen today. */
  newSeenToday: number;
  /** Reviews due by the end of today. */
  dueToday: number;
};

export type Plan = {
  daysLeft: number | null;
  /** New questions a day from now on to have seen the whole bank a week before the exam. */
  newPerDay: number;
  /** What is left of today's work. */
  newToday: number;
  reviewsToday: number;
  /**
   * Whether the needed pace is one that can be kept up; null without an exam date, and before the first
   * question is practised (there is no schedule to be on yet).
   */
  onSchedule: boolean | null;
};

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Works back from the exam date: how many new questions a day, and today's work. */
export function studyPlan(input: PlanInput): Plan {
  const unseen = Math.max(0, input.totalQuestions - input.seenQuestions);
  const daysLeft = input.examDate ? daysBetween(input.today, input.examDate) : null;
  let newPerDay = DEFAULT_NEW_PER_DAY;
  let onSchedule: boolean | null = null;
  if (daysLeft !== null) {
    const daysToTarget = daysLeft - SEEN_BEFORE_EXAM_DAYS;
    // Count today as a study day; study days are spread evenly over the week.
    const studyDays = daysToTarget > 0 ? Math.max(1, Math.ceil(((daysToTarget + 1) * input.daysPerWeek) / 7)) : 1;
    newPerDay = unseen === 0 ? 0 : Math.ceil((unseen + input.newSeenToday) / studyDays);
    const started = input.seenQuestions > 0;
    onSchedule = started ? unseen === 0 || (daysToTarget >= 0 && newPerDay <= SUSTAINABLE_NEW_PER_DAY) : null;
  }
  return {
    daysLeft,
    newPerDay,
    newToday: Math.min(unseen, Math.max(0, newPerDay - input.newSeenToday)),
    reviewsToday: input.dueToday,
    onSchedule,
  };
}

export type PartInput = {
  name: string;
  /** The part's weight in the exam (its number of questions in the blueprint). */
  weight: number;
  /** Recall chance at the exam date of every question of the part the candidate has practised. */
  seen: number[];
  unseen: number;
  /** The candidate's share of right answers in this part so far, or null without answers. */
  observedRate: number | null;
};

export type Readiness = {
  /** The estimated exam score, or null while too few questions are practised to estimate from. */
  percent: number | null;
  passes: boolean;
  /** How many more questions to practise before there is an estimate (0 once there is one). */
  answersNeeded: number;
  /** Per part of the exam (only with an estimate): its figure, or null while that part has too few answers. */
  parts: { name: string; percent: number | null }[];
};

/**
 * An estimate of the exam score: per part, the recall chance of the practised questions (the chance
 * that also schedules their reviews) and, for the questions not yet practised, the part's observed
 * rate (or a guess); weighted like the exam. Until MIN_ANSWERED_FOR_ESTIMATE questions are practised
 * there is no figure, only how many more are needed; a part shows its own figure from
 * MIN_ANSWERED_PER_PART practised questions.
 */
export function estimateReadiness(parts: readonly PartInput[]): Readiness {
  const estimated = parts
    .filter((p) => p.weight > 0 && p.seen.length + p.unseen > 0)
    .map((p) => {
      const unseenRate = p.observedRate ?? GUESS_RATE;
      const chance = (p.seen.reduce((a, r) => a + r, 0) + p.unseen * unseenRate) / (p.seen.length + p.unseen);
      return { name: p.name, weight: p.weight, chance, practised: p.seen.length };
    });
  const practised = parts.reduce((a, p) => a + p.seen.length, 0);
  const answersNeeded = Math.max(0, MIN_ANSWERED_FOR_ESTIMATE - practised);
  if (answersNeeded > 0) return { percent: null, passes: false, answersNeeded, parts: [] };
  const totalWeight = estimated.reduce((a, p) => a + p.weight, 0);
  const overall = totalWeight === 0 ? GUESS_RATE : estimated.reduce((a, p) => a + p.weight * p.chance, 0) / totalWeight;
  const percent = Math.round(overall * 100);
  return {
    percent,
    passes: percent >= PASS_PERCENT,
    answersNeeded: 0,
    parts: estimated.map((p) => ({ name: p.name, percent: p.practised >= MIN_ANSWERED_PER_PART ? Math.round(p.chance * 100) : null })),
  };
}
