import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { questions, species, speciesPhotos, studySections } from "~/db/schema";
import { lawStatusLabelList, lawStatuses, speciesGroups, type LawStatus } from "~/content";
import type { PhotoCredit } from "~/lib/photos";
import { representativePhoto } from "~/lib/soorten";
import { servable } from "~/models/question-catalogue.server";
import { sealPhotoId } from "~/platform/sealed.server";

// The species guide (/soorten): every species by group, one species with its photos, look-alikes and
// the study guide's sections that speak of it, and its picture questions for practice. Photos are
// named by the guide's sealed key, never by the one a picture question shows them under.

/** A ready photo as the guide shows it: its sealed guide key, the size of its original, and its credit. */
export type GuidePhoto = { key: string; view: string | null; width: number; height: number; credit: PhotoCredit };

type PhotoRow = {
  id: number;
  species: string;
  view: string | null;
  width: number;
  height: number;
  author: string | null;
  license: string;
  licenseUrl: string | null;
  sourcePage: string;
};

function toGuidePhoto(p: PhotoRow): GuidePhoto {
  return {
    key: sealPhotoId(p.id, "guide"),
    view: p.view,
    width: p.width,
    height: p.height,
    credit: { author: p.author ?? "onbekende maker", license: p.license, licenseUrl: p.licenseUrl, sourceUrl: p.sourcePage },
  };
}

/** The ready photos of some species (all of them without `speciesIds`), oldest first, by species. */
function readyPhotosOf(speciesIds?: readonly string[]): Map<string, GuidePhoto[]> {
  const ready = eq(speciesPhotos.status, "ready");
  const rows = db()
    .select({
      id: speciesPhotos.id,
      species: speciesPhotos.species,
      view: speciesPhotos.view,
      width: speciesPhotos.width,
      height: speciesPhotos.height,
      author: speciesPhotos.author,
      license: speciesPhotos.license,
      licenseUrl: speciesPhotos.licenseUrl,
      sourcePage: speciesPhotos.sourcePage,
    })
    .from(speciesPhotos)
    .where(speciesIds ? and(ready, inArray(speciesPhotos.species, [...speciesIds])) : ready)
    .orderBy(asc(speciesPhotos.species), asc(speciesPhotos.id))
    .all();
  const bySpecies = new Map<string, GuidePhoto[]>();
  for (const row of rows) bySpecies.set(row.species, [...(bySpecies.get(row.species) ?? []), toGuidePhoto(row)]);
  return bySpecies;
}

/** The photo that stands for each of these species, where it has one: the study guide's sections show it. */
export function standingPhotos(speciesIds: readonly string[]): Map<string, GuidePhoto> {
  const standing = new Map<string, GuidePhoto>();
  if (speciesIds.length === 0) return standing;
  for (const [id, photos] of readyPhotosOf(speciesIds)) {
    const photo = representativePhoto(photos);
    if (photo) standing.set(id, photo);
  }
  return standing;
}

/** The guide's groups in their fixed order (content/species.yaml's `group`); a group not in that list comes last. */
function groupRank(group: string): number {
  const rank = (speciesGroups as readonly string[]).indexOf(group);
  return rank === -1 ? speciesGroups.length : rank;
}

export type SpeciesListItem = { id: string; name: string; scientificName: string; photo: GuidePhoto | null };
export type SpeciesGroup = { group: string; species: SpeciesListItem[] };

/** Every species by group (in the groups' order), by name within a group, each with the photo that stands for it. */
export function speciesByGroup(): SpeciesGroup[] {
  const photos = readyPhotosOf();
  const rows = db()
    .select({ id: species.id, name: species.name, scientificName: species.scientificName, group: species.groupName })
    .from(species)
    .all()
    .sort((a, b) => a.name.localeCompare(b.name, "nl"));
  const groups = new Map<string, SpeciesListItem[]>();
  for (const { group, ...s } of rows) {
    groups.set(group, [...(groups.get(group) ?? []), { ...s, photo: representativePhoto(photos.get(s.id) ?? []) }]);
  }
  return [...groups]
    .map(([group, list]) => ({ group, species: list }))
    .sort((a, b) => groupRank(a.group) - groupRank(b.group) || a.group.localeCompare(b.group, "nl"));
}

/** Whether a group of species exists (the group's practice form names it). */
export function groupExists(group: string): boolean {
  return db().select({ id: species.id }).from(species).where(eq(species.groupName, group)).limit(1).get() !== undefined;
}

export type Lookalike = { id: string; name: string; scientificName: string; keyMark: string };
export type SectionLink = { id: string; subject: number; title: string };

