import { readdirSync } from "node:fs";
import path from "node:path";
import { questionFileSchema, speciesQuestions, type Content, type SpeciesRecord } from "~/content";
import { collect, describe, readYaml } from "./files.server";

// The question bank: content/questions/*.yaml, one file per category, and the picture questions made
// from content/species.yaml; ids and texts must be unique, and a picture question's species and view must exist.

/** Validates a list of question records; also used on its own by tests. */
export function validateQuestionFile(raw: unknown, fileName: string, categoryIds: Set<string>) {
  const problems: string[] = [];
  const parsed = questionFileSchema.safeParse(raw);
  if (!parsed.success) {
    const list = (raw as { questions?: unknown[] } | null)?.questions;
    return { problems: describe(fileName, parsed.error, Array.isArray(list) ? list : undefined), questions: [] };
  }
  if (!categoryIds.has(parsed.data.category)) {
    problems.push(`${fileName}: onbekende categorie '${parsed.data.category}'`);
  }
  return {
    problems,
    questions: parsed.data.questions.map((q) => ({ ...q, categoryId: parsed.data.category })),
  };
}

function normalise(text: string) {
  return text.toLocaleLowerCase("nl-NL").replace(/\s+/g, " ").trim();
}

/** Reads every question file and adds the species' picture questions; problems go to `problems`. */
export function readQuestions(dir: string, categoryIds: Set<string>, species: SpeciesRecord[], problems: string[]): Content["questions"] {
  const questions: Content["questions"] = [];
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith(".yaml"))
    .sort()) {
    const raw = collect<unknown>(problems, undefined, () => readYaml(path.join(dir, name)));
    if (raw === undefined) continue;
    const result = validateQuestionFile(raw, name, categoryIds);
    problems.push(...result.problems);
    questions.push(...result.questions);
  }

  questions.push(...speciesQuestions(species));
  const photoViews = new Map(species.map((s) => [s.id, new Set(s.photos.map((p) => p.view))]));
  for (const q of questions) {
    if (!q.species) continue;
    const views = photoViews.get(q.species);
    if (!views) problems.push(`vraag ${q.id}: onbekende soort '${q.species}'`);
    else if (q.view && !views.has(q.view)) problems.push(`vraag ${q.id}: soort '${q.species}' heeft geen foto met view '${q.view}'`);
  }

  const seenIds = new Map<string, string>();
  const seenTexts = new Map<string, string>();
  for (const q of questions) {
    if (seenIds.has(q.id)) problems.push(`vraag ${q.id}: dubbele id`);
    seenIds.set(q.id, q.id);
    // Picture questions may share a text ("Welke soort is dit?"): their photo makes them different.
    const key = [normalise(q.question), q.species ?? "", q.view ?? ""].join("|");
    const twin = seenTexts.get(key);
    if (twin) problems.push(`vraag ${q.id}: dezelfde vraagtekst als ${twin}`);
    else seenTexts.set(key, q.id);
  }
  return questions;
}
