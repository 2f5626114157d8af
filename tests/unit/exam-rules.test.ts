import { describe, expect, it } from "vitest";
import {
  blueprintFor,
  countsForFreeLimit,
  examDeadline,
  filterReview,
  isOverTime,
  nextFreeExamAt,
  passMarkFor,
  pictureShortfall,
  planExam,
  reviewFilter,
  scoreExam,
  withoutPicturesBlueprint,
  type Blueprint,
  type Candidate,
} from "~/lib/exam/rules";
import { seededRng } from "~/lib/practice/engine";

const blueprint: Blueprint = { total: 75, pictures: 25, passMark: 53, categories: { a: 30, b: 20 } };

function bank(pictures: number, a: number, b: number, speciesCount = pictures): Candidate[] {
  return [
    ...Array.from({ length: pictures }, (_, i) => ({
      id: `p${i}`,
      categoryId: "w",
      isPicture: true,
      speciesId: `s${i % speciesCount}`,
      subject: 1,
    })),
    ...Array.from({ length: a }, (_, i) => ({ id: `a${i}`, categoryId: "a", isPicture: false, speciesId: null, subject: null })),
    ...Array.from({ length: b }, (_, i) => ({ id: `b${i}`, categoryId: "b", isPicture: false, speciesId: null, subject: null })),
  ];
}

