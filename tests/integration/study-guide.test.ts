import path from "node:path";
import { count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { questions, reviewCards, sectionReads, studySections, userQuestionStats, users } from "~/db/schema";
import { loadContent } from "~/content-import/load.server";
import { importContent } from "~/models/content.server";
import { search } from "~/models/search.server";
import {
  chapterBySlug,
  chapterKnowledge,
  chapterList,
  guidePages,
  sectionQuestionIds,
  sectionsOf,
  sectionsToReread,
  sectionStandings,
  setSectionRead,
} from "~/models/study-guide.server";
import { freshDatabase } from "../support/database";

let env: ReturnType<typeof freshDatabase>;
const content = loadContent(path.resolve("content"));
const firstChapter = content.leerstof[0]!;
const firstSection = firstChapter.sections[0]!;

describe("the study guide in the database", () => {
  beforeAll(() => {
    env = freshDatabase();
    importContent(content);
  });
  afterAll(() => env.cleanup());

  it("holds every chapter and section, and every linked question points at its section", () => {
    const sectionCount = content.leerstof.reduce((n, c) => n + c.sections.length, 0);
    expect(chapterList()).toHaveLength(content.leerstof.length);
    expect(chapterList().reduce((n, c) => n + c.sections, 0)).toBe(sectionCount);
    const linked = content.leerstof.flatMap((c) => c.sections.flatMap((s) => s.questions));
    expect(env.db.select({ n: count() }).from(questions).where(isNotNull(questions.sectionId)).get()?.n).toBe(linked.length);
    expect(sectionsOf([firstSection.questions[0]!]).get(firstSection.questions[0]!)).toEqual({
      id: firstSection.id,
      subject: firstChapter.subject,
      title: firstSection.title,
    });
    expect(sectionQuestionIds(firstSection.id, true).sort()).toEqual([...firstSection.questions].sort());
  });

  it("lists the guides' pages for the sitemap: every chapter, species and pair of look-alikes once, with a date", () => {
    const pages = guidePages();
    const paths = pages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((p) => p.startsWith("/leerstof/"))).toHaveLength(content.leerstof.length);
    expect(paths.filter((p) => /^\/soorten\/[a-z0-9-]+$/.test(p))).toHaveLength(content.species.length);
    expect(paths).toContain("/soorten/vergelijk/holenduif/houtduif");
    expect(paths).not.toContain("/soorten/vergelijk/houtduif/holenduif");
    expect(pages.every((p) => p.checkedOn && /^\d{4}-\d{2}-\d{2}$/.test(p.checkedOn))).toBe(true);
  });

  it("renders a chapter's sections as sanitised HTML in their order", () => {
    const found = chapterBySlug("wildkennis", true)!;
    expect(found.chapter.subject).toBe(1);
    expect(found.sections.map((s) => s.id)).toEqual(content.leerstof.find((c) => c.subject === 1)!.sections.map((s) => s.id));
    expect(found.sections[0]!.content).toContain("<p>");
    expect(found.sections[0]!.content).not.toContain("<script");
    expect(found.sections[0]!.questionCount).toBeGreaterThanOrEqual(2);
    expect(chapterBySlug("bestaat-niet", true)).toBeNull();
  });

  it("imports again without doubling, and drops a section that left the files with its reading marks", () => {
    env.db.insert(users).values({ id: "u1", email: "lezer@example.nl", passwordHash: "x" }).run();
    setSectionRead("u1", firstSection.id, true);
    setSectionRead("u1", firstSection.id, true);
    expect(env.db.select({ n: count() }).from(sectionReads).get()?.n).toBe(1);
    const without = structuredClone(content);
    without.leerstof[0]!.sections = without.leerstof[0]!.sections.slice(1);
    importContent(without);
    expect(env.db.select().from(studySections).where(eq(studySections.id, firstSection.id)).get()).toBeUndefined();
    expect(env.db.select({ n: count() }).from(sectionReads).get()?.n).toBe(0);
    expect(env.db.select().from(questions).where(eq(questions.id, firstSection.questions[0]!)).get()?.sectionId).toBeNull();
    importContent(content);
    expect(env.db.select({ n: count() }).from(studySections).get()?.n).toBe(content.leerstof.reduce((n, c) => n + c.sections.length, 0));
  });

  it("gives a reader's standing: read or not, and the mean recall chance with unanswered questions as unknown", () => {
    const ids = sectionQuestionIds(firstSection.id, true);
    const now = new Date("2026-11-20T10:00:00Z");
    expect(sectionStandings("u1", [firstSection.id], true, 0.9, now).get(firstSection.id)).toEqual({
      read: false,
      knownPercent: 0,
      practised: 0,
    });
    // One question reviewed just now (recall chance 1), the rest never answered.
    env.db
      .insert(reviewCards)
      .values({
        userId: "u1",
        questionId: ids[0]!,
        due: new Date(now.getTime() + 86_400_000),
        stability: 3,
        difficulty: 5,
        elapsedDays: 0,
        scheduledDays: 1,
        learningSteps: 0,
        reps: 1,
        lapses: 0,
        state: 2,
        lastReview: now,
      })
      .run();
    setSectionRead("u1", firstSection.id, true, now);
    expect(sectionStandings("u1", [firstSection.id], true, 0.9, now).get(firstSection.id)).toEqual({
      read: true,
      knownPercent: Math.round(100 / ids.length),
      practised: 1,
    });
    setSectionRead("u1", firstSection.id, false);
    expect(sectionStandings("u1", [firstSection.id], true, 0.9, now).get(firstSection.id)?.read).toBe(false);
    // The chapter's figure is the same estimate over all its questions.
    const chapterQuestions = firstChapter.sections.flatMap((s) => s.questions).length;
    expect(chapterKnowledge("u1", true, 0.9, now).get(firstChapter.subject)).toEqual({
      knownPercent: Math.round(100 / chapterQuestions),
      practised: 1,
      questions: chapterQuestions,
    });
  });
});

