import { describe, expect, it } from "vitest";
import { fallbackQuestions } from "~/content-import/index.server";

describe("built-in fallback questions", () => {
  it("are the five basic questions of the product, one per topic, with explanations", () => {
    const questions = fallbackQuestions();
    expect(questions).toHaveLength(5);
    for (const q of questions) {
      expect(q.id).toMatch(/^fallback-\d$/);
      expect(new Set([q.correctAnswer, q.wrongAnswer1, q.wrongAnswer2, q.wrongAnswer3]).size).toBe(4);
      expect(q.explanation.length).toBeGreaterThan(20);
    }
  });
});
