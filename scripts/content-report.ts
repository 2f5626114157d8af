// `npm run content:report`: the state of the question bank — counts, missing sources, stale facts, feedback, cue
// figures, coverage per exam subject and theme, and per species its picture questions and photos.
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { closeDatabase, db, openAppDatabase } from "../app/db/client.server";
import { questionFeedback, speciesPhotos } from "../app/db/schema";
import { loadContent } from "../app/content-import/load.server";
import { buildContentReport, buildSpeciesReport } from "../app/content";
import { cueReport } from "../app/content";
import { coverageReport } from "../app/content";
import { config } from "../app/platform/config.server";
import { syncContent } from "../app/content-import/index.server";
import { withdrawnQuestions } from "../app/models/feedback-queue.server";

const content = loadContent(path.resolve("content"));
openAppDatabase(config().databasePath);
await syncContent();
const feedback = db()
  .select({ questionId: questionFeedback.questionId, n: count() })
  .from(questionFeedback)
  .groupBy(questionFeedback.questionId)
  .all();
const photos = db()
  .select({ species: speciesPhotos.species, n: count() })
  .from(speciesPhotos)
  .where(eq(speciesPhotos.status, "ready"))
  .groupBy(speciesPhotos.species)
  .all();
const withdrawn = withdrawnQuestions();
closeDatabase();
const staleDays = Number(process.env.STALE_AFTER_DAYS ?? 365);
console.log(buildContentReport(content.questions, new Map(feedback.map((f) => [f.questionId, f.n])), new Date(), staleDays));
console.log("");
console.log(cueReport(content.questions));
console.log("");
console.log(coverageReport(content.questions));
console.log("");
console.log(buildSpeciesReport(content.species, content.questions, new Map(photos.map((p) => [p.species, p.n]))));
console.log("");
console.log(
  withdrawn.length
    ? `Ingetrokken door de eigenaar (niet gesteld tot ze in content/ zijn verbeterd): ${withdrawn.map((q) => q.id).join(", ")}`
    : "Geen ingetrokken vragen.",
);
