import { and, asc, count, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { writeTransaction } from "~/db/transaction.server";
import { species, speciesPhotos } from "~/db/schema";
import { defaultCopySize, photoAlt, photoUrl, type QuestionImage } from "~/lib/photos";
import { recordAudit, type Actor } from "~/models/audit-log.server";
import { photoChoices } from "~/models/question-catalogue.server";
import { sealPhotoId } from "~/platform/sealed.server";

export type NewSpeciesPhoto = {
  species: string;
  fileTitle: string;
  author: string | null;
  license: string;
  licenseUrl: string | null;
  sourcePage: string;
  view: string | null;
  width: number;
  height: number;
};

/** A photo already known by its file title (fetched before, or rejected). */
export function photoByTitle(fileTitle: string) {
  return db().select().from(speciesPhotos).where(eq(speciesPhotos.fileTitle, fileTitle)).get() ?? null;
}

export function addSpeciesPhoto(photo: NewSpeciesPhoto): number {
  return db().insert(speciesPhotos).values(photo).returning({ id: speciesPhotos.id }).get().id;
}

export function removeSpeciesPhoto(id: number) {
  db().delete(speciesPhotos).where(eq(speciesPhotos.id, id)).run();
}

/** Every species with the photos it should have (content/species.yaml), for the photo fetch. */
export function speciesPhotoPlans() {
  return db()
    .select({ id: species.id, scientificName: species.scientificName, photoPlan: species.photoPlan })
    .from(species)
    .orderBy(asc(species.id))
    .all();
}

/** How many ready photos a species has per view ('' for photos without a view). */
export function readyPhotoCounts(speciesId: string): Map<string, number> {
  const rows = db()
    .select({ view: speciesPhotos.view, n: count() })
    .from(speciesPhotos)
    .where(and(eq(speciesPhotos.species, speciesId), eq(speciesPhotos.status, "ready")))
    .groupBy(speciesPhotos.view)
    .all();
  return new Map(rows.map((r) => [r.view ?? "", r.n]));
}

/** Every ready photo with its species' name, for the credits page. */
export function readyPhotos() {
  return db()
    .select({
      id: speciesPhotos.id,
      species: sql<string>`coalesce(${species.name}, ${speciesPhotos.species})`,
      author: speciesPhotos.author,
      license: speciesPhotos.license,
      licenseUrl: speciesPhotos.licenseUrl,
      sourcePage: speciesPhotos.sourcePage,
      view: speciesPhotos.view,
    })
    .from(speciesPhotos)
    .leftJoin(species, eq(species.id, speciesPhotos.species))
    .where(eq(speciesPhotos.status, "ready"))
    .orderBy(asc(species.name), asc(speciesPhotos.id))
    .all();
}

const shownPhoto = prepared((d) =>
  d
    .select({
      id: speciesPhotos.id,
      author: speciesPhotos.author,
      license: speciesPhotos.license,
      licenseUrl: speciesPhotos.licenseUrl,
      sourcePage: speciesPhotos.sourcePage,
      width: speciesPhotos.width,
      height: speciesPhotos.height,
      animalClass: species.animalClass,
    })
    .from(speciesPhotos)
    .leftJoin(species, eq(species.id, speciesPhotos.species))
    .where(and(eq(speciesPhotos.id, sql.placeholder("id")), eq(speciesPhotos.status, "ready")))
    .prepare(),
);

/**
 * A ready photo as a question shows it: our copy under its sealed address, an alt text that does not
 * name the species, and its credit only when the answer is known (`answered`).
 */
export function questionImage(photoId: number | null, { answered }: { answered: boolean }): QuestionImage | null {
  if (photoId === null) return null;
  const photo = shownPhoto().get({ id: photoId });
  if (!photo) return null;
  return {
    url: photoUrl(sealPhotoId(photo.id)),
    ...defaultCopySize(photo.width, photo.height),
    alt: photoAlt(photo.animalClass),
    credit: answered
      ? { author: photo.author ?? "onbekende maker", license: photo.license, licenseUrl: photo.licenseUrl, sourceUrl: photo.sourcePage }
      : null,
  };
}

/** The photo drawn for a question in a test or exam; if the owner rejected it meanwhile, another ready photo of the species. */
export function drawnImage(questionId: string, photoId: number | null, shown: { answered: boolean }): QuestionImage | null {
  if (photoId === null) return null;
  return questionImage(photoId, shown) ?? questionImage(photoChoices(db(), [questionId]).get(questionId)?.[0] ?? null, shown);
}

/**
 * The owner rejects a photo (wrong species, poor view): it is never shown again, and the next fetch
 * looks for another one in its place. Returns false for an unknown id.
 */
export function rejectPhoto(id: number, actor?: Actor, now = new Date()): boolean {
  const changed = writeTransaction((tx) => {
    const photo = tx
      .select({ id: speciesPhotos.id, status: speciesPhotos.status, fileTitle: speciesPhotos.fileTitle })
      .from(speciesPhotos)
      .where(eq(speciesPhotos.id, id))
      .get();
    if (!photo) return false;
    tx.update(speciesPhotos).set({ status: "rejected" }).where(eq(speciesPhotos.id, id)).run();
    if (actor)
      recordAudit(
        tx,
        actor,
        "photo.reject",
        `photo:${id}`,
        { status: photo.status, fileTitle: photo.fileTitle },
        { status: "rejected" },
        now,
      );
    return true;
  });
  return changed;
}
