import { z } from "./zod";

export const MESSAGES = {
  selectAnswer: "Selecteer een antwoord",
  emptyFeedback: "Lege feedback",
  feedbackTooLong: "Je feedback is te lang (hoogstens 2000 tekens).",
  count: "Kies een aantal vragen tussen 1 en 50.",
  invalid: "Ongeldig verzoek.",
} as const;

export const FEEDBACK_TOO_OFTEN = "Je hebt in korte tijd veel feedback gestuurd. Probeer het over een paar minuten opnieuw.";

const id = z.string().min(1).max(100);

/**
 * 'Zonder fotovragen (voor schermlezers)': the checkbox on every form that starts practice. The name
 * `zonderFotos` is the same on the exam's start form.
 */
export const withoutPicturesSchema = z.object({ zonderFotos: z.boolean().default(false) });

export const personalSettingsSchema = z.object({
  categories: z.array(id).max(50).default([]),
  types: z.array(z.string().min(1).max(30)).max(20).default([]),
  questionCount: z.number({ error: MESSAGES.count }).int(MESSAGES.count).min(1, MESSAGES.count).max(50, MESSAGES.count),
  avoidMastered: z.boolean().default(false),
  zonderFotos: z.boolean().default(false),
});

export const feedbackSchema = z.object({
  /** The question's sealed reference (never its id: a generated question's id names its species). */
  questionRef: z.string().min(1).max(400),
  feedback: z.string({ error: MESSAGES.emptyFeedback }).trim().min(1, MESSAGES.emptyFeedback).max(2000, MESSAGES.feedbackTooLong),
});

export const answerSchema = z.object({
  attemptId: z.uuid(),
  position: z.coerce.number().int().min(0).max(49),
  answer: z.coerce.number({ error: MESSAGES.selectAnswer }).int().min(0, MESSAGES.selectAnswer).max(3, MESSAGES.selectAnswer),
});

export const stepSchema = z.object({
  intent: z.enum(["next", "previous", "finish"]),
  attemptId: z.uuid(),
  position: z.coerce.number().int().min(0).max(49),
});

export const startCategorySchema = withoutPicturesSchema.extend({ categoryId: id });
