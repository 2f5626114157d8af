import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { questions } from "~/db/schema";
import { errorFields, log } from "~/lib/logger.server";
import { lookupPhoto, type Photo } from "~/lib/wildlife-images.server";

/** Image questions that have a species but no photo yet. */
export function questionsWithoutPhoto() {
  return db()
    .select({ id: questions.id, animalName: questions.animalName })
    .from(questions)
    .where(and(eq(questions.qType, "afbeelding"), isNotNull(questions.animalName), isNull(questions.imageUrl), isNull(questions.retiredAt)))
    .all() as { id: string; animalName: string }[];
}

export function storePhoto(questionId: string, photo: Photo) {
  db().update(questions)
    .set({ imageUrl: photo.url, imageCredit: photo.credit, imageLicense: photo.license, imageSourceUrl: photo.sourceUrl, updatedAt: new Date() })
    .where(eq(questions.id, questionId))
    .run();
}

/**
 * Looks up a photo for every image question without one; one lookup per species. Failures are
 * logged and skipped, so a later run tries again.
 */
export async function fillMissingPhotos(apiBase: string, fetchImpl: typeof fetch = fetch) {
  const todo = questionsWithoutPhoto();
  const bySpecies = new Map<string, string[]>();
  for (const q of todo) bySpecies.set(q.animalName, [...(bySpecies.get(q.animalName) ?? []), q.id]);
  let found = 0;
  let missing = 0;
  for (const [species, ids] of bySpecies) {
    try {
      const photo = await lookupPhoto(apiBase, species, fetchImpl);
      if (!photo) {
        missing += ids.length;
        log.warn("no free photo found", { species });
        continue;
      }
      for (const id of ids) storePhoto(id, photo);
      found += ids.length;
    } catch (error) {
      missing += ids.length;
      log.warn("photo lookup failed", { species, ...errorFields(error) });
    }
  }
  return { questions: todo.length, species: bySpecies.size, found, missing };
}
