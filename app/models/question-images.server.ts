import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { questions } from "~/db/schema";

/** A freely licensed photo with what must be shown beside it. */
export type Photo = { url: string; credit: string; license: string; sourceUrl: string };

/** Image questions that have a species but no photo yet. */
export function questionsWithoutPhoto() {
  return db()
    .select({ id: questions.id, animalName: questions.animalName })
    .from(questions)
    .where(and(eq(questions.qType, "afbeelding"), isNotNull(questions.animalName), isNull(questions.imageUrl), isNull(questions.retiredAt)))
    .all() as { id: string; animalName: string }[];
}

export function storePhoto(questionId: string, photo: Photo) {
  db()
    .update(questions)
    .set({
      imageUrl: photo.url,
      imageCredit: photo.credit,
      imageLicense: photo.license,
      imageSourceUrl: photo.sourceUrl,
      updatedAt: new Date(),
    })
    .where(eq(questions.id, questionId))
    .run();
}
