// The study guide's addresses and figures (/leerstof): pure, no I/O.

/** Each chapter's address under /leerstof/, by exam subject: short, Dutch and stable. */
export const CHAPTER_SLUGS: Record<number, string> = {
  1: "wildkennis",
  2: "leefomgeving",
  3: "wildbeheer",
  4: "grofwild",
  5: "wetgeving-jacht-en-natuur",
  6: "wetgeving-wapens",
  7: "gewasschade",
  8: "schade-voorkomen",
  9: "geweer-en-munitie",
  10: "vang-en-dodingsmiddelen",
  11: "jachtmethoden",
  12: "weidelijkheid",
};

export const LEERSTOF_PATH = "/leerstof";

export function chapterSlug(subject: number): string {
  const slug = CHAPTER_SLUGS[subject];
  if (!slug) throw new Error(`No chapter address for subject ${subject}`);
  return slug;
}

export function chapterPath(subject: number): string {
  return `${LEERSTOF_PATH}/${chapterSlug(subject)}`;
}

/** A section is an anchor on its chapter's page. */
export function sectionPath(subject: number, sectionId: string): string {
  return `${chapterPath(subject)}#${sectionId}`;
}

/** A section's own address, for its reading state and its practice test. */
export function sectionFormAnchor(sectionId: string): string {
  return `${sectionId}-oefenen`;
}

/**
 * How much of a set of questions a candidate knows: the mean recall chance over all of them, a
 * question without a card counting as 0. Null when there are no questions. Rounded to whole percents.
 */
export function knownPercent(recallChances: readonly number[], questionCount: number): number | null {
  if (questionCount <= 0) return null;
  const sum = recallChances.reduce((total, chance) => total + Math.min(1, Math.max(0, chance)), 0);
  return Math.round((sum / questionCount) * 100);
}

/**
 * A reader's standing in words: how much of a section's or chapter's questions they know, or that they
 * have not practised them yet. Null without questions.
 */
export function knownText(
  known: { knownPercent: number | null; practised: number; questions: number },
  of: "deze paragraaf" | "dit hoofdstuk",
): string | null {
  if (known.knownPercent === null || known.questions === 0) return null;
  const questions = known.questions === 1 ? "de vraag" : `de ${known.questions} vragen`;
  return known.practised === 0
    ? `Je hebt ${questions} van ${of} nog niet geoefend.`
    : `Je kent nu ongeveer ${known.knownPercent}% van ${questions} van ${of}.`;
}