describe("exam blueprint", () => {
  it("draws 25 pictures and the category quotas, each question once", () => {
    const plan = planExam(blueprint, bank(60, 100, 100), seededRng("x"));
    expect(plan.questionIds).toHaveLength(75);
    expect(new Set(plan.questionIds).size).toBe(75);
    expect(plan.questionIds.filter((id) => id.startsWith("p"))).toHaveLength(25);
    expect(plan.questionIds.filter((id) => id.startsWith("a"))).toHaveLength(30);
    expect(plan.questionIds.filter((id) => id.startsWith("b"))).toHaveLength(20);
    expect(plan).toMatchObject({ pictureCount: 25, pictureShortfall: 0, passMark: 53 });
  });

  it("shows a species at most once while there are species enough", () => {
    // 50 picture questions over 30 species: 25 pictures can all be different species.
    const candidates = bank(50, 100, 100, 30);
    for (const seed of ["1", "2", "3", "4", "5"]) {
      const plan = planExam(blueprint, candidates, seededRng(seed));
      const species = plan.questionIds.filter((id) => id.startsWith("p")).map((id) => candidates.find((c) => c.id === id)!.speciesId);
      expect(new Set(species).size).toBe(25);
    }
  });

  it("makes up missing pictures and a short category from the rest, and says how many pictures are missing", () => {
    const plan = planExam(blueprint, bank(10, 100, 5), seededRng("y"));
    expect(plan.questionIds).toHaveLength(75);
    expect(plan).toMatchObject({ pictureCount: 10, pictureShortfall: 15, passMark: 53 });
    expect(plan.questionIds.filter((id) => id.startsWith("b"))).toHaveLength(5);
  });

  it("draws each subject's minimum within the categories' quotas", () => {
    // Category a holds subjects 4 (scarce: 3 questions) and 5 (many); b holds subject 9. Quotas: a 30, b 20.
    const candidates: Candidate[] = [
      ...Array.from({ length: 3 }, (_, i) => ({ id: `a4-${i}`, categoryId: "a", isPicture: false, speciesId: null, subject: 4 })),
      ...Array.from({ length: 100 }, (_, i) => ({ id: `a5-${i}`, categoryId: "a", isPicture: false, speciesId: null, subject: 5 })),
      ...Array.from({ length: 100 }, (_, i) => ({ id: `b9-${i}`, categoryId: "b", isPicture: false, speciesId: null, subject: 9 })),
    ];
    const withSubjects: Blueprint = { ...blueprint, pictures: 0, total: 50, passMark: 35, subjects: { "4": 3, "5": 10, "10": 2 } };
    for (const seed of ["1", "2", "3", "4", "5", "6", "7", "8"]) {
      const ids = planExam(withSubjects, candidates, seededRng(seed)).questionIds;
      expect(ids.filter((id) => id.startsWith("a4-"))).toHaveLength(3);
      expect(ids.filter((id) => id.startsWith("a")).length).toBe(30);
      expect(ids.filter((id) => id.startsWith("b")).length).toBe(20);
    }
    // Without the minimum, a draw of 30 from 103 questions of category a often leaves subject 4 out.
    const without = ["1", "2", "3", "4", "5", "6", "7", "8"].map(
      (seed) =>
        planExam({ ...withSubjects, subjects: {} }, candidates, seededRng(seed)).questionIds.filter((id) => id.startsWith("a4-")).length,
    );
    expect(without.some((n) => n < 3)).toBe(true);
    // A subject's minimum never breaks a category's quota: with room for 1 in b, only 1 of subject 9.
    const tight: Blueprint = { total: 11, pictures: 0, passMark: 8, categories: { a: 10, b: 1 }, subjects: { "9": 5 } };
    const ids = planExam(tight, candidates, seededRng("q")).questionIds;
    expect(ids.filter((id) => id.startsWith("b"))).toHaveLength(1);
  });

  it("takes a subject from the category where it does not crowd out another subject", () => {
    // a (quota 2) has subjects 1 and 2; b (quota 2) has only subject 1. Both minimums fit only with 1 from b.
    const q = (id: string, categoryId: string, subject: number): Candidate => ({
      id,
      categoryId,
      isPicture: false,
      speciesId: null,
      subject,
    });
    const candidates = [
      q("a1-0", "a", 1),
      q("a1-1", "a", 1),
      q("a1-2", "a", 1),
      q("a2-0", "a", 2),
      q("a2-1", "a", 2),
      q("b1-0", "b", 1),
      q("b1-1", "b", 1),
    ];
    const twoByTwo: Blueprint = { total: 4, pictures: 0, passMark: 3, categories: { a: 2, b: 2 }, subjects: { "1": 2, "2": 2 } };
    for (const seed of ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]) {
      const ids = planExam(twoByTwo, candidates, seededRng(seed)).questionIds;
      expect(ids.filter((id) => id.startsWith("a2-")).sort(), seed).toEqual(["a2-0", "a2-1"]);
      expect(ids.filter((id) => id.startsWith("b1-")).sort(), seed).toEqual(["b1-0", "b1-1"]);
    }
  });

  it("gives a smaller exam a pass mark of 70%, rounded up", () => {
    const plan = planExam(blueprint, bank(5, 10, 5), seededRng("z"));
    expect(plan.questionIds).toHaveLength(20);
    expect(plan.passMark).toBe(14);
    expect(passMarkFor(blueprint, 75)).toBe(53);
    expect(passMarkFor(blueprint, 10)).toBe(7);
    expect(planExam(blueprint, [], seededRng("leeg")).questionIds).toEqual([]);
  });

  it("comes out the same for the same seed and differently for another", () => {
    const candidates = bank(60, 100, 100);
    expect(planExam(blueprint, candidates, seededRng("s")).questionIds).toEqual(
      planExam(blueprint, candidates, seededRng("s")).questionIds,
    );
    expect(planExam(blueprint, candidates, seededRng("s")).questionIds).not.toEqual(
      planExam(blueprint, candidates, seededRng("t")).questionIds,
    );
  });
});

describe("exam scoring", () => {
  const items = (correct: number, total: number) =>
    Array.from({ length: total }, (_, i) => ({
      isCorrect: i < correct,
      answered: i < total - 2,
      categoryName: i % 2 ? "Jachtrecht" : "Wapens",
      isPicture: i % 3 === 0,
    }));

  it("passes at 53 of 75 and fails at 52", () => {
    expect(scoreExam(items(53, 75), 53)).toMatchObject({ correct: 53, total: 75, passed: true, unanswered: 2 });
    expect(scoreExam(items(52, 75), 53).passed).toBe(false);
  });

  it("scores the picture part and each category separately", () => {
    const score = scoreExam(items(10, 12), 9);
    expect(score.pictures).toEqual({ correct: 4, total: 4 });
    expect(score.byCategory).toEqual([
      { categoryName: "Jachtrecht", correct: 5, total: 6 },
      { categoryName: "Wapens", correct: 5, total: 6 },
    ]);
  });
});