/** The study guide's sections that speak of a species (their `species` list names it), in the guide's order. */
export function sectionsAbout(speciesId: string): SectionLink[] {
  return db()
    .select({ id: studySections.id, subject: studySections.subject, title: studySections.title })
    .from(studySections)
    .where(sql`exists (select 1 from json_each(${studySections.species}) where json_each.value = ${speciesId})`)
    .orderBy(asc(studySections.subject), asc(studySections.position))
    .all();
}

/** Look-alikes in the order the species names them (nearest first); an id without a species is left out. */
function lookalikesOf(ids: readonly string[]): Lookalike[] {
  if (ids.length === 0) return [];
  const rows = db()
    .select({ id: species.id, name: species.name, scientificName: species.scientificName, keyMark: species.keyMark })
    .from(species)
    .where(inArray(species.id, [...ids]))
    .all();
  return ids.flatMap((id) => rows.filter((r) => r.id === id));
}

const speciesColumns = {
  id: species.id,
  name: species.name,
  scientificName: species.scientificName,
  group: species.groupName,
  animalClass: species.animalClass,
  marks: species.marks,
  keyMark: species.keyMark,
  lookalikes: species.lookalikes,
  sexes: species.sexes,
  law: species.law,
  source: species.source,
  checkedOn: species.checkedOn,
};

function speciesRow(speciesId: string) {
  return db().select(speciesColumns).from(species).where(eq(species.id, speciesId)).get() ?? null;
}

/** The picture questions of some species this role may practise (each has a photo in its view). */
function pictureQuestionIds(where: SQL, includePremium: boolean): string[] {
  return db()
    .select({ id: questions.id })
    .from(questions)
    .innerJoin(species, eq(species.id, questions.speciesId))
    .where(and(where, eq(questions.qType, "afbeelding"), servable(includePremium)))
    .orderBy(asc(questions.id))
    .all()
    .map((q) => q.id);
}

export function speciesPictureQuestionIds(speciesId: string, includePremium: boolean): string[] {
  return pictureQuestionIds(eq(species.id, speciesId), includePremium);
}

export function groupPictureQuestionIds(group: string, includePremium: boolean): string[] {
  return pictureQuestionIds(eq(species.groupName, group), includePremium);
}

/** Where the law places a species, its statuses as the guide labels them (a status the labels do not know is left out). */
export type GuideLaw = { labels: string[]; note: string | null; sources: string[]; checkedOn: string };

function guideLaw(law: NonNullable<ReturnType<typeof speciesRow>>["law"]): GuideLaw | null {
  if (!law) return null;
  const known = law.status.filter((s): s is LawStatus => (lawStatuses as readonly string[]).includes(s));
  return { labels: lawStatusLabelList(known), note: law.note, sources: law.sources, checkedOn: law.checkedOn };
}

export type GuideSpecies = Omit<NonNullable<ReturnType<typeof speciesRow>>, "law"> & {
  law: GuideLaw | null;
  photos: GuidePhoto[];
  lookalikeSpecies: Lookalike[];
  sections: SectionLink[];
  /** The picture questions with a photo this role may practise: whether 'Oefen deze soort' has anything to start. */
  pictureQuestions: number;
};

/** One species as its page shows it, or null for an unknown id. */
export function guideSpecies(speciesId: string, includePremium: boolean): GuideSpecies | null {
  const found = speciesRow(speciesId);
  if (!found) return null;
  return {
    ...found,
    law: guideLaw(found.law),
    photos: readyPhotosOf([found.id]).get(found.id) ?? [],
    lookalikeSpecies: lookalikesOf(found.lookalikes),
    sections: sectionsAbout(found.id),
    pictureQuestions: speciesPictureQuestionIds(found.id, includePremium).length,
  };
}

export type ComparedSpecies = NonNullable<ReturnType<typeof speciesRow>> & { photos: GuidePhoto[] };

/** Two species side by side, or null when either is unknown. Whether they may be compared is the route's rule (areLookalikes). */
export function comparedSpecies(speciesId: string, otherId: string): [ComparedSpecies, ComparedSpecies] | null {
  const a = speciesRow(speciesId);
  const b = speciesRow(otherId);
  if (!a || !b) return null;
  const photos = readyPhotosOf([a.id, b.id]);
  return [
    { ...a, photos: photos.get(a.id) ?? [] },
    { ...b, photos: photos.get(b.id) ?? [] },
  ];
}

/** A species' name and its look-alikes, or null for an unknown id (the practice form's and page's check). */
export function guideSpeciesLookalikes(speciesId: string): { name: string; lookalikes: string[] } | null {
  return db().select({ name: species.name, lookalikes: species.lookalikes }).from(species).where(eq(species.id, speciesId)).get() ?? null;
}
