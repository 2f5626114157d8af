import type { Route } from "./+types/photo-credits";
import { pageMeta } from "~/lib/seo";
import { readyPhotos } from "~/models/species-photos.server";

export const handle = { breadcrumb: () => "Fotoverantwoording" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Fotoverantwoording",
    description: "Wie de foto's bij de soortherkenningsvragen maakte, onder welke licentie, en waar het origineel staat.",
    path: "/fotoverantwoording",
  });

export function loader() {
  // No species names and no pictures here: a question's photo has a sealed address, and a thumbnail
  // beside its source (whose file title names the species) would turn this page into an answer key.
  return {
    photos: readyPhotos()
      .map((p) => ({ id: p.id, author: p.author, license: p.license, licenseUrl: p.licenseUrl, sourcePage: p.sourcePage }))
      .sort((a, b) => a.id - b.id),
  };
}

export default function PhotoCredits({ loaderData }: Route.ComponentProps) {
  const { photos } = loaderData;
  return (
    <article className="prose page-narrow">
      <h1>Foto&shy;verantwoording</h1>
      <p>
        De foto's bij de vragen over soortherkenning zijn gemaakt door anderen en vrij te gebruiken onder de licentie die erbij staat. We
        bewaren een eigen, verkleinde kopie, zodat je browser geen andere website hoeft te bezoeken. Klopt een foto niet? Laat het ons weten
        via het contactformulier.
      </p>
      {photos.length === 0 ? (
        <p>Er zijn nog geen foto's opgehaald.</p>
      ) : (
        <ul className="photo-credits">
          {photos.map((p) => (
            <li key={p.id}>
              <div>
                <strong>Foto {p.id}</strong>
                <br />
                Foto: {p.author ?? "onbekende maker"}, {p.licenseUrl ? <a href={p.licenseUrl}>{p.license}</a> : p.license} ·{" "}
                <a href={p.sourcePage}>origineel</a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
