import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { chapterSchema, type ChapterRecord } from "~/content";
import { collect, describe, readYaml } from "./files.server";

// content/leerstof/hoofdstuk-NN.yaml: the study guide's chapters.

/** Every chapter file, validated; a file that does not pass adds problems and is left out. */
export function readLeerstof(dir: string, problems: string[]): ChapterRecord[] {
  if (!existsSync(dir)) return [];
  const chapters: ChapterRecord[] = [];
  for (const name of readdirSync(dir)
    .filter((f) => /^hoofdstuk-\d{2}\.yaml$/.test(f))
    .sort()) {
    const file = path.join(dir, name);
    const raw = collect<unknown>(problems, undefined, () => readYaml(file));
    if (raw === undefined) continue;
    const result = chapterSchema.safeParse(raw);
    if (!result.success) {
      problems.push(...describe(file, result.error));
      continue;
    }
    chapters.push(result.data);
  }
  return chapters;
}
