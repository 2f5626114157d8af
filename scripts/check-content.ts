// `npm run content:check`: validates everything under content/, prints counts, the cue figures per category
// and the coverage per exam subject and theme. Fails when a question adds a cue pattern that is not on the
// list of known ones (content/cue-baseline.txt, `-- --write-baseline` rewrites it), when a category misses a
// cue target, a theme falls under its minimum, a limited topic goes over its maximum, or a source is vague
// or Belgian.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { cuePatterns, cueReport, cueTargetProblems } from "../app/content";
import { coverageProblems, coverageReport } from "../app/content";
import { ContentError, loadContent } from "../app/content-import/load.server";

const BASELINE = path.resolve("content/cue-baseline.txt");

try {
  const content = loadContent(path.resolve("content"));
  const byCategory = new Map<string, { total: number; premium: number; types: Record<string, number> }>();
  for (const q of content.questions) {
    const row = byCategory.get(q.categoryId) ?? { total: 0, premium: 0, types: {} };
    row.total += 1;
    if (q.premium) row.premium += 1;
    row.types[q.type] = (row.types[q.type] ?? 0) + 1;
    byCategory.set(q.categoryId, row);
  }
  for (const [category, row] of byCategory) {
    console.log(`${category.padEnd(16)} ${String(row.total).padStart(4)} vragen, ${row.premium} premium, ${JSON.stringify(row.types)}`);
  }
  console.log(
    `totaal: ${content.questions.length} vragen, ${content.blog.length} artikelen, ${content.fallbackQuestions.length} reservevragen`,
  );
  console.log("");
  console.log(cueReport(content.questions));
  console.log("");
  console.log(coverageReport(content.questions));

  const withCues = content.questions.map((q) => ({ id: q.id, patterns: cuePatterns(q) })).filter((q) => q.patterns.length > 0);
  if (process.argv.includes("--write-baseline")) {
    writeFileSync(
      BASELINE,
      `# Questions with a cue pattern that still have to be rewritten; content:check refuses any other.\n${withCues.map((q) => q.id).join("\n")}\n`,
    );
    console.log(`\n${withCues.length} vragen met een aanwijzing vastgelegd in content/cue-baseline.txt`);
    process.exit(0);
  }
  const known = new Set(
    readFileSync(BASELINE, "utf8")
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith("#")),
  );
  const added = withCues.filter((q) => !known.has(q.id));
  console.log(`\nVragen met een aanwijzing die nog herschreven moeten worden: ${withCues.filter((q) => known.has(q.id)).length}`);
  const problems = [
    ...added.map((q) => `nieuwe vraag met een aanwijzing: ${q.id}: ${q.patterns.join("; ")}`),
    ...cueTargetProblems(content.questions),
    ...coverageProblems(content.questions),
  ];
  if (problems.length > 0) {
    console.error(`\nNiet toegestaan:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    process.exit(1);
  }
} catch (error) {
  if (error instanceof ContentError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
