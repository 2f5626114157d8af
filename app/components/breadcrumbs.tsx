import { Link, useLocation, useMatches } from "react-router";
import { JsonLd } from "~/components/json-ld";
import { breadcrumbLd } from "~/lib/structured-data";

/**
 * Labels of the path segments that lead to deeper pages (/blog/:slug, /profile/tests, /payment/success,
 * /examen/:id, /beheer/…). Every page names itself through its route's `handle.breadcrumb`, so each
 * label travels with its own route's JavaScript rather than with every page's.
 */
const SECTION_LABELS: Record<string, string> = {
  blog: "Blog",
  profile: "Profiel",
  payment: "Afrekenen",
  examen: "Examen",
  beheer: "Beheer",
  leerstof: "Leerstof",
  soorten: "Soortengids",
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A page's own label, or its label with the pages it belongs under when those are not its path's
 * segments (a sitting of the learning route runs on /practice but belongs under /leerroute).
 */
export type BreadcrumbLabel = string | { label: string; parents: { href: string; label: string }[] };
export type BreadcrumbHandle = { breadcrumb?: (data: unknown) => BreadcrumbLabel | undefined };

/**
 * Trail built from the path segments (docs/product.md, "Layout"); hidden on the home page. The last crumb is the
 * page's own label (its route's `handle.breadcrumb`), the ones before it section labels. With `appUrl` it
 * also writes the trail as BreadcrumbList structured data (not on the not-found page).
 */
export function Breadcrumbs({ appUrl }: { appUrl?: string }) {
  const { pathname } = useLocation();
  const matches = useMatches();
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 0) return null;

  const leaf = matches[matches.length - 1];
  const own = (leaf?.handle as BreadcrumbHandle | undefined)?.breadcrumb?.(leaf?.loaderData);
  const leafLabel = typeof own === "object" ? own.label : own;
  const notFound = leaf?.id === "routes/not-found";

  // A page that does not exist has no path to retrace: only its own label, whatever the address.
  const crumbs = notFound
    ? [{ href: pathname, label: leafLabel ?? "Pagina niet gevonden", isLast: true, isId: false }]
    : typeof own === "object"
      ? [...own.parents.map((p) => ({ ...p, isLast: false, isId: false })), { href: pathname, label: own.label, isLast: true, isId: false }]
      : segments
          .map((segment, i) => {
            const href = "/" + segments.slice(0, i + 1).join("/");
            const isLast = i === segments.length - 1;
            const label = (isLast && leafLabel) || SECTION_LABELS[segment] || safeDecode(segment);
            return { href, label, isLast, isId: UUID.test(segment) };
          })
          // A record's id (an exam) says nothing to a reader: it shows only as the page it ends on.
          .filter((c) => c.isLast || !c.isId);

  const structured = appUrl !== undefined && !notFound;

  return (
    <nav aria-label="Kruimelpad" className="breadcrumbs">
      {structured ? <JsonLd data={breadcrumbLd(appUrl, [{ label: "Home", href: "/" }, ...crumbs])} /> : null}
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        {crumbs.map((c) => (
          <li key={c.href}>{c.isLast ? <span aria-current="page">{c.label}</span> : <Link to={c.href}>{c.label}</Link>}</li>
        ))}
      </ol>
    </nav>
  );
}

function safeDecode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
