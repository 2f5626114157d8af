import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import YAML from "yaml";
import { z } from "zod";
import {
  blogFrontMatterSchema,
  categorySchema,
  fallbackQuestionSchema,
  planSchema,
  promoCodeSchema,
  questionFileSchema,
  speciesSchema,
  examBlueprintSchema,
  type BlogRecord,
  type Content,
} from "~/lib/content-schema";
import { checkSpecies, speciesQuestions } from "~/lib/species-questions";

export type { BlogRecord, Content };

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`De content bevat ${problems.length} fout(en):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

class YamlError extends Error {}

function readYaml(file: string): unknown {
  try {
    return YAML.parse(readFileSync(file, "utf8"));
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new YamlError(`${path.basename(file)}: geen geldige YAML: ${reason}`);
  }
}

/** Runs `read`, turning a YAML syntax error into a reported problem. */
function collect<T>(problems: string[], fallback: T, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof YamlError) {
      problems.push(error.message);
      return fallback;
    }
    throw error;
  }
}

function describe(file: string, error: z.ZodError, records?: unknown[]): string[] {
  return error.issues.map((issue) => {
    const [first, second, ...rest] = issue.path;
    // Name the record by its id where the path points into a list of records.
    let where = issue.path.join(".");
    if (first === "questions" && typeof second === "number" && records) {
      const rec = records[second] as { id?: unknown } | undefined;
      where = `vraag ${typeof rec?.id === "string" ? rec.id : `#${second + 1}`}${rest.length ? ` (${rest.join(".")})` : ""}`;
    } else if (typeof first === "number" && records) {
      const rec = records[first] as { id?: unknown; code?: unknown; type?: unknown } | undefined;
      const name = rec?.id ?? rec?.code ?? rec?.type;
      where = `${typeof name === "string" ? name : `#${first + 1}`}${second !== undefined ? ` (${[second, ...rest].join(".")})` : ""}`;
    }
    return `${path.basename(file)}: ${where}: ${issue.message}`;
  });
}

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

const EMPTY_BLUEPRINT = { total: 0, pictures: 0, pass_mark: 0, categories: {} };

function parseExamBlueprint(file: string, categoryIds: Set<string>, problems: string[]) {
  const raw = collect<unknown>(problems, undefined, () => readYaml(file));
  if (raw === undefined) return EMPTY_BLUEPRINT;
  const result = examBlueprintSchema.safeParse(raw);
  if (!result.success) {
    problems.push(...describe(file, result.error));
    return EMPTY_BLUEPRINT;
  }
  for (const id of Object.keys(result.data.categories)) {
    if (!categoryIds.has(id)) problems.push(`${path.basename(file)}: onbekende categorie '${id}'`);
  }
  return result.data;
}

/** Reads every content file under `dir`, validates each record, and throws one error listing all problems. */
export function loadContent(dir: string): Content {
  const problems: string[] = [];

  const parse = <T>(file: string, schema: z.ZodType<T>): T[] => {
    const raw = collect(problems, [], () => readYaml(file));
    const result = z.array(schema).safeParse(raw);
    if (!result.success) {
      problems.push(...describe(file, result.error, Array.isArray(raw) ? raw : undefined));
      return [];
    }
    return result.data;
  };

  const categories = parse(path.join(dir, "categories.yaml"), categorySchema);
  const plans = parse(path.join(dir, "plans.yaml"), planSchema);
  const promoCodes = parse(path.join(dir, "promo-codes.yaml"), promoCodeSchema);
  const fallbackQuestions = parse(path.join(dir, "fallback-questions.yaml"), fallbackQuestionSchema);
  const species = parse(path.join(dir, "species.yaml"), speciesSchema);
  problems.push(...checkSpecies(species));
  const categoryIds = new Set(categories.map((c) => c.id));
  const examBlueprint = parseExamBlueprint(path.join(dir, "exam-blueprint.yaml"), categoryIds, problems);

  const questions: Content["questions"] = [];
  const questionDir = path.join(dir, "questions");
  for (const name of readdirSync(questionDir)
    .filter((f) => f.endsWith(".yaml"))
    .sort()) {
    const raw = collect<unknown>(problems, undefined, () => readYaml(path.join(questionDir, name)));
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

  const blog: BlogRecord[] = [];
  const blogDir = path.join(dir, "blog");
  for (const name of readdirSync(blogDir)
    .filter((f) => f.endsWith(".md"))
    .sort()) {
    const file = matter(readFileSync(path.join(blogDir, name), "utf8"));
    const front = blogFrontMatterSchema.safeParse(file.data);
    if (!front.success) {
      problems.push(...describe(name, front.error));
      continue;
    }
    const { published_at } = front.data;
    blog.push({
      slug: name.replace(/\.md$/, ""),
      title: front.data.title,
      description: front.data.description,
      markdown: file.content,
      coverImageUrl: front.data.cover_image_url,
      tags: front.data.tags,
      publishedAt: published_at === null ? null : new Date(published_at),
    });
  }

  if (problems.length > 0) throw new ContentError(problems);
  return { categories, questions, species, examBlueprint, fallbackQuestions, plans, promoCodes, blog };
}
