import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import type { Route } from "./+types/photos";
import { photoUrl } from "~/lib/photos";
import { sealPhotoId } from "~/platform/sealed.server";
import { photoRejectSchema } from "~/lib/schemas/owner";
import { capitalize } from "~/content";
import { readyPhotos } from "~/models/species-photos.server";
import { rejectShownPhoto } from "~/services/commands/owner-decisions.server";
import { readForm } from "~/services/requests/form.server";
import { redirectWithToast } from "~/services/requests/session.server";
import { requireOwner } from "~/services/requests/owner.server";

export const handle = { breadcrumb: () => "Foto's" };

export async function loader({ context }: Route.LoaderArgs) {
  requireOwner(context);
  type Shown = ReturnType<typeof readyPhotos>[number] & { thumbnail: string };
  const bySpecies = new Map<string, Shown[]>();
  for (const p of readyPhotos()) {
    bySpecies.set(p.species, [...(bySpecies.get(p.species) ?? []), { ...p, thumbnail: photoUrl(sealPhotoId(p.id), 480, "jpg") }]);
  }
  return { species: [...bySpecies].map(([name, photos]) => ({ name: capitalize(name), photos })) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const owner = requireOwner(context);
  const submission = parseWithZod(await readForm(request), { schema: photoRejectSchema });
  if (submission.status !== "success") return data({ error: "Ongeldig verzoek." }, { status: 400 });
  if (!rejectShownPhoto(submission.value.photoId, { id: owner.id, email: owner.email }))
    return data({ error: "Onbekende foto." }, { status: 404 });
  return redirectWithToast(request, "/beheer/fotos", {
    title: `Foto ${submission.value.photoId} afgewezen`,
    description: "Hij wordt niet meer getoond; de volgende opzoeking zoekt een andere.",
    variant: "success",
  });
}

export default function OwnerPhotos({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h2>Foto's per soort</h2>
      <p className="muted">
        Toont een foto de verkeerde soort of een slecht beeld? Wijs hem af; de volgende opzoeking neemt de volgende treffer.
      </p>
      {loaderData.species.map((s) => (
        <section key={s.name} className="card" aria-label={s.name}>
          <h3>{s.name}</h3>
          <ul className="photo-credits">
            {s.photos.map((p) => (
              <li key={p.id}>
                <img src={p.thumbnail} alt={`${s.name}${p.view ? `, ${p.view}` : ""}`} width={160} loading="lazy" />
                <div>
                  {p.view ?? "algemeen"} · {p.author ?? "onbekende maker"}, {p.license} · <a href={p.sourcePage}>origineel</a>
                  <Form method="post">
                    <input type="hidden" name="photoId" value={p.id} />
                    <button type="submit" className="button-secondary">
                      Foto {p.id} afwijzen
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
