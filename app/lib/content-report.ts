import type { QuestionRecord } from "~/lib/content-schema";
import { DAY_MS } from "~/lib/dates";

type Q = QuestionRecord & { categoryId: string };

/** A plain-text report of the bank: per category, type and premium flag; sources; stale facts; feedback. */
export function buildContentReport(
  questions: readonly Q[],
  feedback: ReadonlyMap<string, number>,
  now: Date,
  staleAfterDays: number,
): string {
  const lines: string[] = [];
  const byCategory = new Map<string, Q[]>();
  for (const q of questions) byCategory.set(q.categoryId, [...(byCategory.get(q.categoryId) ?? []), q]);
  const types = [...new Set(questions.map((q) => q.type))].sort();

  lines.push(`Vragenbank: ${questions.length} vragen in ${byCategory.size} categorieën`);
  lines.push("");
  lines.push(["categorie".padEnd(16), "totaal", "premium", ...types].join("  "));
  for (const [category, qs] of [...byCategory].sort()) {
    const row = [category.padEnd(16), String(qs.length).padStart(6), String(qs.filter((q) => q.premium).length).padStart(7)];
    for (const t of types) row.push(String(qs.filter((q) => q.type === t).length).padStart(t.length));
    lines.push(row.join("  "));
  }
  const small = [...byCategory].filter(([, qs]) => qs.length < 50).map(([c]) => c);
  lines.push("");
  lines.push(small.length ? `Categorieën onder 50 vragen: ${small.join(", ")}` : "Elke categorie heeft minstens 50 vragen.");

  const withoutSource = questions.filter((q) => !q.source?.trim());
  lines.push(`Vragen zonder bron: ${withoutSource.length}${withoutSource.length ? ` (${withoutSource.map((q) => q.id).join(", ")})` : ""}`);

  const cutoff = now.getTime() - staleAfterDays * DAY_MS;
  const stale = questions.filter((q) => new Date(q.checked_on).getTime() < cutoff);
  lines.push(
    `Feiten ouder dan ${staleAfterDays} dagen (checked_on): ${stale.length}${stale.length ? ` (${stale.map((q) => q.id).join(", ")})` : ""}`,
  );

  const withFeedback = [...feedback].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
  lines.push(`Feedback: ${withFeedback.reduce((s, [, n]) => s + n, 0)} berichten over ${withFeedback.length} vragen`);
  for (const [id, n] of withFeedback.slice(0, 20)) lines.push(`  ${id}: ${n}`);
  return lines.join("\n");
}

/** Per species of the picture questions: how many questions ask about it and how many photos are ready. */
export function buildSpeciesReport(questions: readonly Q[], photos: ReadonlyMap<string, number>): string {
  const bySpecies = new Map<string, number>();
  for (const q of questions) if (q.type === "afbeelding" && q.animal) bySpecies.set(q.animal, (bySpecies.get(q.animal) ?? 0) + 1);
  const lines = [`Soorten in afbeeldingsvragen: ${bySpecies.size}`, ["soort".padEnd(24), "vragen", "foto's"].join("  ")];
  for (const [species, n] of [...bySpecies].sort((a, b) => a[0].localeCompare(b[0], "nl"))) {
    lines.push([species.padEnd(24), String(n).padStart(6), String(photos.get(species) ?? 0).padStart(6)].join("  "));
  }
  const waiting = [...bySpecies.keys()].filter((s) => !photos.get(s));
  lines.push(waiting.length ? `Zonder foto (deze vragen worden niet gesteld): ${waiting.join(", ")}` : "Elke soort heeft een foto.");
  return lines.join("\n");
}
