import { readFileSync } from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { z } from "zod";
import { fallbackQuestionSchema } from "~/content";
import { errorFields, log } from "~/platform/logger.server";

export type FallbackQuestion = {
  id: string;
  questionText: string;
  correctAnswer: string;
  wrongAnswer1: string;
  wrongAnswer2: string;
  wrongAnswer3: string;
  explanation: string;
  photoId: null;
};

let cached: FallbackQuestion[] | undefined;

/**
 * The five built-in questions the landing page's demo shows when the question bank cannot be read (docs/product.md, "Landing page").
 * Read from content/fallback-questions.yaml on first use.
 */
export function fallbackQuestions(contentDir = path.resolve("content")): FallbackQuestion[] {
  if (cached) return cached;
  try {
    const records = z
      .array(fallbackQuestionSchema)
      .parse(YAML.parse(readFileSync(path.join(contentDir, "fallback-questions.yaml"), "utf8")));
    cached = records.map((r) => ({
      id: r.id,
      questionText: r.question,
      correctAnswer: r.correct,
      wrongAnswer1: r.wrong[0],
      wrongAnswer2: r.wrong[1],
      wrongAnswer3: r.wrong[2],
      explanation: r.explanation,
      photoId: null,
    }));
  } catch (error) {
    log.error("fallback questions could not be read", errorFields(error));
    cached = [];
  }
  return cached;
}
