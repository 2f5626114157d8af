import { Link } from "react-router";
import type { Route } from "./+types/search";
import { SearchForm } from "~/components/search-form";
import { MAX_QUERY_LENGTH, snippetParts } from "~/lib/search";
import { countOf } from "~/lib/plural";
import { pageMeta } from "~/lib/seo";
import { search } from "~/models/search.server";

export const handle = { breadcrumb: () => "Zoeken" };

export const meta: Route.MetaFunction = ({ matches }) =>
  // Result pages are not indexed: the guides' own pages are.
  pageMeta(matches, { title: "Zoeken in de leerstof", path: "/zoeken", noindex: true });

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams.get("q") ?? "";
  const { words, hits } = search(query);
  return { query: query.slice(0, MAX_QUERY_LENGTH), searched: words.length > 0, hits };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, searched, hits } = loaderData;
  return (
    <div className="search-page">
      <h1>Zoeken in de leerstof</h1>
      <SearchForm query={query} />
      <div role="status" className="search-summary">
        {searched ? (
          hits.length === 0 ? (
            <p>Niets gevonden voor “{query}”. Probeer een ander woord, of het begin ervan (bijvoorbeeld “kiem” voor kiemrust).</p>
          ) : (
            <p>
              {countOf(hits.length, "resultaat", "resultaten")} voor “{query}”.
            </p>
          )
        ) : null}
      </div>
      {hits.length ? (
        <ol className="search-results">
          {hits.map((hit) => (
            <li key={hit.path}>
              <h2>
                <Link to={hit.path}>{hit.title}</Link>
              </h2>
              <p className="muted">{hit.kind === "section" ? `Leerstof: ${hit.context}` : hit.context}</p>
              <p>
                {snippetParts(hit.snippet).map((part, i) =>
                  part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
                )}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
