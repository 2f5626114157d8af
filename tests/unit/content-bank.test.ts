import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "~/services/content-loader.server";
import { buildContentReport, buildSpeciesReport } from "~/lib/content-report";

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

  it("names the species of every image question in a field, not in the question text", () => {
    for (const q of content.questions.filter((x) => x.type === "afbeelding")) {
      expect(q.animal, q.id).toBeTruthy();
      expect(q.question.toLowerCase(), q.id).not.toContain(q.animal!.toLowerCase());
    }
  });

  it("reports counts, missing sources, stale facts and feedback", () => {
    const report = buildContentReport(content.questions, new Map([[content.questions[0]!.id, 2]]), new Date("2030-01-01"), 365);
    expect(report).toContain(`Vragenbank: ${content.questions.length} vragen in ${content.categories.length} categorieën`);
    expect(report).toContain("Elke categorie heeft minstens 50 vragen.");
    expect(report).toContain("Vragen zonder bron: 0");
    expect(report).toMatch(/Feiten ouder dan 365 dagen \(checked_on\): [1-9]/);
    expect(report).toContain("Feedback: 2 berichten over 1 vragen");
  });

  it("lists per species its picture questions and photos, and the species still without one", () => {
    const pictures = content.questions.filter((q) => q.type === "afbeelding");
    const species = [...new Set(pictures.map((q) => q.animal!))];
    const report = buildSpeciesReport(content.questions, new Map([[species[0]!, 2]]));
    expect(report).toContain(`Soorten in afbeeldingsvragen: ${species.length}`);
    const firstRow = report.split("\n").find((line) => line.startsWith(species[0]!.padEnd(24)));
    expect(firstRow?.trim().split(/\s+/).slice(-2)).toEqual([String(pictures.filter((q) => q.animal === species[0]).length), "2"]);
    expect(report).toContain(`Zonder foto (deze vragen worden niet gesteld): `);
    expect(report).not.toMatch(new RegExp(`Zonder foto.*\\b${species[0]}\\b`));
  });
});
