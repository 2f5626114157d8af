import { data, Link } from "react-router";
import { PageError } from "~/components/page-error";
import type { Route } from "./+types/article";
import { TagList } from "~/components/blog";
import type { BreadcrumbHandle } from "~/components/breadcrumbs";
import { JsonLd } from "~/components/json-ld";
import { useSiteInfo } from "~/components/site-info";
import { formatArticleDate } from "~/lib/blog";
import { pageMeta } from "~/lib/seo";
import { blogPostingLd } from "~/lib/structured-data-site";
import { getPublishedArticle } from "~/models/blog.server";

const NOT_FOUND = "Artikel niet gevonden";

export const handle: BreadcrumbHandle = {
  breadcrumb: (loaderData) => (loaderData as { article?: { title: string } } | undefined)?.article?.title ?? NOT_FOUND,
};

export function loader({ params }: Route.LoaderArgs) {
  const found = params.slug.length <= 200 ? getPublishedArticle(params.slug) : null;
  // Missing and unpublished look the same: a draft is not announced before it is published.
  if (!found?.publishedAt) throw data(null, { status: 404 });
  return {
    article: {
      slug: found.slug,
      title: found.title,
      description: found.description ?? "",
      // Sanitised when it was imported (app/platform/markdown.server.ts): only allowlisted tags and attributes.
      html: found.content,
      coverImageUrl: found.coverImageUrl,
      tags: found.tags ?? [],
      date: formatArticleDate(found.publishedAt),
      publishedAt: found.publishedAt.toISOString(),
      // updated_at is the time of the last content import, not of the last edit: not shown as a modification date.
      updatedAt: null,
    },
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const article = loaderData?.article;
  if (!article) return pageMeta(matches, { title: NOT_FOUND, path: `/blog/${params.slug}`, noindex: true });
  return [
    ...pageMeta(matches, { title: article.title, description: article.description, path: `/blog/${article.slug}`, type: "article" }),
    { property: "article:published_time", content: article.publishedAt },
    ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
};

export default function Article({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  const site = useSiteInfo();
  return (
    <article className="article">
      <header>
        <h1>{article.title}</h1>
        <p className="muted blog-date">
          Gepubliceerd op <time dateTime={article.publishedAt}>{article.date}</time>
        </p>
        <TagList tags={article.tags} />
      </header>
      {article.coverImageUrl ? <img className="article-cover" src={article.coverImageUrl} alt="" /> : null}
      <div className="prose" dangerouslySetInnerHTML={{ __html: article.html }} />
      <aside className="card article-cta" aria-labelledby="cta-title">
        <h2 id="cta-title">Test je kennis</h2>
        <p>Oefen met meerkeuzevragen over dit en andere examenonderwerpen, met uitleg bij elke vraag.</p>
        <Link to="/practice?tab=quick" className="button">
          Start met oefenen
        </Link>
      </aside>
      <p>
        <Link to="/blog">Terug naar het blogoverzicht</Link>
      </p>
      {site ? <JsonLd data={blogPostingLd(site, article)} /> : null}
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PageError
      error={error}
      notFound={{ title: NOT_FOUND, text: "Dit artikel bestaat niet (meer) of is nog niet gepubliceerd." }}
      failed="Het artikel kon niet worden geladen. Probeer het later opnieuw."
      back={{ to: "/blog", label: "Terug naar het blogoverzicht" }}
    />
  );
}
