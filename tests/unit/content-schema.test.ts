import { describe, expect, it } from "vitest";
import { validateQuestionFile } from "~/content-import/load.server";

const good = {
  id: "jachtrecht-900",
  question: "Welke wet regelt sinds 2024 de jacht in Nederland?",
  correct: "De Omgevingswet",
  wrong: ["De Waterwet", "De Wet milieubeheer", "De Boswet"],
  explanation: "Sinds 1 januari 2024 regelt de Omgevingswet de jacht; de andere wetten gaan daar niet over.",
  type: "basic",
  premium: false,
  source: "Omgevingswet",
  checked_on: "2026-11-21",
};

const categories = new Set(["jachtrecht"]);
const check = (question: Record<string, unknown>) =>
  validateQuestionFile({ category: "jachtrecht", questions: [question] }, "test.yaml", categories).problems;

describe("question validation", () => {
  it("accepts a complete question", () => {
    expect(check(good)).toEqual([]);
  });

  it.each([
    ["Wapenwet", "Volgens de Wapenwet mag dat niet."],
    ["jachtverlof", "Heb je een jachtverlof nodig?"],
    ["jachtakte", "Wie geeft de jachtakte af?"],
    ["Flora- en faunawet", "Wat zegt de Flora- en faunawet hierover?"],
    ["Wet natuurbescherming", "Wat regelt de Wet natuurbescherming?"],
  ])("refuses the banned term %s", (term, question) => {
    const problems = check({ ...good, question });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`verboden term '${term}'`);
    expect(problems[0]).toContain("jachtrecht-900");
  });

  it("allows former law in a history question, but never Belgian terms", () => {
    expect(check({ ...good, type: "historie", question: "Hoe heette de vergunning vroeger? (jachtakte)" })).toEqual([]);
    expect(check({ ...good, type: "historie", question: "Wat regelde de Wapenwet?" })[0]).toContain("Wapenwet");
  });

  it("refuses repeated options, ignoring case", () => {
    expect(check({ ...good, wrong: ["de omgevingswet", "De Waterwet", "De Boswet"] })[0]).toContain("verschillend");
  });

  it("refuses a missing field with its name", () => {
    const { explanation: _omitted, ...withoutExplanation } = good;
    expect(check(withoutExplanation)[0]).toMatch(/explanation/);
  });

  it("refuses the wrong number of wrong answers", () => {
    expect(check({ ...good, wrong: ["a", "b"] })[0]).toContain("jachtrecht-900");
  });

  it("refuses an image question without a species", () => {
    expect(check({ ...good, type: "afbeelding" })[0]).toContain("een afbeeldingsvraag heeft een soort (species) nodig");
  });

  it("refuses an unknown category", () => {
    const result = validateQuestionFile({ category: "onbekend", questions: [good] }, "x.yaml", categories);
    expect(result.problems[0]).toContain("onbekende categorie");
  });
});
