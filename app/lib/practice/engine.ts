// The practice rules as pure functions: no database, no clock, no randomness of their own.

export type Mode = "quick" | "personal" | "category";
export type Role = "anonymous" | "free" | "premium";
export type Rng = () => number;

/** Daily allowances per UTC day (docs/product.md, "Allowances and limits"). Quick counts questions; the others count tests. */
export const DAILY_ALLOWANCE: Record<Exclude<Role, "premium">, Record<Mode, number>> = {
  anonymous: { quick: 10, personal: 1, category: 1 },
  free: { quick: 10, personal: 2, category: 2 },
};

export const QUICK_SIZE = 10;
export const DEFAULT_PERSONAL_SIZE = 10;
export const MAX_TEST_SIZE = { free: 10, premium: 50 } as const;
export const CATEGORY_SIZE = { free: 10, premium: 20 } as const;
export const MASTERED_AFTER = 5;
export const FETCH_FACTOR = 3;
export const ANIMAL_NOTICE_MS = 5000;

export function roleOf(user: { isPremium: boolean } | null): Role {
  if (!user) return "anonymous";
  return user.isPremium ? "premium" : "free";
}

/** The UTC calendar day an allowance belongs to. */
export function allowanceDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Today's allowance of a mode (questions for quick, tests otherwise), or null for no limit. */
export function allowanceLimit(role: Role, mode: Mode): number | null {
  return role === "premium" ? null : DAILY_ALLOWANCE[role][mode];
}

/** What is left today, or null for no limit. */
export function remainingAllowance(role: Role, mode: Mode, used: number): number | null {
  const limit = allowanceLimit(role, mode);
  return limit === null ? null : Math.max(0, limit - used);
}

/** What starting a test takes from the allowance: quick counts its questions, the others one test. */
export function allowanceCost(mode: Mode, questionCount: number): number {
  return mode === "quick" ? questionCount : 1;
}

/** The largest personal test this role may ask for. */
export function maxTestSize(role: Role): number {
  return role === "premium" ? MAX_TEST_SIZE.premium : MAX_TEST_SIZE.free;
}

/** Clamps a requested personal test size to 1..max; anything unreadable becomes the default. */
export function personalTestSize(role: Role, requested: number | undefined): number {
  const max = maxTestSize(role);
  if (requested === undefined || !Number.isFinite(requested)) return Math.min(DEFAULT_PERSONAL_SIZE, max);
  return Math.min(max, Math.max(1, Math.trunc(requested)));
}

/** How many questions a new test gets, given the mode and what is left of today's quick allowance. */
export function testSize(mode: Mode, role: Role, options: { requested?: number; quickRemaining?: number | null } = {}): number {
  switch (mode) {
    case "quick": {
      const remaining = options.quickRemaining;
      return remaining === null || remaining === undefined ? QUICK_SIZE : Math.min(QUICK_SIZE, remaining);
    }
    case "personal":
      return personalTestSize(role, options.requested);
    case "category":
      return role === "premium" ? CATEGORY_SIZE.premium : CATEGORY_SIZE.free;
  }
}

/** Fisher–Yates on a copy. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** From the fetched candidates (3× the wanted count), a shuffled selection of `count`. */
export function pickQuestions<T>(candidates: readonly T[], count: number, rng: Rng): T[] {
  return shuffle(candidates, rng).slice(0, Math.max(0, count));
}

/** The order in which the four answers are shown: indexes into [correct, wrong1, wrong2, wrong3]. */
export function optionOrder(rng: Rng): number[] {
  return shuffle([0, 1, 2, 3], rng);
}

/** Whether the option chosen on screen (an index into the shown `order`, or none) is the right answer. */
export function isChosenRight(order: readonly number[], chosen: number | null): boolean {
  return chosen !== null && order[chosen] === 0;
}

/** A small seeded generator (mulberry32), for orders that must come out the same on every request. */
export function seededRng(seed: string): Rng {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 'Vorige vraag' is allowed only after the first question and while the answer is not shown (docs/product.md, "The question screen"). */
export function canGoBack(position: number, revealed: boolean): boolean {
  return position > 0 && !revealed;
}

export function percentage(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((correct / total) * 100);
}

/** Fewer answers than this say too little to judge someone's knowledge by: no praise, no warning. */
export const MIN_JUDGED_QUESTIONS = 10;

/** Whether a round of `total` questions is long enough to judge by its score. */
export function isJudged(total: number): boolean {
  return total >= MIN_JUDGED_QUESTIONS;
}

/**
 * The result message: by the 80/60/40 thresholds for a round long enough to judge, otherwise what can
 * be said of a short round. The title and the text never say the same thing twice, and the counts
 * (shown beside the message) are not repeated in it.
 */
export function scoreMessage(correct: number, total: number): { title: string; text: string } {
  if (!isJudged(total)) {
    const size = total === 1 ? "1 vraag" : `${total} vragen`;
    const short = `Met ${size} is deze ronde te kort voor een oordeel over je kennis; dat geven we vanaf ${MIN_JUDGED_QUESTIONS} vragen.`;
    return { title: "Korte ronde.", text: correct < total ? `${short} Lees de uitleg bij je fouten hieronder.` : short };
  }
  const percent = percentage(correct, total);
  if (percent >= 80) return { title: "Uitstekend!", text: "Je beheerst deze stof. Herhaal hem af en toe, dan blijft hij zitten." };
  if (percent >= 60) return { title: "Goed gedaan!", text: "Je kent het meeste; met de uitleg bij je fouten word je nog zekerder." };
  if (percent >= 40) return { title: "Je bent op de goede weg.", text: "Een flink deel zit er al in; de rest komt met oefenen." };
  return { title: "Extra aandacht nodig.", text: "Deze stof zit er nog niet in: neem de tijd voor de uitleg bij elke vraag." };
}

export type AnsweredQuestion = { categoryName: string; isCorrect: boolean | null };

export type CategoryResult = { categoryName: string; correct: number; total: number; percent: number };

/** Results per category, in the order the categories first appear; unanswered questions count as wrong. */
export function resultsByCategory(answers: readonly AnsweredQuestion[]): CategoryResult[] {
  const byName = new Map<string, { correct: number; total: number }>();
  for (const a of answers) {
    const row = byName.get(a.categoryName) ?? { correct: 0, total: 0 };
    row.total += 1;
    if (a.isCorrect) row.correct += 1;
    byName.set(a.categoryName, row);
  }
  return [...byName].map(([categoryName, r]) => ({ categoryName, ...r, percent: percentage(r.correct, r.total) }));
}

/** The whole test's score. */
export function summarize(answers: readonly AnsweredQuestion[]) {
  const correct = answers.filter((a) => a.isCorrect).length;
  const total = answers.length;
  const percent = percentage(correct, total);
  return {
    correct,
    wrong: total - correct,
    total,
    percent,
    message: scoreMessage(correct, total),
    byCategory: resultsByCategory(answers),
    categoriesWithMistakes: resultsByCategory(answers)
      .filter((c) => c.correct < c.total)
      .map((c) => c.categoryName),
  };
}
