import { readFileSync } from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { z } from "zod";

// Reading content files: YAML that does not parse and records that do not match their schema become
// problems in one list, named by file and record, so one run shows them all.

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`De content bevat ${problems.length} fout(en):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

class YamlError extends Error {}

export function readYaml(file: string): unknown {
  try {
    return YAML.parse(readFileSync(file, "utf8"));
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new YamlError(`${path.basename(file)}: geen geldige YAML: ${reason}`);
  }
}

/** Runs `read`, turning a YAML syntax error into a reported problem. */
export function collect<T>(problems: string[], fallback: T, read: () => T): T {
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

export function describe(file: string, error: z.ZodError, records?: unknown[]): string[] {
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

/** A YAML file holding a list of records of one kind; an empty list (and problems) when it does not pass. */
export function readList<T>(file: string, schema: z.ZodType<T>, problems: string[]): T[] {
  const raw = collect(problems, [], () => readYaml(file));
  const result = z.array(schema).safeParse(raw);
  if (!result.success) {
    problems.push(...describe(file, result.error, Array.isArray(raw) ? raw : undefined));
    return [];
  }
  return result.data;
}
