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
