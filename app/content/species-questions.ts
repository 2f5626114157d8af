// The picture questions made from content/species.yaml. Pure: no I/O.
import type { QuestionRecord } from "./schemas/questions";
import type { SpeciesRecord } from "./schemas/species";

/** The category the species questions belong to. */
export const SPECIES_CATEGORY = "wildkennis";

export type SpeciesQuestion = QuestionRecord & { categoryId: string };

const SEX_VIEWS = { mannetje: "male", vrouwtje: "female" } as const;

/** "ree" → "Ree"; names are written as in a sentence, options start with a capital. */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase("nl-NL") + text.slice(1);
}

/** "Witte vlekken" → "witte vlekken", for a mark used inside a sentence. */
function inSentence(mark: string): string {
  return mark.charAt(0).toLocaleLowerCase("nl-NL") + mark.slice(1);
}

function slug(text: string): string {
  return text
    .toLocaleLowerCase("nl-NL")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function sentences(marks: readonly string[]): string {
  return marks.map((m) => (/[.!?]$/.test(m) ? m : `${m}.`)).join(" ");
}

/**
 * For every species: "Welke soort is dit?" with its look-alikes as wrong answers and the mark that
 * tells it from its look-alikes (both free); one identification question per photo view that has an
 * `ask`, and, where male and female differ, the name for the male or female shown (premium).
 * Explanations name the marks that decide it.
 */
export function speciesQuestions(all: readonly SpeciesRecord[]): SpeciesQuestion[] {
  const byId = new Map(all.map((s) => [s.id, s]));
  const questions: SpeciesQuestion[] = [];
  for (const s of all) {
    const lookalikes = s.lookalikes.slice(0, 3).map((id) => byId.get(id));
    const markLookalikes = (s.mark_lookalikes ?? s.lookalikes.slice(0, 3)).map((id) => byId.get(id));
    // Unknown look-alikes are reported by the content check; no questions are made from an incomplete species.
    if (lookalikes.some((l) => !l) || markLookalikes.some((l) => !l)) continue;
    const others = lookalikes as SpeciesRecord[];
    const markOthers = markLookalikes as SpeciesRecord[];
    const base = { categoryId: SPECIES_CATEGORY, type: "afbeelding" as const, species: s.id, source: s.source, checked_on: s.checked_on };
    const wrongNames = others.map((o) => capitalize(o.name)) as [string, string, string];
    const identify =
      `Dit is een ${s.name} (${s.scientific}). ${sentences(s.marks)} ` +
      `Niet te verwarren met: ${others.map((o) => `${o.name}: ${inSentence(o.key_mark)}`).join("; ")}.`;

    questions.push({
      ...base,
      id: `soort-${s.id}`,
      question: "Welke soort is dit?",
      correct: capitalize(s.name),
      wrong: wrongNames,
      explanation: identify,
      premium: false,
    });
    questions.push({
      ...base,
      id: `soort-${s.id}-kenmerk`,
      question: "Welk kenmerk hoort bij de soort op deze foto?",
      correct: s.key_mark,
      wrong: markOthers.map((o) => o.key_mark) as [string, string, string],
      explanation:
        `Dit is een ${s.name}: ${inSentence(s.key_mark)}. ` +
        `De andere kenmerken horen bij: ${markOthers.map((o) => `${o.name}: ${inSentence(o.key_mark)}`).join("; ")}.`,
      premium: false,
    });
    for (const photo of s.photos) {
      if (!photo.view) continue;
      if (photo.ask) {
        questions.push({
          ...base,
          id: `soort-${s.id}-${slug(photo.view)}`,
          view: photo.view,
          question: photo.ask,
          correct: capitalize(s.name),
          wrong: wrongNames,
          explanation: identify,
          premium: true,
        });
      }
      const sex = SEX_VIEWS[photo.view as keyof typeof SEX_VIEWS];
      if (s.sexes && sex) {
        const right = s.sexes[sex];
        const wrongSex = s.sexes[sex === "male" ? "female" : "male"];
        questions.push({
          ...base,
          id: `soort-${s.id}-geslacht-${photo.view}`,
          view: photo.view,
          question: `Deze foto toont een ${s.name}. Welke benaming hoort bij dit dier?`,
          correct: right,
          wrong: [wrongSex, ...s.sexes.others],
          explanation: `Dit is een ${photo.view}: een ${right.toLocaleLowerCase("nl-NL")}. ${s.sexes.tell}`,
          premium: true,
        });
      }
    }
  }
  return questions;
}

/** Problems in the species list: duplicate ids, unknown or self look-alikes. */
export function checkSpecies(all: readonly SpeciesRecord[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const s of all) {
    if (ids.has(s.id)) problems.push(`species.yaml: ${s.id}: dubbele id`);
    ids.add(s.id);
  }
  for (const s of all) {
    for (const other of [...s.lookalikes, ...(s.mark_lookalikes ?? [])]) {
      if (other === s.id) problems.push(`species.yaml: ${s.id}: een soort is niet zijn eigen look-alike`);
      else if (!ids.has(other)) problems.push(`species.yaml: ${s.id}: onbekende look-alike '${other}'`);
    }
    const views = s.photos.map((p) => p.view ?? "");
    if (s.sexes && !(views.includes("mannetje") && views.includes("vrouwtje"))) {
      problems.push(`species.yaml: ${s.id}: met sexes horen foto's van een mannetje en een vrouwtje`);
    }
  }
  return problems;
}
