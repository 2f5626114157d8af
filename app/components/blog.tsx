import { Link } from "react-router";

export type BlogCardView = {
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  /** nl-NL, e.g. '15 september 2025' */
  date: string;
  /** ISO 8601, for <time dateTime> */
  dateTime: string;
  coverImageUrl: string | null;
};

export const SKELETON_CARDS = 6;

export function BlogCard({ article }: { article: BlogCardView }) {
  return (
    <li className="card blog-card">
      {article.coverImageUrl ? (
        <img className="blog-cover" src={article.coverImageUrl} alt="" loading="lazy" decoding="async" />
      ) : (
        <div className="blog-cover image-placeholder">Geen afbeelding</div>
      )}
      <h2>
        <Link to={`/blog/${article.slug}`} className="card-link">
          {article.title}
        </Link>
      </h2>
      <p className="muted blog-date">
        <time dateTime={article.dateTime}>{article.date}</time>
      </p>
      <p>{article.excerpt}</p>
      <TagList tags={article.tags} />
    </li>
  );
}

export function TagList({ tags }: { tags: string[] }) {
  if (!tags.length) return null;
  return (
    <ul className="tag-list" aria-label="Onderwerpen">
      {tags.map((tag) => (
        <li key={tag} className="tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** Six placeholder cards, shown only while JavaScript loads the blog list (see root.tsx). */
export function BlogListSkeleton() {
  return (
    <section aria-busy="true">
      <h1>Blog</h1>
      <p role="status" className="visually-hidden">
        Artikelen laden...
      </p>
      <ul className="blog-grid" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i} className="card blog-card skeleton-card">
            <div className="blog-cover skeleton" />
            <div className="skeleton skeleton-line skeleton-title" />
            <div className="skeleton skeleton-line" />
            <div className="skeleton skeleton-line" />
            <div className="skeleton skeleton-line skeleton-short" />
          </li>
        ))}
      </ul>
    </section>
  );
}
