import path from "node:path";
import { examBlueprintSchema } from "~/content";
import { collect, describe, readYaml } from "./files.server";

// content/exam-blueprint.yaml: how a simulated exam is made up.

const EMPTY_BLUEPRINT = { total: 0, pictures: 0, pass_mark: 0, categories: {}, subjects: {} };

/** The blueprint, its categories checked against the bank's; an empty one (and problems) when it does not pass. */
export function readExamBlueprint(file: string, categoryIds: Set<string>, problems: string[]) {
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
