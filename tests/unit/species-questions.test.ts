import { describe, expect, it } from "vitest";
import type { SpeciesRecord } from "~/content";
import { checkSpecies, speciesQuestions } from "~/content";

function species(id: string, over: Partial<SpeciesRecord> = {}): SpeciesRecord {
  return {
    id,
    name: id.replace("-", " "),
    scientific: `Genus ${id}`,
    group: "eenden",
    class: "vogel",
    marks: [`Kenmerk een van ${id}`, `Kenmerk twee van ${id}`],
    key_mark: `Sleutelkenmerk van ${id}`,
    lookalikes: [],
    photos: [{ search: id }, { search: `${id} 2` }],
    source: "bron",
    checked_on: "2026-11-25",
    ...over,
  };
}

const list = [
  species("wilde-eend", {
    lookalikes: ["krakeend", "smient", "pijlstaart"],
    mark_lookalikes: ["smient", "pijlstaart", "slobeend"],
    sexes: {
      male: "Woerd",
      female: "Eend",
      others: ["Haan", "Hen"],
      tell: "De woerd is groen.",
    },
    photos: [
      { view: "mannetje", search: "male" },
      { view: "vrouwtje", search: "female", ask: "Van welke soort is dit vrouwtje?" },
    ],
  }),
  species("krakeend", { lookalikes: ["wilde-eend", "smient", "pijlstaart"] }),
  species("smient", { lookalikes: ["wilde-eend", "krakeend", "pijlstaart"] }),
  species("pijlstaart", { lookalikes: ["wilde-eend", "krakeend", "smient"] }),
  species("slobeend", { lookalikes: ["wilde-eend", "krakeend", "onbekend"] }),
];

describe("species questions", () => {
  const questions = speciesQuestions(list);
  const byId = new Map(questions.map((q) => [q.id, q]));

  it("asks per species which species it is, with the look-alikes as wrong answers and the marks in the explanation", () => {
    const q = byId.get("soort-wilde-eend")!;
    expect(q).toMatchObject({ question: "Welke soort is dit?", correct: "Wilde eend", wrong: ["Krakeend", "Smient", "Pijlstaart"] });
    expect(q).toMatchObject({ type: "afbeelding", species: "wilde-eend", premium: false, categoryId: "wildkennis" });
    expect(q.view).toBeUndefined();
    expect(q.explanation).toContain("Kenmerk een van wilde-eend. Kenmerk twee van wilde-eend.");
    expect(q.explanation).toContain("krakeend: sleutelkenmerk van krakeend");
  });

  it("asks for the key mark, with the chosen look-alikes' key marks as wrong answers", () => {
    expect(byId.get("soort-wilde-eend-kenmerk")).toMatchObject({
      correct: "Sleutelkenmerk van wilde-eend",
      wrong: ["Sleutelkenmerk van smient", "Sleutelkenmerk van pijlstaart", "Sleutelkenmerk van slobeend"],
    });
    expect(byId.get("soort-krakeend-kenmerk")?.wrong).toEqual([
      "Sleutelkenmerk van wilde-eend",
      "Sleutelkenmerk van smient",
      "Sleutelkenmerk van pijlstaart",
    ]);
  });

  it("asks per view with a question of its own, and the name of the male or female shown where they differ", () => {
    expect(byId.get("soort-wilde-eend-vrouwtje")).toMatchObject({
      view: "vrouwtje",
      question: "Van welke soort is dit vrouwtje?",
      premium: true,
    });
    expect(byId.has("soort-wilde-eend-mannetje")).toBe(false);
    expect(byId.get("soort-wilde-eend-geslacht-mannetje")).toMatchObject({
      view: "mannetje",
      question: "Deze foto toont een wilde eend. Welke benaming hoort bij dit dier?",
      correct: "Woerd",
      wrong: ["Eend", "Haan", "Hen"],
      explanation: "Dit is een mannetje: een woerd. De woerd is groen.",
    });
    expect(byId.get("soort-wilde-eend-geslacht-vrouwtje")).toMatchObject({ correct: "Eend", view: "vrouwtje" });
    expect(questions.filter((q) => q.species === "krakeend").map((q) => q.id)).toEqual(["soort-krakeend", "soort-krakeend-kenmerk"]);
  });

  it("makes no questions for a species with an unknown look-alike, and the check names it", () => {
    expect(questions.some((q) => q.species === "slobeend")).toBe(false);
    expect(checkSpecies(list)).toEqual(["species.yaml: slobeend: onbekende look-alike 'onbekend'"]);
  });

  it("reports duplicate ids, a species as its own look-alike, and sexes without both views", () => {
    const problems = checkSpecies([
      species("a", { lookalikes: ["a", "b", "b"], sexes: { male: "M", female: "V", others: ["J", "X"], tell: "t" } }),
      species("b", { lookalikes: ["a", "a", "a"] }),
      species("b", { lookalikes: ["a", "a", "a"] }),
    ]);
    expect(problems).toEqual([
      "species.yaml: b: dubbele id",
      "species.yaml: a: een soort is niet zijn eigen look-alike",
      "species.yaml: a: met sexes horen foto's van een mannetje en een vrouwtje",
    ]);
  });
});
