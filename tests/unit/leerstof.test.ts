import { describe, expect, it } from "vitest";
import { chapterSchema, leerstofProblems, wordCount, type ChapterRecord } from "~/content";

const words = (n: number) => Array.from({ length: n }, (_, i) => `woord${i}`).join(" ");
const q = (id: string, categoryId = "jachtrecht", over: { type?: "basic" | "afbeelding"; subject?: number } = {}) => ({
  id,
  categoryId,
  type: over.type ?? ("basic" as const),
  subject: over.subject,
});
const section = (id: string, questions: string[], over: Partial<ChapterRecord["sections"][number]> = {}) => ({
  id,
  title: `Paragraaf ${id}`,
  checked_on: "2026-11-27",
  sources: ["https://iplo.nl/regelgeving/jacht/"],
  species: [],
  questions,
  body: words(200),
  ...over,
});
const chapter = (subject: number, sections: ChapterRecord["sections"]): ChapterRecord => ({
  subject,
  title: "Hoofdstuk",
  intro: "Inleiding.",
  sections,
});

describe("the study guide", () => {
  it("counts the words of a Markdown body, not its marks", () => {
    expect(wordCount("| Soort | Jachttijd |\n|---|---|\n| haas | 15 oktober – 31 januari |")).toBe(7);
    expect(wordCount("**Een** ree's _gewei_; 'opzet'.")).toBe(4);
  });

  it("passes a chapter whose sections teach at length and hold every question of the subject", () => {
    const bank = [q("a"), q("b"), q("c"), q("d"), q("foto", "wildkennis", { type: "afbeelding" }), q("e", "wapens")];
    expect(leerstofProblems([chapter(5, [section("een", ["a", "b"]), section("twee", ["c", "d"])])], bank, [])).toEqual([]);
  });

  it("names a short or long section, a section tested too little, a question in no or two sections or of another subject", () => {
    const bank = [q("a"), q("b"), q("c"), q("d"), q("e", "wapens"), q("f", "wapens", { subject: 5 })];
    const problems = leerstofProblems(
      [
        chapter(5, [
          section("kort", ["a", "b"], { body: words(100) }),
          section("eenzaam", ["c"]),
          section("dubbel", ["c", "e", "f", "onbekend"]),
        ]),
      ],
      bank,
      [],
    );
    expect(problems).toEqual([
      "leerstof 5, kort: 100 woorden, moet 150–400 zijn",
      "leerstof 5, eenzaam: 1 vragen, minimaal 2",
      "leerstof 5, dubbel: c staat ook in eenzaam",
      "leerstof 5, dubbel: e hoort bij onderwerp 9",
      "leerstof 5, dubbel: onbekende vraag 'onbekend'",
      "leerstof 5: d staat in geen paragraaf",
    ]);
  });

  it("asks a law section for the date of the law, and refuses a source a candidate cannot check", () => {
    const bank = [q("a"), q("b")];
    const law = section("wet", ["a", "b"], { sources: ["Omgevingswet art. 8.3; https://wetten-acc.overheid.nl/x"] });
    expect(leerstofProblems([chapter(5, [law])], bank, [])).toEqual([
      "leerstof 5, wet: bron die een kandidaat niet kan controleren: wetten-acc.overheid.nl: testomgeving van wetten.overheid.nl",
      "leerstof 5, wet: een paragraaf over de wet noemt law_as_of (stand van de wet)",
    ]);
  });

  it("refuses a heading in a section's text: the section's title is its heading", () => {
    const bank = [q("a"), q("b")];
    const headed = section("kop", ["a", "b"], { body: `## Tussenkop\n\n${words(200)}` });
    expect(leerstofProblems([chapter(5, [headed])], bank, [])).toEqual([
      "leerstof 5, kop: geen kopjes (#) in de tekst; gebruik vet aan het begin van een alinea",
    ]);
    const bold = section("vet", ["a", "b"], { body: `**Tussenkop.** ${words(200)}` });
    expect(leerstofProblems([chapter(5, [bold])], bank, [])).toEqual([]);
  });

  it("reads a chapter file by its schema", () => {
    const parsed = chapterSchema.safeParse({ subject: 13, title: "", intro: "x", sections: [] });
    expect(parsed.success).toBe(false);
    expect(chapterSchema.parse(chapter(5, [section("een", ["a", "b"])])).sections[0]!.id).toBe("een");
  });
});
