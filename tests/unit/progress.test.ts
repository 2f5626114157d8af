import { describe, expect, it } from "vitest";
import { computeProgress, weakestCategories } from "~/lib/progress";

const row = (categoryId: string, correct: number, total: number) => ({ categoryId, name: categoryId.toUpperCase(), correct, total });

describe("computeProgress", () => {
  it("rounds correct / total × 100 per category and overall", () => {
    const p = computeProgress([row("a", 2, 3), row("b", 1, 3), row("c", 0, 0)]);
    expect(p.categories.map((c) => c.progress)).toEqual([67, 33, 0]);
    expect(p.overall).toBe(50);
    expect(p).toMatchObject({ correct: 3, total: 6 });
  });
  it("is 0 when nothing was answered", () => {
    expect(computeProgress([]).overall).toBe(0);
    expect(computeProgress([row("a", 0, 0)]).overall).toBe(0);
  });
  it("weighs categories by their answers, not equally", () => {
    expect(computeProgress([row("a", 10, 10), row("b", 0, 30)]).overall).toBe(25);
  });
  it("rounds halves up", () => {
    expect(computeProgress([row("a", 1, 8)]).overall).toBe(13);
    expect(computeProgress([row("a", 5, 8)]).overall).toBe(63);
  });
});

describe("weakestCategories", () => {
  it("lists the lowest scores among categories with enough answers", () => {
    const p = computeProgress([row("a", 9, 10), row("b", 2, 10), row("c", 0, 2), row("d", 5, 10)]);
    expect(weakestCategories(p, 5, 2).map((c) => c.categoryId)).toEqual(["b", "d"]);
  });
});
