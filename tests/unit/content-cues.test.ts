import { describe, expect, it } from "vitest";
import { cueFigures, cuePatterns, cueTargetProblems } from "~/content";

const q = (correct: string, wrong: [string, string, string], id = "x") => ({ id, categoryId: "c", correct, wrong });

describe("cue patterns", () => {
  it("flags an absolute word found only in wrong options, and a yes/no odd one out that is right", () => {
    expect(cuePatterns(q("Van zonsopkomst tot zonsondergang", ["Altijd", "Nooit 's nachts", "Overdag"]))).toEqual([
      "absoluut woord alleen in foute opties",
    ]);
    expect(cuePatterns(q("Alleen met een vergunning", ["Nooit", "Altijd", "Overdag"]))).toEqual([]);
    expect(cuePatterns(q("Nee, want …", ["Ja, als …", "Ja, mits …", "Ja, tenzij …"]))).toEqual([
      "ja/nee: het juiste antwoord is de uitzondering",
    ]);
    expect(cuePatterns(q("Ja, als …", ["Ja, mits …", "Nee, want …", "Ja, tenzij …"]))).toEqual([]);
    expect(cuePatterns(q("Ja, als …", ["Ja, mits …", "Nee, want …", "Nee, tenzij …"]))).toEqual([]);
  });

  it("figures: the absolute-word ratio, the odd-one-out rate and how often the right answer is longest", () => {
    const f = cueFigures([
      q("Nee, want dat is verboden", ["Ja, altijd", "Ja, als het licht is", "Ja, met toestemming"]),
      q("Ja, met een vergunning", ["Nee", "Ja, als het mag", "Ja, overdag"]),
      q("Alle vijf", ["Twee of meer", "Drie", "Vier"]),
    ]);
    expect(f.absoluteWrongShare).toBeCloseTo(1 / 9);
    expect(f.absoluteRightShare).toBeCloseTo(1 / 3);
    expect(f.absoluteRatio).toBeCloseTo(1 / 3);
    expect(f).toMatchObject({ questions: 3, yesNoSplit: 2, oddOneOutRight: 0.5 });
    expect(f.longestRight).toBeCloseTo(2 / 3);
  });
});

describe("cue targets", () => {
  it("names a category where the right answer is too often the longest or absolute words mark the wrong options", () => {
    const plain = (i: number) => ({ ...q("Kort", ["Iets langer", "Nog wat langer", "Het allerlangste"], `p${i}`), categoryId: "goed" });
    const longest = (i: number) => ({ ...q("Het juiste en langste antwoord", ["Kort", "Korter", "Kortst"], `l${i}`), categoryId: "lang" });
    const absolute = (i: number) => ({ ...q("Kort", ["Altijd", "Nooit", "Soms"], `a${i}`), categoryId: "absoluut" });
    expect(cueTargetProblems([1, 2, 3, 4].map(plain))).toEqual([]);
    expect(cueTargetProblems([...[1, 2].map(longest), ...[3, 4].map((i) => ({ ...plain(i), categoryId: "lang" }))])).toEqual([
      "lang: het juiste antwoord is in 50% van de vragen het langste (hoogstens 30%)",
    ]);
    expect(cueTargetProblems([1, 2].map(absolute))).toEqual(["absoluut: absolute woorden ∞× zo vaak in foute opties (hoogstens 1,5×)"]);
  });
});
