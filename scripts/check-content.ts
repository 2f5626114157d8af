// Validates everything under content/ and prints counts per category, type and premium flag.
import path from "node:path";
import { ContentError, loadContent } from "../app/services/content-loader.server";

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
} catch (error) {
  if (error instanceof ContentError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
