import type { questions, species } from "~/db/schema";
import { createAccount } from "~/models/accounts.server";

/** A question row for integration tests: the right answer is "Goed <id>", with an explanation. */
export function questionRow(id: string, categoryId: string, isPremium = false, extra: Partial<typeof questions.$inferInsert> = {}) {
  return {
    id,
    categoryId,
    questionText: `Vraag ${id}?`,
    correctAnswer: `Goed ${id}`,
    wrongAnswer1: `Fout 1 ${id}`,
    wrongAnswer2: `Fout 2 ${id}`,
    wrongAnswer3: `Fout 3 ${id}`,
    explanation: `Uitleg bij ${id}`,
    isPremium,
    ...extra,
  };
}

/** A new account (with its trial) for integration tests. */
export function accountId(email: string, now: Date) {
  return createAccount({ email, passwordHash: "x", marketingConsent: false }, now)!.userId;
}

/** The ree as a species row for integration tests, without a photo plan. */
export function reeRow(extra: Partial<typeof species.$inferInsert> = {}) {
  return {
    id: "ree",
    name: "ree",
    scientificName: "Capreolus capreolus",
    groupName: "hoefdieren",
    animalClass: "zoogdier" as const,
    photoPlan: [],
    ...extra,
  };
}
