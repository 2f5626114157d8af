// Practice from the guides: 'Oefen deze paragraaf' in the study guide, 'Oefen deze soort' and 'Oefen
// deze groep' in the species guide. Each is a personal test of a set of questions, started like any
// practice test (the role's allowance applies); the pages answer the outcome alike
// (services/requests/guide-answer.server.ts).
import type { GuidePracticeChoice } from "~/lib/schemas/species-guide";
import type { GuideStartOutcome, StartOutcome } from "~/lib/practice/start-outcome";
import { groupPracticeTitle, speciesPracticeTitle } from "~/lib/soorten";
import { groupExists, groupPictureQuestionIds, guideSpeciesLookalikes, speciesPictureQuestionIds } from "~/models/species-guide.server";
import { startPractice, type Practiser } from "~/services/commands/practice-start.server";

/** A set of questions a guide page offers to practise: a section's, a species' or a group's. */
export type QuestionSet = { title: string; questionIds: string[]; types?: string[] };

/** Starts a personal test of a set of questions (the role's allowance applies); an empty set starts nothing. */
export async function startQuestionSet(who: Practiser, set: QuestionSet): Promise<StartOutcome> {
  // An empty list would mean "any question" to the selection: nothing to practise is said here, before it.
  if (set.questionIds.length === 0) return { ok: false, reason: "empty", setCookie: null };
  return startPractice(who, {
    mode: "personal",
    title: set.title,
    types: set.types,
    questionIds: set.questionIds,
    requestedCount: set.questionIds.length,
  });
}

/**
 * 'Oefen deze soort' practises the species among its look-alikes (a test of one species alone would
 * give every answer away); 'Oefen deze groep' every species of the group.
 */
export async function startGuidePractice(who: Practiser, choice: GuidePracticeChoice): Promise<GuideStartOutcome> {
  const includePremium = who.viewer.role === "premium";
  if (choice.intent === "oefen-soort") {
    const found = guideSpeciesLookalikes(choice.soort);
    if (found === null) return { ok: false, reason: "unknown-species" };
    return startQuestionSet(who, {
      title: speciesPracticeTitle(found.name),
      types: ["afbeelding"],
      questionIds: [choice.soort, ...found.lookalikes].flatMap((id) => speciesPictureQuestionIds(id, includePremium)),
    });
  }
  if (!groupExists(choice.groep)) return { ok: false, reason: "unknown-group" };
  return startQuestionSet(who, {
    title: groupPracticeTitle(choice.groep),
    types: ["afbeelding"],
    questionIds: groupPictureQuestionIds(choice.groep, includePremium),
  });
}
