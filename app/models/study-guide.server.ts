import { and, asc, count, desc, eq, gte, inArray, max, notInArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { Tx } from "~/db/transaction.server";
import { questions, reviewCards, sectionReads, species, studyChapters, studySections, userQuestionStats } from "~/db/schema";
import type { ChapterRecord } from "~/content";
import { chapterPath, chapterSlug, knownPercent } from "~/lib/leerstof";
import { canonicalComparePath, speciesPath } from "~/lib/soorten";
import { recallChance } from "~/lib/learning/scheduler";
import { renderMarkdown, stripTags } from "~/platform/markdown.server";
import { toCard } from "~/models/answer-records.server";
import { servable } from "~/models/question-catalogue.server";

// The study guide (/leerstof): chapters and sections from content/leerstof/, the questions that test
// each section, and what a user read and knows of them.

/**
 * Writes the chapters and their sections (rendered and sanitised once here) and points every linked
 * question at its section; sections that left the files are deleted with their reading marks.
 */
export function writeStudyGuide(tx: Tx, chapters: readonly ChapterRecord[]) {
  const sectionIds: string[] = [];
  const subjects = chapters.map((c) => c.subject);
  tx.update(questions).set({ sectionId: null }).run();
  for (const chapter of chapters) {
    const values = { slug: chapterSlug(chapter.subject), title: chapter.title, intro: chapter.intro };
    tx.insert(studyChapters)
      .values({ subject: chapter.subject, ...values })
      .onConflictDoUpdate({ target: studyChapters.subject, set: values })
      .run();
    chapter.sections.forEach((section, position) => {
      const html = renderMarkdown(section.body);
      const values = {
        subject: chapter.subject,
        position,
        title: section.title,
        content: html,
        plainText: stripTags(html),
        sources: section.sources,
        species: section.species,
        checkedOn: section.checked_on,
        lawAsOf: section.law_as_of ?? null,
      };
      tx.insert(studySections)
        .values({ id: section.id, ...values })
        .onConflictDoUpdate({ target: studySections.id, set: values })
        .run();
      sectionIds.push(section.id);
      if (section.questions.length) {
        tx.update(questions).set({ sectionId: section.id }).where(inArray(questions.id, section.questions)).run();
      }
    });
  }
  tx.delete(studySections)
    .where(notInArray(studySections.id, sectionIds.length ? sectionIds : [""]))
    .run();
  tx.delete(studyChapters)
    .where(notInArray(studyChapters.subject, subjects.length ? subjects : [0]))
    .run();
}

export type ChapterSummary = { subject: number; slug: string; title: string; intro: string; sections: number };

/** The table of contents: every chapter in exam order, with its number of sections. */
export function chapterList(): ChapterSummary[] {
  return db()
    .select({
      subject: studyChapters.subject,
      slug: studyChapters.slug,
      title: studyChapters.title,
      intro: studyChapters.intro,
      sections: count(studySections.id),
    })
    .from(studyChapters)
    .leftJoin(studySections, eq(studySections.subject, studyChapters.subject))
    .groupBy(studyChapters.subject)
    .orderBy(asc(studyChapters.subject))
    .all();
}

/** A section as a link names it. */
export type SectionTitle = { id: string; subject: number; title: string };

export type StudySection = typeof studySections.$inferSelect & { questionCount: number };

/** A chapter by its address, with its sections and how many of each one's questions this role may practise. */
export function chapterBySlug(slug: string, includePremium: boolean) {
  const chapter = db().select().from(studyChapters).where(eq(studyChapters.slug, slug)).get();
  if (!chapter) return null;
  const counts = new Map(
    db()
      .select({ sectionId: questions.sectionId, n: count() })
      .from(questions)
      .innerJoin(studySections, eq(studySections.id, questions.sectionId))
      .where(and(eq(studySections.subject, chapter.subject), servable(includePremium)))
      .groupBy(questions.sectionId)
      .all()
      .map((r) => [r.sectionId!, r.n]),
  );
  const sections: StudySection[] = db()
    .select()
    .from(studySections)
    .where(eq(studySections.subject, chapter.subject))
    .orderBy(asc(studySections.position))
    .all()
    .map((s) => ({ ...s, questionCount: counts.get(s.id) ?? 0 }));
  return { chapter, sections };
}

/** The section that teaches a question, for "Lees dit na" (picture questions have none). */
export function sectionsOf(questionIds: readonly string[]): Map<string, SectionTitle> {
  if (questionIds.length === 0) return new Map();
  const rows = db()
    .select({ questionId: questions.id, id: studySections.id, subject: studySections.subject, title: studySections.title })
    .from(questions)
    .innerJoin(studySections, eq(studySections.id, questions.sectionId))
    .where(inArray(questions.id, [...new Set(questionIds)]))
    .all();
  return new Map(rows.map(({ questionId, ...section }) => [questionId, section]));
}

/** The questions of a section this role may practise. */
export function sectionQuestionIds(sectionId: string, includePremium: boolean): string[] {
  return db()
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.sectionId, sectionId), servable(includePremium)))
    .orderBy(asc(questions.id))
    .all()
    .map((q) => q.id);
}

