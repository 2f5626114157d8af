import { z } from "zod";
import { text } from "./shared";

/** content/fallback-questions.yaml: the demo's questions for when the bank cannot be read. */
export const fallbackQuestionSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  category: text("category"),
  question: text("question"),
  correct: text("correct"),
  wrong: z.tuple([text("wrong[0]"), text("wrong[1]"), text("wrong[2]")]),
  explanation: text("explanation"),
});

export type FallbackQuestionRecord = z.infer<typeof fallbackQuestionSchema>;
