import { z } from "./zod";

// The species guide's practice forms: 'Oefen deze soort' and 'Oefen deze groep'.

export const GUIDE_PRACTICE_MESSAGES = {
  unknownSpecies: "Deze soort kennen we niet.",
  unknownGroup: "Deze groep kennen we niet.",
  invalid: "Ongeldig verzoek.",
} as const;

/** Which picture questions to practise: those of one species, or of every species of a group. */
export const guidePracticeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("oefen-soort"), soort: z.string().regex(/^[a-z0-9-]{1,80}$/) }),
  z.object({ intent: z.literal("oefen-groep"), groep: z.string().trim().min(1).max(80) }),
]);

export type GuidePracticeChoice = z.infer<typeof guidePracticeSchema>;
