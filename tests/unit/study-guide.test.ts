import { describe, expect, it } from "vitest";
import { guideLinks, type SpeciesForLinks } from "~/lib/guide-links";
import { CHAPTER_SLUGS, chapterPath, knownPercent, knownText, sectionPath } from "~/lib/leerstof";
import { ftsQuery, MATCH_END, MATCH_START, queryWords, snippetParts } from "~/lib/search";

const species: SpeciesForLinks[] = [
  {
    id: "houtduif",
    name: "houtduif",
    keyMark: "Witte halsvlek en witte vleugelband",
    lookalikes: ["holenduif", "stadsduif", "tortelduif"],
  },
  { id: "holenduif", name: "holenduif", keyMark: "Geen wit op hals of vleugel", lookalikes: ["houtduif", "stadsduif", "tortelduif"] },
  { id: "ree", name: "ree", keyMark: "Spiegel", lookalikes: ["damhert", "edelhert", "chinese-muntjak"] },
];

describe("study guide addresses", () => {
  it("give every exam subject its own chapter address and sections an anchor on it", () => {
    expect(Object.keys(CHAPTER_SLUGS)).toHaveLength(12);
    expect(new Set(Object.values(CHAPTER_SLUGS)).size).toBe(12);
    expect(chapterPath(5)).toBe("/leerstof/wetgeving-jacht-en-natuur");
    expect(sectionPath(1, "wild-ree-herkennen")).toBe("/leerstof/wildkennis#wild-ree-herkennen");
    expect(() => chapterPath(13)).toThrow();
  });
});

describe("how much of a section a candidate knows", () => {
  it("is the mean recall chance over all its questions, unanswered ones counting as unknown", () => {
    expect(knownPercent([], 4)).toBe(0);
    expect(knownPercent([1, 1], 4)).toBe(50);
    expect(knownPercent([0.9, 0.8, 0.7], 3)).toBe(80);
    expect(knownPercent([1.2, -1], 2)).toBe(50);
    expect(knownPercent([], 0)).toBeNull();
  });
});

describe("a reader's standing in words", () => {
  it("says how much is known once something was practised, and that nothing was before", () => {
    expect(knownText({ knownPercent: 40, practised: 3, questions: 6 }, "deze paragraaf")).toBe(
      "Je kent nu ongeveer 40% van de 6 vragen van deze paragraaf.",
    );
    expect(knownText({ knownPercent: 0, practised: 2, questions: 60 }, "dit hoofdstuk")).toBe(
      "Je kent nu ongeveer 0% van de 60 vragen van dit hoofdstuk.",
    );
    expect(knownText({ knownPercent: 0, practised: 0, questions: 1 }, "deze paragraaf")).toBe(
      "Je hebt de vraag van deze paragraaf nog niet geoefend.",
    );
    expect(knownText({ knownPercent: null, practised: 0, questions: 0 }, "dit hoofdstuk")).toBeNull();
  });
});

describe("guide links after an answer", () => {
  const section = { id: "wild-ree-herkennen", subject: 1, title: "Het ree herkennen" };

  it("lead a question to the section that teaches it", () => {
    const links = guideLinks({ questionId: "q", speciesId: null, ownAnswer: "x", isCorrect: false }, section, species);
    expect(links).toEqual({ readMore: { label: "Het ree herkennen", href: "/leerstof/wildkennis#wild-ree-herkennen" }, compare: null });
  });

  it("lead a picture question to its species and, after a wrong look-alike, to the comparison", () => {
    const wrong = guideLinks(
      { questionId: "soort-houtduif", speciesId: "houtduif", ownAnswer: "Holenduif", isCorrect: false },
      null,
      species,
    );
    expect(wrong.readMore).toEqual({ label: "houtduif in de soortengids", href: "/soorten/houtduif" });
    expect(wrong.compare).toEqual({ label: "holenduif", href: "/soorten/vergelijk/houtduif/holenduif" });
    const byMark = guideLinks(
      { questionId: "k", speciesId: "houtduif", ownAnswer: "Geen wit op hals of vleugel", isCorrect: false },
      null,
      species,
    );
    expect(byMark.compare?.href).toBe("/soorten/vergelijk/houtduif/holenduif");
  });

  it("offer no comparison after a right answer, an unanswered question, or a species that is no look-alike", () => {
    expect(
      guideLinks({ questionId: "a", speciesId: "houtduif", ownAnswer: "houtduif", isCorrect: true }, null, species).compare,
    ).toBeNull();
    expect(guideLinks({ questionId: "a", speciesId: "houtduif", ownAnswer: null, isCorrect: false }, null, species).compare).toBeNull();
    expect(guideLinks({ questionId: "a", speciesId: "houtduif", ownAnswer: "ree", isCorrect: false }, null, species).compare).toBeNull();
    expect(
      guideLinks({ questionId: "a", speciesId: "houtduif", ownAnswer: "Mannetje", isCorrect: false }, null, species).compare,
    ).toBeNull();
  });
});

describe("search queries", () => {
  it("take the words of what is typed, lower case, at most eight", () => {
    expect(queryWords("  Kiem-rust, ÉÉN?")).toEqual(["kiem", "rust", "één"]);
    expect(queryWords("a b c d e f g h i j")).toHaveLength(8);
    expect(queryWords('"*()^:')).toEqual([]);
  });

  it("quote every word as a prefix, so nothing typed is read as search syntax", () => {
    expect(ftsQuery(["kiem", "or"])).toBe('"kiem"* "or"*');
    expect(ftsQuery([])).toBeNull();
  });

  it("split a snippet into text and matches", () => {
    expect(snippetParts(`de ${MATCH_START}kiemrust${MATCH_END} van het ${MATCH_START}ree${MATCH_END}`)).toEqual([
      { text: "de ", match: false },
      { text: "kiemrust", match: true },
      { text: " van het ", match: false },
      { text: "ree", match: true },
    ]);
    expect(snippetParts("<b>geen html</b>")).toEqual([{ text: "<b>geen html</b>", match: false }]);
  });
});
