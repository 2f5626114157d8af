// Which new questions a sitting of the learning route brings, in what order. Pure: no I/O.
import { GUESS_RATE } from "./plan";

/** A question not seen yet, with the part of the exam it belongs to (its category, or the picture part). */
export type NewQuestion = { id: string; part: string };

/** How a part stands: its weight in the exam blueprint and the candidate's rate of right answers (null: none yet). */
export type PartStanding = { weight: number; rate: number | null };

/** Rates within the same tenth count as equally weak: a few answers more or less should not decide the order. */
export const WEAKNESS_BAND = 0.1;

/**
 * The first `count` new questions: the weakest parts first (a part without answers counts as a guess);
 * parts that are equally weak take turns, each as often as its weight in the exam asks (Sainte-Laguë:
 * next is the part with the lowest (taken + ½) / weight). So while nothing is known yet, a sitting
 * follows the make-up of the exam instead of working through one category after the other. Within a
 * part the questions keep the order they are given in.
 */
export function spreadNewQuestions<T extends NewQuestion>(
  questions: readonly T[],
  standing: (part: string) => PartStanding | undefined,
  count: number,
): T[] {
  const queues = new Map<string, T[]>();
  for (const q of questions) queues.set(q.part, [...(queues.get(q.part) ?? []), q]);

  const parts = [...queues.keys()].map((part) => {
    const s = standing(part);
    const rate = s?.rate ?? GUESS_RATE;
    // A part the blueprint does not weigh still gets a turn now and then.
    return { part, band: Math.floor(rate / WEAKNESS_BAND + 1e-9), weight: Math.max(s?.weight ?? 0, 1), taken: 0 };
  });
  const bands = [...new Set(parts.map((p) => p.band))].sort((a, b) => a - b);

  const out: T[] = [];
  for (const band of bands) {
    let open = parts.filter((p) => p.band === band);
    while (open.length > 0 && out.length < count) {
      const next = open.reduce((best, p) => {
        const diff = (p.taken + 0.5) / p.weight - (best.taken + 0.5) / best.weight;
        if (diff !== 0) return diff < 0 ? p : best;
        if (p.weight !== best.weight) return p.weight > best.weight ? p : best;
        return p.part < best.part ? p : best;
      });
      const queue = queues.get(next.part)!;
      out.push(queue.shift()!);
      next.taken += 1;
      if (queue.length === 0) open = open.filter((p) => p !== next);
    }
  }
  return out.slice(0, Math.max(0, count));
}
