import type { QuestionRecord } from "./schemas/questions";
import type { SpeciesRecord } from "./schemas/species";
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

/** Per species: its group, ready photos against the photos asked for, and its picture questions. */
export function buildSpeciesReport(
  species: readonly SpeciesRecord[],
  questions: readonly Q[],
  photos: ReadonlyMap<string, number>,
): string {
  const questionCount = new Map<string, number>();
  for (const q of questions)
    if (q.type === "afbeelding" && q.species) questionCount.set(q.species, (questionCount.get(q.species) ?? 0) + 1);
  const total = [...questionCount.values()].reduce((a, b) => a + b, 0);
  const lines = [
    `Soorten: ${species.length}; afbeeldingsvragen: ${total}`,
    ["soort".padEnd(22), "groep".padEnd(28), "foto's".padStart(7), "vragen".padStart(6)].join("  "),
  ];
  const sorted = [...species].sort((a, b) => a.group.localeCompare(b.group, "nl") || a.name.localeCompare(b.name, "nl"));
  for (const s of sorted) {
    const ready = `${photos.get(s.id) ?? 0}/${s.photos.length}`;
    lines.push([s.name.padEnd(22), s.group.padEnd(28), ready.padStart(7), String(questionCount.get(s.id) ?? 0).padStart(6)].join("  "));
  }
  const waiting = sorted.filter((s) => (photos.get(s.id) ?? 0) < s.photos.length).map((s) => s.name);
  lines.push(
    waiting.length
      ? `Nog niet alle foto's (npm run photos:fetch): ${waiting.join(", ")}. Een vraag wacht tot er een foto in de gevraagde view is.`
      : "Elke soort heeft al haar foto's.",
  );
  return lines.join("\n");
}
