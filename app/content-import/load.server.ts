import path from "node:path";
import { categorySchema, checkSpecies, fallbackQuestionSchema, planSchema, promoCodeSchema, speciesSchema, type Content } from "~/content";
import { readBlog } from "./blog.server";
import { readExamBlueprint } from "./exam-blueprint.server";
import { readLeerstof } from "./leerstof.server";
import { ContentError, readList } from "./files.server";
import { readQuestions } from "./questions.server";

// Reading content/: each kind of content by its own reader against its schema (app/content/schemas).
// A new kind is one more schema, one more reader and one more line below. The content check, the
// import and the tests load content through here.

export { ContentError } from "./files.server";
export { validateQuestionFile } from "./questions.server";

/** Reads every content file under `dir`, validates each record, and throws one error listing all problems. */
export function loadContent(dir: string): Content {
  const problems: string[] = [];
  const categories = readList(path.join(dir, "categories.yaml"), categorySchema, problems);
  const plans = readList(path.join(dir, "plans.yaml"), planSchema, problems);
  const promoCodes = readList(path.join(dir, "promo-codes.yaml"), promoCodeSchema, problems);
  const fallbackQuestions = readList(path.join(dir, "fallback-questions.yaml"), fallbackQuestionSchema, problems);
  const species = readList(path.join(dir, "species.yaml"), speciesSchema, problems);
  problems.push(...checkSpecies(species));
  const categoryIds = new Set(categories.map((c) => c.id));
  const examBlueprint = readExamBlueprint(path.join(dir, "exam-blueprint.yaml"), categoryIds, problems);
  const questions = readQuestions(path.join(dir, "questions"), categoryIds, species, problems);
  const blog = readBlog(path.join(dir, "blog"), problems);
  const leerstof = readLeerstof(path.join(dir, "leerstof"), problems);

  if (problems.length > 0) throw new ContentError(problems);
  return { categories, questions, species, examBlueprint, fallbackQuestions, plans, promoCodes, blog, leerstof };
}
