import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "~/content-import/load.server";
import { buildContentReport, buildSpeciesReport } from "~/content";

describe("the shipped question bank", () => {
  const content = loadContent(path.resolve("content"));

  it("passes validation with at least 600 questions and 50 per category", () => {
    expect(content.questions.length).toBeGreaterThanOrEqual(600);
    for (const category of content.categories) {
      expect(content.questions.filter((q) => q.categoryId === category.id).length, category.id).toBeGreaterThanOrEqual(50);
    }
  });

  it("is about a quarter premium, every question sourced and dated", () => {
    const premium = content.questions.filter((q) => q.premium).length / content.questions.length;
    expect(premium).toBeGreaterThan(0.2);
    expect(premium).toBeLessThan(0.3);
    expect(content.questions.every((q) => q.source.length > 0 && q.checked_on)).toBe(true);
  });

  it("ties every picture question to a species of the list, and never names the species it asks for", () => {
    const names = new Map(content.species.map((s) => [s.id, s.name.toLocaleLowerCase("nl-NL")]));
    for (const q of content.questions.filter((x) => x.type === "afbeelding")) {
      expect(names.has(q.species!), q.id).toBe(true);
      if (q.correct.toLocaleLowerCase("nl-NL") === names.get(q.species!)) {
        expect(q.question.toLocaleLowerCase("nl-NL"), q.id).not.toContain(names.get(q.species!));
      }
    }
  });

  it("has at least 150 picture questions over at least 50 species, each species with two photos asked for", () => {
    const pictures = content.questions.filter((q) => q.type === "afbeelding");
    expect(pictures.length).toBeGreaterThanOrEqual(150);
    expect(new Set(pictures.map((q) => q.species)).size).toBeGreaterThanOrEqual(50);
    expect(content.species.length).toBeGreaterThanOrEqual(50);
    for (const s of content.species) expect(s.photos.length, s.id).toBeGreaterThanOrEqual(2);
  });

  it("reports counts, missing sources, stale facts and feedback", () => {
    const report = buildContentReport(content.questions, new Map([[content.questions[0]!.id, 2]]), new Date("2030-01-01"), 365);
    expect(report).toContain(`Vragenbank: ${content.questions.length} vragen in ${content.categories.length} categorieën`);
    expect(report).toContain("Elke categorie heeft minstens 50 vragen.");
    expect(report).toContain("Vragen zonder bron: 0");
    expect(report).toMatch(/Feiten ouder dan 365 dagen \(checked_on\): [1-9]/);
    expect(report).toContain("Feedback: 2 berichten over 1 vragen");
  });

  it("lists per species its group, photos against those asked for, and picture questions", () => {
    const [first, second] = [...content.species].sort((a, b) => a.group.localeCompare(b.group, "nl") || a.name.localeCompare(b.name, "nl"));
    const photos = new Map([[first!.id, first!.photos.length]]);
    const report = buildSpeciesReport(content.species, content.questions, photos);
    const pictures = content.questions.filter((q) => q.type === "afbeelding");
    expect(report).toContain(`Soorten: ${content.species.length}; afbeeldingsvragen: ${pictures.length}`);
    const row = report.split("\n").find((line) => line.startsWith(first!.name.padEnd(22)));
    expect(row?.trim().split(/\s+/).slice(-2)).toEqual([
      `${first!.photos.length}/${first!.photos.length}`,
      String(pictures.filter((q) => q.species === first!.id).length),
    ]);
    expect(report).toMatch(new RegExp(`Nog niet alle foto's .*\\b${second!.name}\\b`));
    expect(report).not.toMatch(new RegExp(`Nog niet alle foto's .*\\b${first!.name},`));
  });
});