describe("exam time and allowance", () => {
  const start = new Date("2026-11-25T10:00:00Z");

  it("ends after the chosen minutes, or never without a timer", () => {
    const deadline = examDeadline(start, 90)!;
    expect(deadline.toISOString()).toBe("2026-11-25T11:30:00.000Z");
    expect(isOverTime(deadline, new Date("2026-11-25T11:29:59Z"))).toBe(false);
    expect(isOverTime(deadline, new Date("2026-11-25T11:30:00Z"))).toBe(true);
    expect(examDeadline(start, null)).toBeNull();
    expect(isOverTime(null, new Date("2030-01-01"))).toBe(false);
  });

  it("lets a free account start again 7 days after its last exam", () => {
    expect(nextFreeExamAt(null, start)).toBeNull();
    expect(nextFreeExamAt(start, new Date("2026-11-28T10:00:00Z"))?.toISOString()).toBe("2026-12-02T10:00:00.000Z");
    expect(nextFreeExamAt(start, new Date("2026-12-02T10:00:00Z"))).toBeNull();
  });
});

describe("the exam without picture questions", () => {
  it("has the other 50 questions and is passed at 35, with the same categories", () => {
    expect(withoutPicturesBlueprint(blueprint)).toEqual({ total: 50, pictures: 0, passMark: 35, categories: { a: 30, b: 20 } });
    expect(blueprintFor(blueprint, false)).toBe(blueprint);
    expect(blueprintFor(blueprint, true).total).toBe(50);
  });

  it("draws no picture question even when the bank has them", () => {
    const candidates = bank(60, 100, 100).filter((c) => !c.isPicture);
    const plan = planExam(withoutPicturesBlueprint(blueprint), candidates, seededRng("zf"));
    expect(plan).toMatchObject({ pictureCount: 0, pictureShortfall: 0, passMark: 35 });
    expect(plan.questionIds).toHaveLength(50);
    expect(plan.questionIds.filter((id) => id.startsWith("p"))).toEqual([]);
  });
});

describe("missing photos and the free account's exam of the week", () => {
  it("says how many picture questions a full exam would lack", () => {
    expect(pictureShortfall(blueprint, 0)).toBe(25);
    expect(pictureShortfall(blueprint, 10)).toBe(15);
    expect(pictureShortfall(blueprint, 143)).toBe(0);
  });

  it("counts an exam only when its picture part is complete; the exam without pictures always counts", () => {
    expect(countsForFreeLimit(planExam(blueprint, bank(60, 100, 100), seededRng("a")))).toBe(true);
    expect(countsForFreeLimit(planExam(blueprint, bank(10, 100, 100), seededRng("b")))).toBe(false);
    expect(countsForFreeLimit(planExam(blueprint, bank(0, 100, 100), seededRng("c")))).toBe(false);
    expect(countsForFreeLimit(planExam(withoutPicturesBlueprint(blueprint), bank(0, 100, 100), seededRng("d")))).toBe(true);
  });
});

describe("the review after an exam", () => {
  it("shows only the mistakes after a fail and everything after a pass, unless asked otherwise", () => {
    expect(reviewFilter(null, false)).toBe("fouten");
    expect(reviewFilter(null, true)).toBe("alle");
    expect(reviewFilter("alle", false)).toBe("alle");
    expect(reviewFilter("fouten", true)).toBe("fouten");
    expect(reviewFilter("iets", false)).toBe("fouten");
  });

  it("the mistakes are the questions not answered right", () => {
    const items = [{ isCorrect: true }, { isCorrect: false }, { isCorrect: false }];
    expect(filterReview(items, "fouten")).toEqual([{ isCorrect: false }, { isCorrect: false }]);
    expect(filterReview(items, "alle")).toEqual(items);
  });
});
