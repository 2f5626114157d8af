// Test-wise cues in the question bank: patterns that let a candidate find the right answer without
// knowing it. Pure: no I/O.
import type { QuestionRecord } from "./schemas/questions";

type Q = Pick<QuestionRecord, "id" | "correct" | "wrong"> & { categoryId: string };

/** Absolute words: a test-wise candidate strikes options that contain them. */
export const ABSOLUTE_WORDS = /\b(alleen|altijd|nooit|alle|allemaal|uitsluitend|volledig|geheel|nergens|iedere|elke|steeds|geen enkele)\b/i;

const YES = /^ja\b/i;
const NO = /^nee\b/i;

/** The per-question patterns a new question may not add: an absolute word only in wrong options, a yes/no odd-one-out that is right. */
export function cuePatterns(q: Q): string[] {
  const patterns: string[] = [];
  if (!ABSOLUTE_WORDS.test(q.correct) && q.wrong.some((w) => ABSOLUTE_WORDS.test(w)))
    patterns.push("absoluut woord alleen in foute opties");
  const options = [q.correct, ...q.wrong];
  const yes = options.filter((o) => YES.test(o)).length;
  const no = options.filter((o) => NO.test(o)).length;
  if (yes + no === 4 && (yes === 1 || no === 1) && (yes === 1 ? YES : NO).test(q.correct))
    patterns.push("ja/nee: het juiste antwoord is de uitzondering");
  return patterns;
}

export type CueFigures = {
  questions: number;
  /** Share of wrong options with an absolute word, divided by that share among right answers (target ≤ 1.5). */
  absoluteRatio: number;
  absoluteWrongShare: number;
  absoluteRightShare: number;
  /** Questions with a 1-against-3 split of Ja/Nee options, and how often the odd one out is right (target ≤ 40%). */
  yesNoSplit: number;
  oddOneOutRight: number;
  /** How often the right answer is the longest option (target ≤ 30%; chance is 25%). */
  longestRight: number;
};

export function cueFigures(questions: readonly Q[]): CueFigures {
  const wrong = questions.flatMap((q) => q.wrong);
  const absWrong = wrong.filter((w) => ABSOLUTE_WORDS.test(w)).length / Math.max(1, wrong.length);
  const absRight = questions.filter((q) => ABSOLUTE_WORDS.test(q.correct)).length / Math.max(1, questions.length);
  const split = questions.filter((q) => {
    const options = [q.correct, ...q.wrong];
    const yes = options.filter((o) => YES.test(o)).length;
    const no = options.filter((o) => NO.test(o)).length;
    return yes + no === 4 && (yes === 1 || no === 1);
  });
  const odd = split.filter((q) => {
    const yes = [q.correct, ...q.wrong].filter((o) => YES.test(o)).length;
    return (yes === 1 ? YES : NO).test(q.correct);
  }).length;
  const longest = questions.filter((q) => q.wrong.every((w) => q.correct.length > w.length)).length;
  return {
    questions: questions.length,
    absoluteWrongShare: absWrong,
    absoluteRightShare: absRight,
    absoluteRatio: absRight === 0 ? (absWrong === 0 ? 0 : Infinity) : absWrong / absRight,
    yesNoSplit: split.length,
    oddOneOutRight: split.length === 0 ? 0 : odd / split.length,
    longestRight: questions.length === 0 ? 0 : longest / questions.length,
  };
}

/** Categories over a cue target: the right answer the longest option in more than 30%, or absolute words more than 1.5× as common in wrong options. */
export function cueTargetProblems(questions: readonly Q[]): string[] {
  const categories = [...new Set(questions.map((q) => q.categoryId))].sort();
  return categories.flatMap((c) => {
    const f = cueFigures(questions.filter((q) => q.categoryId === c));
    const problems: string[] = [];
    if (f.longestRight > 0.3)
      problems.push(`${c}: het juiste antwoord is in ${pct(f.longestRight)} van de vragen het langste (hoogstens 30%)`);
    if (f.absoluteRatio > 1.5)
      problems.push(
        `${c}: absolute woorden ${Number.isFinite(f.absoluteRatio) ? f.absoluteRatio.toFixed(1) : "∞"}× zo vaak in foute opties (hoogstens 1,5×)`,
      );
    if (f.yesNoSplit > 0 && f.oddOneOutRight > 0.4)
      problems.push(`${c}: de ja/nee-uitzondering is in ${pct(f.oddOneOutRight)} juist (hoogstens 40%)`);
    return problems;
  });
}

const pct = (n: number) => `${Math.round(n * 100)}%`;

/** The cue figures per category and for the whole bank, as text, with the targets. */
export function cueReport(questions: readonly Q[]): string {
  const categories = [...new Set(questions.map((q) => q.categoryId))].sort();
  const row = (name: string, f: CueFigures) =>
    [
      name.padEnd(16),
      String(f.questions).padStart(6),
      `${pct(f.absoluteWrongShare)}/${pct(f.absoluteRightShare)}`.padStart(11),
      (Number.isFinite(f.absoluteRatio) ? f.absoluteRatio.toFixed(1) : "∞").padStart(6),
      `${f.yesNoSplit ? pct(f.oddOneOutRight) : "—"} (${f.yesNoSplit})`.padStart(10),
      pct(f.longestRight).padStart(8),
    ].join("  ");
  return [
    "Aanwijzingen (doel: absoluut ≤ 1,5×, ja/nee-uitzondering ≤ 40%, langste = juist ≤ 30%)",
    ["categorie".padEnd(16), "vragen", "abs fout/goed", " ratio", "ja/nee", "langste"].join("  "),
    ...categories.map((c) => row(c, cueFigures(questions.filter((q) => q.categoryId === c)))),
    row("totaal", cueFigures(questions)),
  ].join("\n");
}
