import type { Route } from "./+types/photo-credits";
import { photoUrl } from "~/lib/photos";
import { capitalize } from "~/lib/species-questions";
import { pageMeta } from "~/lib/seo";
import { readyPhotos } from "~/models/species-photos.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Fotoverantwoording",
    description: "Wie de foto's bij de soortherkenningsvragen maakte, onder welke licentie, en waar het origineel staat.",
    path: "/fotoverantwoording",
  });

export function loader() {
  return { photos: readyPhotos().map((p) => ({ ...p, species: capitalize(p.species) })) };
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
              <img src={photoUrl(p.id, 480, "jpg")} alt="" width={160} loading="lazy" />
              <div>
                <strong>{p.species}</strong>
                {p.view ? ` (${p.view})` : ""}
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
