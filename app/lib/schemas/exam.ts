import { MAX_EXAM_MINUTES, MIN_EXAM_MINUTES } from "~/lib/exam/rules";
import { z } from "./zod";

export const EXAM_MESSAGES = {
  minutes: `Kies een tijd tussen ${MIN_EXAM_MINUTES} en ${MAX_EXAM_MINUTES} minuten.`,
  invalid: "Ongeldig verzoek.",
} as const;

/**
 * Starting an exam: the timer is off unless ticked; its length only counts when it is on. `zonderFotos`
 * chooses the exam without picture questions.
 */
export const startExamSchema = z
  .object({
    zonderFotos: z.boolean().default(false),
    timer: z.boolean().default(false),
    minutes: z.number({ error: EXAM_MESSAGES.minutes }).int(EXAM_MESSAGES.minutes).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.timer && (v.minutes === undefined || v.minutes < MIN_EXAM_MINUTES || v.minutes > MAX_EXAM_MINUTES)) {
      ctx.addIssue({ code: "custom", path: ["minutes"], message: EXAM_MESSAGES.minutes });
    }
  });

/**
 * One step in a running exam. Every button submits the whole form, so the chosen answer is saved with
 * it: `go` moves to a question (previous, next or the overview), `intent` flags or hands in.
 */
export const examStepSchema = z.object({
  position: z.coerce.number().int().min(0).max(199),
  answer: z.coerce.number().int().min(0).max(3).optional(),
  go: z.coerce.number().int().min(0).max(199).optional(),
  intent: z.enum(["flag", "hand-in", "confirm-hand-in"]).optional(),
  /** Sent by the page's script when it flags in place: answer without moving the page. */
  inPlace: z.literal("1").optional(),
});
