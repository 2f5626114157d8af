import { and, desc, eq, isNotNull, lte } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogArticles } from "~/db/schema";

const published = (now: Date) => and(isNotNull(blogArticles.publishedAt), lte(blogArticles.publishedAt, now));

export function listPublishedArticles(now = new Date()) {
  return db()
    .select({
      slug: blogArticles.slug,
      title: blogArticles.title,
      excerpt: blogArticles.excerpt,
      coverImageUrl: blogArticles.coverImageUrl,
      tags: blogArticles.tags,
      publishedAt: blogArticles.publishedAt,
    })
    .from(blogArticles)
    .where(published(now))
    .orderBy(desc(blogArticles.publishedAt))
    .all();
}

export function listPublishedArticleDates(now = new Date()) {
  return db()
    .select({ slug: blogArticles.slug, publishedAt: blogArticles.publishedAt, updatedAt: blogArticles.updatedAt })
    .from(blogArticles)
    .where(published(now))
    .orderBy(desc(blogArticles.publishedAt))
    .all()
    .map((a) => ({ ...a, publishedAt: a.publishedAt as Date }));
}

export function getPublishedArticle(slug: string, now = new Date()) {
  return (
    db()
      .select()
      .from(blogArticles)
      .where(and(eq(blogArticles.slug, slug), published(now)))
      .get() ?? null
  );
}