/** 'Gelezen': marks a section as read, or takes the mark back. */
export function setSectionRead(userId: string, sectionId: string, read: boolean, now = new Date()) {
  if (read) {
    db().insert(sectionReads).values({ userId, sectionId, readAt: now }).onConflictDoNothing().run();
  } else {
    db()
      .delete(sectionReads)
      .where(and(eq(sectionReads.userId, userId), eq(sectionReads.sectionId, sectionId)))
      .run();
  }
}

export type SectionStanding = { read: boolean; knownPercent: number | null; practised: number };

/**
 * Where a user stands in some sections: read or not, and how much of each they know — the mean recall
 * chance (the readiness figure's estimate) over the section's questions they may practise, a question
 * never answered counting as not known. Keyed by section id.
 */
export function sectionStandings(
  userId: string,
  sectionIds: readonly string[],
  includePremium: boolean,
  retention: number,
  now = new Date(),
) {
  const standings = new Map<string, SectionStanding>();
  if (sectionIds.length === 0) return standings;
  const read = new Set(
    db()
      .select({ sectionId: sectionReads.sectionId })
      .from(sectionReads)
      .where(and(eq(sectionReads.userId, userId), inArray(sectionReads.sectionId, [...sectionIds])))
      .all()
      .map((r) => r.sectionId),
  );
  const rows = db()
    .select({ sectionId: questions.sectionId, card: reviewCards })
    .from(questions)
    .leftJoin(reviewCards, and(eq(reviewCards.questionId, questions.id), eq(reviewCards.userId, userId)))
    .where(and(inArray(questions.sectionId, [...sectionIds]), servable(includePremium)))
    .all();
  const bySection = new Map<string, { chances: number[]; total: number }>();
  for (const { sectionId, card } of rows) {
    const entry = bySection.get(sectionId!) ?? { chances: [], total: 0 };
    entry.total += 1;
    if (card) entry.chances.push(recallChance(toCard(card), now, retention));
    bySection.set(sectionId!, entry);
  }
  for (const id of sectionIds) {
    const entry = bySection.get(id);
    standings.set(id, {
      read: read.has(id),
      knownPercent: entry ? knownPercent(entry.chances, entry.total) : null,
      practised: entry?.chances.length ?? 0,
    });
  }
  return standings;
}

export type ChapterKnowledge = { knownPercent: number | null; practised: number; questions: number };

