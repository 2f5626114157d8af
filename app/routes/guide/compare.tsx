import { data, Link } from "react-router";
import { PageError } from "~/components/page-error";
import type { Route } from "./+types/compare";
import type { BreadcrumbLabel } from "~/components/breadcrumbs";
import { GuidePhoto } from "~/components/guide/species-guide";
import { JsonLd } from "~/components/json-ld";
import { useSiteInfo } from "~/components/site-info";
import { pageMeta } from "~/lib/seo";
import {
  areLookalikes,
  COMPARE_PHOTO_SIZES,
  canonicalComparePath,
  comparePath,
  isSpeciesId,
  marksKeyFirst,
  pickComparedPhotos,
  sentenceStart,
  SOORTEN_PATH,
  speciesPath,
} from "~/lib/soorten";
import { compareLd } from "~/lib/structured-data-guides";
import { comparedSpecies } from "~/models/species-guide.server";

const NOT_FOUND = "Vergelijking niet gevonden";

type LoaderData = Awaited<ReturnType<typeof loader>>;

export const handle = {
  breadcrumb: (loaderData: unknown): BreadcrumbLabel => {
    const found = loaderData as LoaderData | undefined;
    if (!found) return { label: NOT_FOUND, parents: [{ href: SOORTEN_PATH, label: "Soortengids" }] };
    return {
      label: `Vergelijk met ${found.b.name}`,
      parents: [
        { href: SOORTEN_PATH, label: "Soortengids" },
        { href: speciesPath(found.a.id), label: sentenceStart(found.a.name) },
      ],
    };
  },
};

export function loader({ params }: Route.LoaderArgs) {
  const { speciesId, otherId } = params;
  const pair = isSpeciesId(speciesId) && isSpeciesId(otherId) ? comparedSpecies(speciesId, otherId) : null;
  // Only look-alikes are compared: any other pair is an address that leads nowhere.
  if (!pair || !areLookalikes(pair[0], pair[1])) throw data(null, { status: 404 });
  const [a, b] = pair;
  const [photoA, photoB] = pickComparedPhotos(a.photos, b.photos);
  const side = (s: typeof a, photo: typeof photoA) => ({
    id: s.id,
    name: s.name,
    scientificName: s.scientificName,
    marks: marksKeyFirst(s.keyMark, s.marks),
    photo,
  });
  return { a: side(a, photoA), b: side(b, photoB) };
}

const titleOf = (a: { name: string }, b: { name: string }) => `${sentenceStart(a.name)} of ${b.name}?`;

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  if (!loaderData) return pageMeta(matches, { title: NOT_FOUND, path: comparePath(params.speciesId, params.otherId), noindex: true });
  const { a, b } = loaderData;
  return pageMeta(matches, {
    title: `${titleOf(a, b)} Het verschil herkennen`,
    description: `${sentenceStart(a.name)} en ${b.name} naast elkaar: foto's en de kenmerken waaraan je ze uit elkaar houdt.`,
    path: canonicalComparePath(a.id, b.id),
    type: "article",
  });
};

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { a, b } = loaderData;
  const site = useSiteInfo();
  const sides = [a, b];
  return (
    <article className="species-guide compare-page">
      <h1>{titleOf(a, b)}</h1>
      <p className="lead">
        Zo houd je {a.name} en {b.name} uit elkaar: eerst het kenmerk dat de doorslag geeft, dan de andere kenmerken.
      </p>
      <section aria-labelledby="verschil-titel">
        <h2 id="verschil-titel">Zo houd je ze uit elkaar</h2>
        <div className="compare-columns">
          {sides.map((s) => (
            <div key={s.id} className="compare-side">
              <h3>
                {sentenceStart(s.name)}{" "}
                <span className="species-scientific" lang="la">
                  {s.scientificName}
                </span>
              </h3>
              <p className="key-mark">{s.marks.keyMark}</p>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="kenmerken-titel">
        <h2 id="kenmerken-titel">Andere kenmerken</h2>
        <div className="compare-columns">
          {sides.map((s) => (
            <div key={s.id} className="compare-side">
              <h3>{sentenceStart(s.name)}</h3>
              <ul className="marks">
                {s.marks.others.map((mark) => (
                  <li key={mark}>{mark}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="fotos-titel">
        <h2 id="fotos-titel">Foto's naast elkaar</h2>
        <ul className="compare-photos">
          {sides.map((s) => (
            <li key={s.id}>
              {s.photo ? (
                <GuidePhoto photo={s.photo} name={s.name} sizes={COMPARE_PHOTO_SIZES} />
              ) : (
                <p className="notice">Er is nog geen foto van {s.name}.</p>
              )}
            </li>
          ))}
        </ul>
      </section>
      <ul className="compare-links">
        {sides.map((s) => (
          <li key={s.id}>
            <Link to={speciesPath(s.id)}>{sentenceStart(s.name)}: alle kenmerken en foto's</Link>
          </li>
        ))}
      </ul>
      {site ? (
        <JsonLd data={compareLd(site, a, b, titleOf(a, b), `${sentenceStart(a.name)} en ${b.name} naast elkaar: foto's en kenmerken.`)} />
      ) : null}
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PageError
      error={error}
      notFound={{ title: NOT_FOUND, text: "Deze soorten vergelijken we niet: ze staan niet in onze soortengids of lijken niet op elkaar." }}
      failed="De vergelijking kon niet worden geladen. Probeer het later opnieuw."
      back={{ to: SOORTEN_PATH, label: "Naar alle soorten" }}
    />
  );
}
