import type { Route } from "./+types/index";
import { BlogCard, type BlogCardView } from "~/components/blog";
import { cardTags, formatArticleDate } from "~/lib/blog";
import { pageMeta } from "~/lib/seo";
import { listPublishedArticles } from "~/models/blog.server";

export const handle = { breadcrumb: () => "Blog" };

/** docs/product.md ("Blog"): the list's search description is 160 characters. */
const BLOG_DESCRIPTION =
  "Artikelen voor je jachtexamen: over het theorie-examen, de omgevingsvergunning jachtgeweeractiviteit, soortherkenning, openingstijden, wapens en wildverzorging.";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Blog", description: BLOG_DESCRIPTION, path: "/blog" });

export function loader() {
  const articles: BlogCardView[] = listPublishedArticles().flatMap((a) =>
    a.publishedAt
      ? [
          {
            slug: a.slug,
            title: a.title,
            excerpt: a.excerpt,
            tags: cardTags(a.tags),
            date: formatArticleDate(a.publishedAt),
            dateTime: a.publishedAt.toISOString(),
            coverImageUrl: a.coverImageUrl,
          },
        ]
      : [],
  );
  return { articles };
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { articles } = loaderData;
  return (
    <section>
      <h1>Blog</h1>
      <p className="lead">Achtergrond bij de examenstof: wet- en regelgeving, wildkennis, wapens en jachtpraktijk.</p>
      {articles.length ? (
        <ul className="blog-grid">
          {articles.map((article) => (
            <BlogCard key={article.slug} article={article} />
          ))}
        </ul>
      ) : (
        <p className="notice">Er zijn nog geen artikelen gepubliceerd.</p>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <section>
      <h1>Blog</h1>
      <div className="form-error" role="alert">
        <p>Er is een fout opgetreden bij het laden van de artikelen.</p>
      </div>
    </section>
  );
}
