// `npm run content:check`: validates everything under content/, prints counts, the cue figures per category
// and the coverage per exam subject and theme. Fails when a question adds a cue pattern that is not on the
// list of known ones (content/cue-baseline.txt, `-- --write-baseline` rewrites it), when a category misses a
// cue target, a theme falls under its minimum, a limited topic goes over its maximum, or a source is vague
// or Belgian.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { cuePatterns, cueReport, cueTargetProblems } from "../app/content";
import { coverageProblems, coverageReport, leerstofProblems, subjectOf, type Content } from "../app/content";
import { blueprintFor, planExam, type Blueprint } from "../app/lib/exam/rules";
import { seededRng } from "../app/lib/practice/engine";
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
  const sections = content.leerstof.flatMap((c) => c.sections);
  console.log(
    `\nLeerstof: ${content.leerstof.length} hoofdstukken, ${sections.length} paragrafen, ` +
      `${sections.reduce((n, s) => n + s.questions.length, 0)} vragen gekoppeld`,
  );
  const subjectDraws = examSubjectDraws(content);
  console.log(`\n${subjectDraws.report}`);

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
    ...subjectDraws.problems,
    ...leerstofProblems(content.leerstof, content.questions, content.species),
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

/**
 * Draws exams as the app does (free and premium bank, with and without pictures, 50 seeds each) and
 * reports the fewest questions each exam subject got; a subject under the blueprint's minimum is a problem.
 */
function examSubjectDraws(content: Content): { report: string; problems: string[] } {
  const b = content.examBlueprint;
  const full: Blueprint = { total: b.total, pictures: b.pictures, passMark: b.pass_mark, categories: b.categories, subjects: b.subjects };
  const fewest = new Map<number, number>();
  const problems: string[] = [];
  for (const premium of [false, true]) {
    for (const withoutPictures of [false, true]) {
      const candidates = content.questions
        .filter((q) => premium || !q.premium)
        .filter((q) => !(withoutPictures && q.type === "afbeelding"))
        .map((q) => ({
          id: q.id,
          categoryId: q.categoryId,
          isPicture: q.type === "afbeelding",
          speciesId: q.species ?? null,
          subject: subjectOf(q),
        }));
      const subjectOfId = new Map(candidates.map((c) => [c.id, c.isPicture ? null : c.subject]));
      for (let seed = 0; seed < 50; seed++) {
        const plan = planExam(blueprintFor(full, withoutPictures), candidates, seededRng(`subjects-${seed}`));
        const counts = new Map<number, number>();
        for (const id of plan.questionIds) {
          const subject = subjectOfId.get(id);
          if (subject) counts.set(subject, (counts.get(subject) ?? 0) + 1);
        }
        for (const [subject, minimum] of Object.entries(b.subjects)) {
          const n = counts.get(Number(subject)) ?? 0;
          fewest.set(Number(subject), Math.min(fewest.get(Number(subject)) ?? Infinity, n));
          if (n < minimum && problems.length < 12) {
            problems.push(
              `examen (${premium ? "premium" : "gratis"}, ${withoutPictures ? "zonder foto's" : "met foto's"}, trekking ${seed}): onderwerp ${subject} ${n} vragen, minimaal ${minimum}`,
            );
          }
        }
      }
    }
  }
  const lines = ["Examens per onderwerp (minimum / het kleinste aantal in 200 getrokken examens, vragen zonder foto)"];
  for (const [subject, minimum] of Object.entries(b.subjects)) {
    const n = fewest.get(Number(subject)) ?? 0;
    lines.push(`  ${subject.padStart(2)}. ${String(minimum).padStart(2)} / ${String(n).padStart(2)}  ${n >= minimum ? "ok" : "TE WEINIG"}`);
  }
  return { report: lines.join("\n"), problems };
}