describe("sections to read again", () => {
  beforeAll(() => {
    env = freshDatabase();
    importContent(content);
    env.db.insert(users).values({ id: "u2", email: "herhaler@example.nl", passwordHash: "x" }).run();
  });
  afterAll(() => env.cleanup());

  it("are those whose questions went wrong more than once and were wrong the last time, most first", () => {
    const [a, b] = content.leerstof[0]!.sections;
    const stat = (questionId: string, timesWrong: number, lastCorrect: boolean) =>
      env.db.insert(userQuestionStats).values({ userId: "u2", questionId, timesWrong, timesCorrect: 1, lastCorrect }).run();
    expect(sectionsToReread("u2", true)).toEqual([]);
    stat(a!.questions[0]!, 2, false);
    stat(b!.questions[0]!, 3, false);
    stat(b!.questions[1]!, 2, false);
    // Not (yet) "keeps going wrong": once wrong, or right the last time.
    stat(a!.questions[1]!, 1, false);
    stat(a!.questions[2]!, 4, true);
    expect(sectionsToReread("u2", true)).toEqual([
      { id: b!.id, subject: 1, title: b!.title, questions: 2 },
      { id: a!.id, subject: 1, title: a!.title, questions: 1 },
    ]);
    expect(sectionsToReread("u2", true, 1)).toHaveLength(1);
  });
});

describe("search", () => {
  beforeAll(() => {
    env = freshDatabase();
    importContent(content);
  });
  afterAll(() => env.cleanup());

  it("finds a section by a word of its text, by the start of a word, and without its accents", () => {
    const byWord = search("kiemrust");
    expect(byWord.hits[0]).toMatchObject({ kind: "section", path: "/leerstof/wildkennis#wild-ree-voortplanting" });
    expect(byWord.hits[0]!.snippet).toContain("\u0002kiemrust\u0003");
    expect(search("kiemru").hits.map((h) => h.path)).toContain("/leerstof/wildkennis#wild-ree-voortplanting");
    expect(search("KIEMRÚST").hits.map((h) => h.path)).toContain("/leerstof/wildkennis#wild-ree-voortplanting");
  });

  it("finds a species by its name and needs every word", () => {
    expect(search("boommarter").hits.some((h) => h.kind === "species" && h.path === "/soorten/boommarter")).toBe(true);
    expect(search("kiemrust boommarter").hits.map((h) => h.path)).not.toContain("/leerstof/wildkennis#wild-ree-voortplanting");
  });

  it("reads what a user types as words, never as search syntax, and finds nothing in nothing", () => {
    for (const q of ['"', "kiem* OR", "NEAR(a b)", "-", "^", "a:b", "'); drop table questions; --"]) {
      expect(() => search(q)).not.toThrow();
    }
    expect(search("   ").hits).toEqual([]);
    expect(search("zzqqxx").hits).toEqual([]);
  });
});
