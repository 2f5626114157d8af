import { describe, expect, it } from "vitest";
import { spreadNewQuestions, type PartStanding } from "~/lib/learning/new-questions";

// The exam blueprint's weights: 25 picture questions, the other 50 over the categories.
const WEIGHTS: Record<string, number> = {
  pictures: 25,
  jachtrecht: 10,
  wildkennis: 7,
  wapens: 7,
  "wwm-veiligheid": 6,
  faunabeheer: 6,
  jachtpraktijk: 6,
  faunaschade: 4,
  ecologie: 4,
};

/** A bank sorted the way the database hands it out: by id, so one part after the other. */
function bank(perPart = 40) {
  return Object.keys(WEIGHTS)
    .sort()
    .flatMap((part) => Array.from({ length: perPart }, (_, i) => ({ id: `${part}-${String(i).padStart(3, "0")}`, part })));
}

const nothingKnown = (part: string): PartStanding | undefined => (WEIGHTS[part] ? { weight: WEIGHTS[part]!, rate: null } : undefined);

function longestRun(parts: string[]) {
  let longest = 0;
  let run = 0;
  parts.forEach((p, i) => {
    run = i > 0 && parts[i - 1] === p ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

describe("new questions of a learning-route sitting", () => {
  it("while nothing is known, takes turns over the parts like the exam instead of one category after another", () => {
    const picked = spreadNewQuestions(bank(), nothingKnown, 20).map((q) => q.part);
    expect(picked).toHaveLength(20);
    expect(new Set(picked.slice(0, 10)).size).toBeGreaterThanOrEqual(7);
    expect(longestRun(picked)).toBeLessThanOrEqual(1);
    // The picture part weighs a third of the exam, so a third of the sitting.
    expect(picked.filter((p) => p === "pictures").length).toBeGreaterThanOrEqual(6);
    expect(picked.filter((p) => p === "pictures").length).toBeLessThanOrEqual(8);
  });

  it("over a whole bank keeps the blueprint's proportions", () => {
    const picked = spreadNewQuestions(bank(), nothingKnown, 75).map((q) => q.part);
    for (const [part, weight] of Object.entries(WEIGHTS)) {
      expect(Math.abs(picked.filter((p) => p === part).length - weight), part).toBeLessThanOrEqual(1);
    }
  });

  it("takes the weakest parts first; parts within the same tenth count as tied", () => {
    const standing = (part: string): PartStanding | undefined => {
      const rates: Record<string, number> = { wapens: 0.1, ecologie: 0.14, jachtrecht: 0.9 };
      return { weight: WEIGHTS[part]!, rate: rates[part] ?? null };
    };
    const picked = spreadNewQuestions(bank(3), standing, 27).map((q) => q.part);
    // Wapens (10%) and ecologie (14%) share the weakest band: they come first, taking turns.
    expect(new Set(picked.slice(0, 6))).toEqual(new Set(["wapens", "ecologie"]));
    expect(longestRun(picked.slice(0, 6))).toBeLessThanOrEqual(2);
    // The best part comes last.
    expect(picked.slice(-3)).toEqual(["jachtrecht", "jachtrecht", "jachtrecht"]);
  });

  it("keeps the given order within a part, stops at the count, and gives what there is when the bank runs short", () => {
    const picked = spreadNewQuestions(bank(2), nothingKnown, 4);
    expect(picked.map((q) => q.id)).toEqual(["pictures-000", "jachtrecht-000", "pictures-001", "wapens-000"]);
    expect(spreadNewQuestions(bank(1), nothingKnown, 100)).toHaveLength(9);
    expect(spreadNewQuestions([], nothingKnown, 5)).toEqual([]);
  });

  it("gives a part the blueprint does not weigh a turn too", () => {
    const questions = [...bank(1), { id: "nieuw-000", part: "nieuw" }];
    expect(spreadNewQuestions(questions, nothingKnown, 10).map((q) => q.id)).toContain("nieuw-000");
  });
});
