import { describe, expect, it } from "vitest";
import {
  canGoBack,
  optionOrder,
  percentage,
  personalTestSize,
  pickQuestions,
  remainingAllowance,
  roleOf,
  scoreMessage,
  isJudged,
  MIN_JUDGED_QUESTIONS,
  seededRng,
  shuffle,
  summarize,
  testSize,
  allowanceDay,
} from "~/lib/practice/engine";

describe("allowances", () => {
  it("gives anonymous visitors 10 quick questions, 1 personal and 1 category test a day", () => {
    expect(remainingAllowance("anonymous", "quick", 0)).toBe(10);
    expect(remainingAllowance("anonymous", "quick", 7)).toBe(3);
    expect(remainingAllowance("anonymous", "personal", 0)).toBe(1);
    expect(remainingAllowance("anonymous", "category", 1)).toBe(0);
  });
  it("gives free users 10 quick, 2 personal and 2 per category", () => {
    expect(remainingAllowance("free", "quick", 10)).toBe(0);
    expect(remainingAllowance("free", "personal", 1)).toBe(1);
    expect(remainingAllowance("free", "category", 0)).toBe(2);
  });
  it("never goes below zero, and premium has no limit", () => {
    expect(remainingAllowance("free", "quick", 99)).toBe(0);
    expect(remainingAllowance("premium", "quick", 1000)).toBeNull();
  });
  it("counts per UTC calendar day", () => {
    expect(allowanceDay(new Date("2026-03-01T23:30:00-02:00"))).toBe("2026-03-02");
    expect(allowanceDay(new Date("2026-03-01T23:59:59Z"))).toBe("2026-03-01");
  });
  it("derives the role from the user", () => {
    expect(roleOf(null)).toBe("anonymous");
    expect(roleOf({ isPremium: false })).toBe("free");
    expect(roleOf({ isPremium: true })).toBe("premium");
  });
});

describe("test sizes", () => {
  it("quick is 10, or what is left of today's allowance", () => {
    expect(testSize("quick", "anonymous", { quickRemaining: 10 })).toBe(10);
    expect(testSize("quick", "free", { quickRemaining: 4 })).toBe(4);
    expect(testSize("quick", "premium", { quickRemaining: null })).toBe(10);
  });
  it("category is 10, or 20 for premium", () => {
    expect(testSize("category", "free")).toBe(10);
    expect(testSize("category", "anonymous")).toBe(10);
    expect(testSize("category", "premium")).toBe(20);
  });
  it("personal is 1–10 free, 1–50 premium, default 10", () => {
    expect(personalTestSize("free", undefined)).toBe(10);
    expect(personalTestSize("free", 50)).toBe(10);
    expect(personalTestSize("premium", 50)).toBe(50);
    expect(personalTestSize("premium", 51)).toBe(50);
    expect(personalTestSize("free", 0)).toBe(1);
    expect(personalTestSize("free", -3)).toBe(1);
    expect(personalTestSize("premium", 7.9)).toBe(7);
    expect(personalTestSize("premium", Number.NaN)).toBe(10);
  });
});

describe("selection", () => {
  it("picks the wanted number from the candidates, each at most once", () => {
    const candidates = Array.from({ length: 30 }, (_, i) => i);
    const picked = pickQuestions(candidates, 10, seededRng("a"));
    expect(picked).toHaveLength(10);
    expect(new Set(picked).size).toBe(10);
    expect(picked.every((p) => candidates.includes(p))).toBe(true);
    expect(pickQuestions(candidates.slice(0, 3), 10, seededRng("a"))).toHaveLength(3);
  });
  it("shuffles without losing or changing items", () => {
    const items = ["a", "b", "c", "d", "e"];
    const out = shuffle(items, seededRng("x"));
    expect([...out].sort()).toEqual(items);
    expect(items).toEqual(["a", "b", "c", "d", "e"]);
  });
  it("orders the four options as a permutation, the same for the same seed", () => {
    const order = optionOrder(seededRng("jachtrecht-001"));
    expect([...order].sort()).toEqual([0, 1, 2, 3]);
    expect(optionOrder(seededRng("jachtrecht-001"))).toEqual(order);
    const orders = new Set(Array.from({ length: 50 }, (_, i) => optionOrder(seededRng(`q-${i}`)).join("")));
    expect(orders.size).toBeGreaterThan(5);
  });
});

describe("test flow", () => {
  it("allows going back only after the first question and while the answer is hidden", () => {
    expect(canGoBack(0, false)).toBe(false);
    expect(canGoBack(1, false)).toBe(true);
    expect(canGoBack(1, true)).toBe(false);
  });
});

describe("scoring", () => {
  it("rounds the percentage and gives 0 for no questions", () => {
    expect(percentage(2, 3)).toBe(67);
    expect(percentage(1, 3)).toBe(33);
    expect(percentage(0, 0)).toBe(0);
  });
  it("picks the message by the 80/60/40 thresholds once a round has at least 10 questions", () => {
    expect(scoreMessage(8, 10).title).toBe("Uitstekend!");
    expect(scoreMessage(79, 100).title).toBe("Goed gedaan!");
    expect(scoreMessage(6, 10).title).toBe("Goed gedaan!");
    expect(scoreMessage(59, 100).title).toBe("Je bent op de goede weg.");
    expect(scoreMessage(4, 10).title).toBe("Je bent op de goede weg.");
    expect(scoreMessage(39, 100).title).toBe("Extra aandacht nodig.");
    expect(isJudged(MIN_JUDGED_QUESTIONS)).toBe(true);
    expect(isJudged(MIN_JUDGED_QUESTIONS - 1)).toBe(false);
  });
  it("neither praises nor warns after a round too short to judge, and says why", () => {
    for (const [correct, total] of [
      [2, 2],
      [0, 2],
      [1, 1],
      [9, 9],
    ] as const) {
      const { title, text } = scoreMessage(correct, total);
      expect(title).toBe("Korte ronde.");
      expect(text).toContain("te kort voor een oordeel");
      expect(`${title} ${text}`).not.toMatch(/uitstekend|goed gedaan|extra aandacht|examen/i);
    }
    expect(scoreMessage(1, 1).text).toContain("Met 1 vraag is");
    expect(scoreMessage(0, 2).text).toContain("Lees de uitleg bij je fouten");
    expect(scoreMessage(2, 2).text).not.toContain("fouten");
  });
  it("says a thing once: the text does not repeat the title", () => {
    for (const correct of [10, 7, 5, 0]) {
      const { title, text } = scoreMessage(correct, 10);
      const words = title
        .toLowerCase()
        .replace(/[.!]/g, "")
        .split(" ")
        .filter((w) => w.length > 4);
      for (const word of words) expect(text.toLowerCase()).not.toContain(word);
    }
  });
  it("summarizes per category and lists the categories with mistakes", () => {
    const s = summarize([
      { categoryName: "Wapens", isCorrect: true },
      { categoryName: "Wapens", isCorrect: false },
      { categoryName: "Ecologie", isCorrect: true },
      { categoryName: "Ecologie", isCorrect: null },
    ]);
    expect(s).toMatchObject({ correct: 2, wrong: 2, total: 4, percent: 50 });
    expect(s.byCategory).toEqual([
      { categoryName: "Wapens", correct: 1, total: 2, percent: 50 },
      { categoryName: "Ecologie", correct: 1, total: 2, percent: 50 },
    ]);
    expect(s.categoriesWithMistakes).toEqual(["Wapens", "Ecologie"]);
  });
});