/** How much of each chapter a user knows: the same estimate as a section's, over all the chapter's questions. */
export function chapterKnowledge(
  userId: string,
  includePremium: boolean,
  retention: number,
  now = new Date(),
): Map<number, ChapterKnowledge> {
  const rows = db()
    .select({ subject: studySections.subject, card: reviewCards })
    .from(questions)
    .innerJoin(studySections, eq(studySections.id, questions.sectionId))
    .leftJoin(reviewCards, and(eq(reviewCards.questionId, questions.id), eq(reviewCards.userId, userId)))
    .where(servable(includePremium))
    .all();
  const bySubject = new Map<number, { chances: number[]; total: number }>();
  for (const { subject, card } of rows) {
    const entry = bySubject.get(subject) ?? { chances: [], total: 0 };
    entry.total += 1;
    if (card) entry.chances.push(recallChance(toCard(card), now, retention));
    bySubject.set(subject, entry);
  }
  return new Map(
    [...bySubject].map(([subject, e]) => [
      subject,
      { knownPercent: knownPercent(e.chances, e.total), practised: e.chances.length, questions: e.total },
    ]),
  );
}

/** Sections a user has read, per chapter (the chapter list's figures). */
export function readCounts(userId: string): Map<number, number> {
  return new Map(
    db()
      .select({ subject: studySections.subject, n: count() })
      .from(sectionReads)
      .innerJoin(studySections, eq(studySections.id, sectionReads.sectionId))
      .where(eq(sectionReads.userId, userId))
      .groupBy(studySections.subject)
      .all()
      .map((r) => [r.subject, r.n]),
  );
}

/** Every species' name by id: the links from a section to the species guide. */
export function speciesNames(): Map<string, string> {
  return new Map(
    db()
      .select({ id: species.id, name: species.name })
      .from(species)
      .all()
      .map((s) => [s.id, s.name]),
  );
}

/** The guides' own pages for the sitemap: each chapter, species and comparison, with the date they were last checked. */
export function guidePages(): { path: string; checkedOn: string | null }[] {
  const chapters = db()
    .select({ subject: studySections.subject, checkedOn: max(studySections.checkedOn) })
    .from(studySections)
    .groupBy(studySections.subject)
    .orderBy(asc(studySections.subject))
    .all()
    .map((c) => ({ path: chapterPath(c.subject), checkedOn: c.checkedOn }));
  const rows = db()
    .select({ id: species.id, checkedOn: species.checkedOn, lookalikes: species.lookalikes })
    .from(species)
    .orderBy(asc(species.id))
    .all();
  const known = new Map(rows.map((s) => [s.id, s.checkedOn]));
  const animals = rows.map((s) => ({ path: speciesPath(s.id), checkedOn: s.checkedOn }));
  // Each pair of look-alikes once, under its canonical address.
  const comparisons = new Map<string, string | null>();
  for (const s of rows) {
    for (const other of s.lookalikes) {
      if (!known.has(other)) continue;
      const dates = [s.checkedOn, known.get(other)].filter((d): d is string => Boolean(d)).sort();
      comparisons.set(canonicalComparePath(s.id, other), dates.at(-1) ?? null);
    }
  }
  return [...chapters, ...animals, ...[...comparisons].map(([path, checkedOn]) => ({ path, checkedOn }))];
}

/** A wrong answer given this often, the last answer included, is a question that keeps going wrong. */
export const KEEPS_GOING_WRONG = 2;

export type SectionToReread = SectionTitle & { questions: number };

/**
 * The sections whose questions keep going wrong for this user (answered wrong at least KEEPS_GOING_WRONG
 * times, the last time too), most such questions first: what the learning route suggests reading again.
 */
export function sectionsToReread(userId: string, includePremium: boolean, limit = 3): SectionToReread[] {
  const wrong = count(questions.id);
  return db()
    .select({ id: studySections.id, subject: studySections.subject, title: studySections.title, questions: wrong })
    .from(userQuestionStats)
    .innerJoin(questions, eq(questions.id, userQuestionStats.questionId))
    .innerJoin(studySections, eq(studySections.id, questions.sectionId))
    .where(
      and(
        eq(userQuestionStats.userId, userId),
        eq(userQuestionStats.lastCorrect, false),
        gte(userQuestionStats.timesWrong, KEEPS_GOING_WRONG),
        servable(includePremium),
      ),
    )
    .groupBy(studySections.id)
    .orderBy(desc(wrong), asc(studySections.subject), asc(studySections.position))
    .limit(limit)
    .all();
}
