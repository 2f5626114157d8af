import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogArticles, categories, plans, promoCodes, questions, species, speciesPhotos } from "~/db/schema";
import { loadContent } from "~/content-import/load.server";
import { importContent } from "~/models/content.server";
import { freshDatabase } from "../support/database";

// Each block opens its own database: the start-up block swaps the app's connection for a second file.
let env: ReturnType<typeof freshDatabase>;
const content = loadContent(path.resolve("content"));

function counts() {
  const { db } = env;
  return {
    categories: db.select({ n: count() }).from(categories).get()?.n,
    questions: db.select({ n: count() }).from(questions).get()?.n,
    plans: db.select({ n: count() }).from(plans).get()?.n,
    promoCodes: db.select({ n: count() }).from(promoCodes).get()?.n,
    blogArticles: db.select({ n: count() }).from(blogArticles).get()?.n,
    species: db.select({ n: count() }).from(species).get()?.n,
  };
}

describe("content import", () => {
  beforeAll(() => {
    env = freshDatabase();
    importContent(content);
  });
  afterAll(() => env.cleanup());

  it("imports every record of the shipped content", () => {
    expect(counts()).toEqual({
      categories: content.categories.length,
      questions: content.questions.length,
      plans: 3,
      promoCodes: content.promoCodes.length,
      blogArticles: content.blog.length,
      species: content.species.length,
    });
    expect(content.questions.length).toBeGreaterThanOrEqual(40);
    const kenmerk = env.db.select().from(questions).where(eq(questions.id, "soort-kolgans-kenmerk")).get();
    expect(kenmerk).toMatchObject({ qType: "afbeelding", speciesId: "kolgans", photoView: null, categoryId: "wildkennis" });
    expect(env.db.select().from(questions).where(eq(questions.id, "soort-ree-vrouwtje")).get()?.photoView).toBe("vrouwtje");
    // Each question keeps its exam subject: its own where it names one, else its category's.
    const withOwn = content.questions.find((q) => q.subject !== undefined && q.subject !== 5 && q.categoryId === "jachtrecht");
    const plain = content.questions.find((q) => q.subject === undefined && q.categoryId === "jachtrecht")!;
    if (withOwn) expect(env.db.select().from(questions).where(eq(questions.id, withOwn.id)).get()?.subject).toBe(withOwn.subject);
    expect(env.db.select().from(questions).where(eq(questions.id, plain.id)).get()?.subject).toBe(5);
    expect(env.db.select().from(questions).where(eq(questions.id, "soort-ree")).get()?.subject).toBe(1);
    const toine5 = env.db.select().from(promoCodes).where(eq(promoCodes.code, "toine5")).get();
    expect(toine5?.durationDays).toBe(5);
  });

  it("changes nothing when run again, and keeps what the app maintains", () => {
    const before = counts();
    env.db.update(promoCodes).set({ timesUsed: 7 }).where(eq(promoCodes.code, "toine5")).run();
    const photo = {
      species: "ree",
      fileTitle: "File:Ree.jpg",
      license: "CC0",
      sourcePage: "https://example.org/ree",
      width: 800,
      height: 600,
    };
    env.db.insert(speciesPhotos).values(photo).run();

    importContent(content);

    expect(counts()).toEqual(before);
    expect(env.db.select().from(promoCodes).where(eq(promoCodes.code, "toine5")).get()?.timesUsed).toBe(7);
    // A code the owner switched off stays off; the file can still switch one off.
    env.db.update(promoCodes).set({ isActive: false }).where(eq(promoCodes.code, "toine5")).run();
    importContent(content);
    expect(env.db.select().from(promoCodes).where(eq(promoCodes.code, "toine5")).get()?.isActive).toBe(false);
    importContent({ ...content, promoCodes: content.promoCodes.map((p) => ({ ...p, is_active: false })) });
    expect(
      env.db
        .select({ a: promoCodes.isActive })
        .from(promoCodes)
        .all()
        .every((r) => !r.a),
    ).toBe(true);
    env.db.update(promoCodes).set({ isActive: true }).run();
    expect(env.db.select().from(speciesPhotos).all()).toMatchObject([photo]);
  });

  it("updates a changed record in place", () => {
    const first = content.questions[0]!;
    importContent({ ...content, questions: [{ ...first, question: "Gewijzigde vraagtekst?" }, ...content.questions.slice(1)] });
    expect(env.db.select().from(questions).where(eq(questions.id, first.id)).get()?.questionText).toBe("Gewijzigde vraagtekst?");
    expect(counts().questions).toBe(content.questions.length);
  });

  it("retires a question that left the content, and brings it back when it returns", () => {
    const [gone, ...rest] = content.questions;
    importContent({ ...content, questions: rest });
    expect(env.db.select().from(questions).where(eq(questions.id, gone!.id)).get()?.retiredAt).toBeInstanceOf(Date);
    expect(counts().questions).toBe(content.questions.length);
    importContent(content);
    expect(env.db.select().from(questions).where(eq(questions.id, gone!.id)).get()?.retiredAt).toBeNull();
  });

  it("renders blog Markdown to sanitised HTML", () => {
    const html = env.db
      .select({ content: blogArticles.content })
      .from(blogArticles)
      .all()
      .map((r) => r.content)
      .join("\n");
    expect(html).toContain("<h2");
    expect(html).not.toMatch(/<script|onerror=|javascript:/i);
  });

  it("stores each article's card excerpt and search description as plain text, made once at import", () => {
    const rows = env.db
      .select({ slug: blogArticles.slug, excerpt: blogArticles.excerpt, description: blogArticles.description })
      .from(blogArticles)
      .all();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.excerpt.length, row.slug).toBeGreaterThan(40);
      expect(Array.from(row.excerpt).length, row.slug).toBeLessThanOrEqual(151);
      expect(row.excerpt, row.slug).not.toMatch(/<[a-z]|&amp;/i);
      expect(row.description?.length, row.slug).toBeGreaterThan(40);
    }
  });
});

describe("start-up import", () => {
  it("imports on the first start and skips unchanged content afterwards", async () => {
    const { syncContent, contentFingerprint } = await import("~/content-import/index.server");
    const { appMeta } = await import("~/db/schema");
    const second = freshDatabase();
    try {
      await syncContent();
      expect(second.db.select().from(appMeta).where(eq(appMeta.key, "content_hash")).all()).toEqual([
        { key: "content_hash", value: contentFingerprint(path.resolve("content")) },
      ]);
      expect(JSON.parse(second.db.select().from(appMeta).where(eq(appMeta.key, "exam_blueprint")).get()!.value)).toMatchObject({
        total: 75,
        pictures: 25,
        passMark: 53,
        subjects: content.examBlueprint.subjects,
      });
      second.db.update(questions).set({ questionText: "Handmatig gewijzigd?" }).where(eq(questions.id, content.questions[0]!.id)).run();
      await syncContent();
      expect(second.db.select().from(questions).where(eq(questions.id, content.questions[0]!.id)).get()?.questionText).toBe(
        "Handmatig gewijzigd?",
      );
      await syncContent(undefined, { force: true });
      expect(second.db.select().from(questions).where(eq(questions.id, content.questions[0]!.id)).get()?.questionText).toBe(
        content.questions[0]!.question,
      );
    } finally {
      second.cleanup();
    }
  });
});
