import { percentage } from "~/lib/practice/engine";

export type CategoryTotals = { categoryId: string; name: string; correct: number; total: number };
export type CategoryProgress = CategoryTotals & { progress: number };
export type Progress = { overall: number; correct: number; total: number; categories: CategoryProgress[] };

/**
 * Progress (docs/product.md, "Progress and statistics"): per category and overall, round(correct / total × 100), 0 when
 * nothing was answered. `correct` and `total` count every recorded check of a question.
 */
export function computeProgress(rows: readonly CategoryTotals[]): Progress {
  const categories = rows.map((r) => ({ ...r, progress: percentage(r.correct, r.total) }));
  const correct = rows.reduce((sum, r) => sum + r.correct, 0);
  const total = rows.reduce((sum, r) => sum + r.total, 0);
  return { overall: percentage(correct, total), correct, total, categories };
}

/** The weakest categories first: lowest progress among those with at least `minAnswers` answers. */
export function weakestCategories(progress: Progress, minAnswers = 5, limit = 3): CategoryProgress[] {
  return progress.categories
    .filter((c) => c.total >= minAnswers)
    .sort((a, b) => a.progress - b.progress || b.total - a.total)
    .slice(0, limit);
}
