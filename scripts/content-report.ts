// `npm run content:report`: the state of the question bank — counts, missing sources, stale facts, feedback.
import path from "node:path";
import { count } from "drizzle-orm";
import { closeDatabase, db, openAppDatabase } from "../app/db/client.server";
import { questionFeedback } from "../app/db/schema";
import { loadContent } from "../app/services/content-loader.server";
import { buildContentReport } from "../app/lib/content-report";
import { config } from "../app/platform/config.server";
import { syncContent } from "../app/services/startup.server";

const content = loadContent(path.resolve("content"));
openAppDatabase(config().databasePath);
syncContent();
const feedback = db()
  .select({ questionId: questionFeedback.questionId, n: count() })
  .from(questionFeedback)
  .groupBy(questionFeedback.questionId)
  .all();
closeDatabase();
const staleDays = Number(process.env.STALE_AFTER_DAYS ?? 365);
console.log(buildContentReport(content.questions, new Map(feedback.map((f) => [f.questionId, f.n])), new Date(), staleDays));
