// Its own module: the root layout shows it, and every page would otherwise load the blog's card components.

export const SKELETON_CARDS = 6;

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
