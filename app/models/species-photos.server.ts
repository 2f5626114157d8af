import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { writeTransaction } from "~/db/transaction.server";
import { questions, speciesPhotos } from "~/db/schema";
import { photoUrl } from "~/lib/photos";

export type NewSpeciesPhoto = {
  species: string;
  fileTitle: string;
  author: string | null;
  license: string;
  licenseUrl: string | null;
  sourcePage: string;
  view?: string | null;
  width: number;
  height: number;
};

/** A photo already known by its file title (fetched before, or rejected). */
export function photoByTitle(fileTitle: string) {
  return db().select().from(speciesPhotos).where(eq(speciesPhotos.fileTitle, fileTitle)).get() ?? null;
}

export function addSpeciesPhoto(photo: NewSpeciesPhoto): number {
  return db()
    .insert(speciesPhotos)
    .values({ ...photo, view: photo.view ?? null })
    .returning({ id: speciesPhotos.id })
    .get().id;
}

export function removeSpeciesPhoto(id: number) {
  db().delete(speciesPhotos).where(eq(speciesPhotos.id, id)).run();
}

export function readyPhotos() {
  return db().select().from(speciesPhotos).where(eq(speciesPhotos.status, "ready")).all();
}

/**
 * The owner rejects a photo (wrong species, poor view): it is never shown again, and the questions
 * that showed it wait for the next lookup. Returns false for an unknown id.
 */
export function rejectPhoto(id: number): boolean {
  return writeTransaction((tx) => {
    const photo = tx.select().from(speciesPhotos).where(eq(speciesPhotos.id, id)).get();
    if (!photo) return false;
    tx.update(speciesPhotos).set({ status: "rejected" }).where(eq(speciesPhotos.id, id)).run();
    tx.update(questions)
      .set({ imageUrl: null, imageCredit: null, imageLicense: null, imageSourceUrl: null })
      .where(and(eq(questions.animalName, photo.species), eq(questions.imageUrl, photoUrl(id))))
      .run();
    return true;
  });
}
