import { and, isNull, notInArray, sql } from "drizzle-orm";
import { writeTransaction } from "~/db/transaction.server";
import { appMeta, blogArticles, categories, plans, promoCodes, questions, species } from "~/db/schema";
import { subjectOf, type Content } from "~/content";
import { renderMarkdown, stripTags } from "~/platform/markdown.server";
import { DESCRIPTION_LENGTH, excerpt } from "~/lib/blog";
import { rebuildSearchIndex } from "~/models/search.server";
import { writeStudyGuide } from "~/models/study-guide.server";

export type ImportSummary = Record<
  "categories" | "questions" | "species" | "plans" | "promoCodes" | "blogArticles" | "studySections",
  number
>;

/**
 * Upserts all shipped content in one transaction. Content fields are overwritten from the files;
 * what the app itself maintains (promo usage counts, fetched photos) is left as it is. A species that
 * left the list keeps its row: its photos and past tests still refer to it.
 */
export function importContent(content: Content): ImportSummary {
  const now = new Date();
  writeTransaction((tx) => {
    for (const c of content.categories) {
      tx.insert(categories)
        .values({ id: c.id, name: c.name, description: c.description ?? null })
        .onConflictDoUpdate({
          target: categories.id,
          set: { name: c.name, description: c.description ?? null },
        })
        .run();
    }
    for (const s of content.species) {
      const values = {
        name: s.name,
        scientificName: s.scientific,
        groupName: s.group,
        animalClass: s.class,
        photoPlan: s.photos.map((p) => ({ view: p.view ?? null, search: p.search })),
        marks: s.marks,
        keyMark: s.key_mark,
        lookalikes: s.lookalikes,
        sexes: s.sexes ? { male: s.sexes.male, female: s.sexes.female, tell: s.sexes.tell } : null,
        law: s.law ? { status: s.law.status, note: s.law.note ?? null, sources: s.law.sources, checkedOn: s.law.checked_on } : null,
        source: s.source,
        checkedOn: s.checked_on,
      };
      tx.insert(species)
        .values({ id: s.id, ...values })
        .onConflictDoUpdate({ target: species.id, set: values })
        .run();
    }
    for (const q of content.questions) {
      const values = {
        categoryId: q.categoryId,
        questionText: q.question,
        correctAnswer: q.correct,
        wrongAnswer1: q.wrong[0],
        wrongAnswer2: q.wrong[1],
        wrongAnswer3: q.wrong[2],
        explanation: q.explanation,
        speciesId: q.species ?? null,
        photoView: q.view ?? null,
        isPremium: q.premium,
        qType: q.type,
        subject: subjectOf(q),
        source: q.source,
        checkedOn: q.checked_on,
        retiredAt: null,
      };
      tx.insert(questions)
        .values({ id: q.id, ...values })
        .onConflictDoUpdate({ target: questions.id, set: { ...values, updatedAt: now } })
        .run();
    }
    // Questions that left the bank are retired, not deleted: statistics and past tests refer to them.
    const questionIds = content.questions.map((q) => q.id);
    tx.update(questions)
      .set({ retiredAt: now })
      .where(and(isNull(questions.retiredAt), notInArray(questions.id, questionIds.length ? questionIds : [""])))
      .run();
    for (const p of content.plans) {
      const values = {
        name: p.name,
        description: p.description,
        priceCents: p.price_cents,
        regularPriceCents: p.regular_price_cents ?? null,
        priceNote: p.price_note ?? null,
        discountText: p.discount_text ?? null,
        billing: p.billing,
        durationDays: p.duration_days,
        sortOrder: p.sort_order,
        isActive: true,
      };
      tx.insert(plans)
        .values({ type: p.type, ...values })
        .onConflictDoUpdate({ target: plans.type, set: values })
        .run();
    }
    // Plans no longer in the catalogue stay for old payments but are not offered.
    const planTypes = content.plans.map((p) => p.type);
    tx.update(plans)
      .set({ isActive: false })
      .where(sql`${plans.type} not in ${planTypes.length ? planTypes : [""]}`)
      .run();
    for (const p of content.promoCodes) {
      const values = {
        isActive: p.is_active,
        durationDays: p.duration_days,
        maxUses: p.max_uses ?? null,
        expiresAt: p.expires_at ? new Date(p.expires_at) : null,
      };
      tx.insert(promoCodes)
        .values({ code: p.code, ...values })
        // The file can switch a code off; it cannot switch on a code the owner switched off in /beheer.
        .onConflictDoUpdate({ target: promoCodes.code, set: { ...values, isActive: p.is_active ? sql`${promoCodes.isActive}` : false } })
        .run();
    }
    const blueprint = content.examBlueprint;
    const stored = JSON.stringify({
      total: blueprint.total,
      pictures: blueprint.pictures,
      passMark: blueprint.pass_mark,
      categories: blueprint.categories,
      subjects: blueprint.subjects,
    });
    tx.insert(appMeta)
      .values({ key: "exam_blueprint", value: stored })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: stored } })
      .run();
    for (const a of content.blog) {
      // Rendered, sanitised and shortened once here, not on every request.
      const html = renderMarkdown(a.markdown);
      const text = stripTags(html);
      const values = {
        title: a.title,
        description: a.description ?? excerpt(text, DESCRIPTION_LENGTH),
        content: html,
        excerpt: excerpt(text),
        coverImageUrl: a.coverImageUrl ?? null,
        tags: a.tags,
        publishedAt: a.publishedAt,
        updatedAt: now,
      };
      tx.insert(blogArticles)
        .values({ slug: a.slug, ...values })
        .onConflictDoUpdate({ target: blogArticles.slug, set: values })
        .run();
    }
    writeStudyGuide(tx, content.leerstof);
    rebuildSearchIndex(tx);
  });
  return {
    categories: content.categories.length,
    questions: content.questions.length,
    species: content.species.length,
    plans: content.plans.length,
    promoCodes: content.promoCodes.length,
    blogArticles: content.blog.length,
    studySections: content.leerstof.reduce((n, c) => n + c.sections.length, 0),
  };
}

/** The fingerprint of the content imported last (see services/startup.server.ts), if any. */
