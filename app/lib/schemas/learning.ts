import { MAX_RETENTION, MIN_RETENTION } from "~/lib/learning/scheduler";
import { z } from "./zod";

export const LEARNING_MESSAGES = {
  examDate: "Vul een geldige datum in.",
  examDateFuture: "Kies een examendatum vanaf vandaag.",
  daysPerWeek: "Kies 1 tot 7 dagen per week.",
  retention: `Kies een percentage tussen ${Math.round(MIN_RETENTION * 100)} en ${Math.round(MAX_RETENTION * 100)}.`,
} as const;

const retentionPercent = z
  .number({ error: LEARNING_MESSAGES.retention })
  .int(LEARNING_MESSAGES.retention)
  .min(Math.round(MIN_RETENTION * 100), LEARNING_MESSAGES.retention)
  .max(Math.round(MAX_RETENTION * 100), LEARNING_MESSAGES.retention);

/** The learning route's settings: exam date (optional), study days per week, desired retention in percent. */
export const leerrouteSettingsSchema = z.object({
  examDate: z.iso.date({ error: LEARNING_MESSAGES.examDate }).optional(),
  daysPerWeek: z
    .number({ error: LEARNING_MESSAGES.daysPerWeek })
    .int(LEARNING_MESSAGES.daysPerWeek)
    .min(1, LEARNING_MESSAGES.daysPerWeek)
    .max(7, LEARNING_MESSAGES.daysPerWeek),
  retention: retentionPercent,
  /** Where to go back to after saving: the route page or the profile. */
  back: z.enum(["/leerroute", "/profile"]).default("/leerroute"),
});

/** 'Twijfel' or 'Makkelijk' after a right answer. */
export const rateSchema = z.object({
  attemptId: z.uuid(),
  position: z.coerce.number().int().min(0).max(49),
  rating: z.enum(["hard", "easy"]),
});
