import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, redirect } from "react-router";
import { WithoutPicturesField } from "~/components/practice/tabs";
import { SITTINGS } from "~/lib/learning/sittings";
import { withoutPicturesSchema } from "~/lib/schemas/practice";
import type { Route } from "./+types/mistakes";
import { pageMeta } from "~/lib/seo";
import { startAttempt } from "~/models/attempts.server";
import { mistakes } from "~/models/leerroute.server";
import { getPracticePreferences, savePracticePreferences } from "~/models/practice-settings.server";
import { readForm } from "~/services/requests/form.server";
import { redirectWithToast } from "~/services/requests/session.server";
import { requireUser, viewerOf } from "~/services/requests/viewer.server";

export const handle = { breadcrumb: () => "Mijn fouten" };

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Mijn fouten", path: "/mijn-fouten", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const list = mistakes(user.id, user.isPremium);
  const groups = new Map<string, { questionId: string; questionText: string }[]>();
  for (const m of list) groups.set(m.categoryName, [...(groups.get(m.categoryName) ?? []), m]);
  return {
    total: list.length,
    groups: [...groups].map(([categoryName, questions]) => ({ categoryName, questions })),
    withoutPictures: getPracticePreferences({ userId: user.id }).withoutPictures,
  };
}

/** 'Oefen je fouten': a test of the questions whose last answer was wrong (the personal test's allowance applies). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const { role } = viewerOf(context);
  const subject = { userId: user.id };
  const now = new Date();
  const choice = parseWithZod(await readForm(request), { schema: withoutPicturesSchema });
  const withoutPictures = choice.status === "success" && choice.value.zonderFotos;
  savePracticePreferences(subject, { withoutPictures }, now);
  const ids = mistakes(user.id, user.isPremium).map((m) => m.questionId);
  if (ids.length === 0) return redirect("/mijn-fouten");
  const started = startAttempt(
    { subject, role, mode: "personal", title: SITTINGS.mistakes.title, questionIds: ids, requestedCount: ids.length, withoutPictures },
    now,
  );
  if (started.ok) return redirect("/practice?tab=personal&t=1#vraag");
  if (started.reason === "empty") {
    return redirectWithToast(request, "/mijn-fouten", {
      title: "Geen fouten zonder foto",
      description: "Al je openstaande fouten zijn vragen bij een foto.",
      variant: "info",
    });
  }
  return redirectWithToast(request, "/mijn-fouten", {
    title: "Vandaag al geoefend: limiet bereikt.",
    description: "Morgen kun je weer, of oefen onbeperkt met premium.",
    variant: "error",
  });
}

export default function Mistakes({ loaderData }: Route.ComponentProps) {
  const { total, groups, withoutPictures } = loaderData;
  return (
    <>
      <h1>Mijn fouten</h1>
      {total === 0 ? (
        <section className="card">
          <p>Je hebt op dit moment geen fouten openstaan: elke vraag die je fout had, heb je daarna goed beantwoord.</p>
          <Link to="/practice?tab=quick">Ga oefenen</Link>
        </section>
      ) : (
        <>
          <section className="card">
            <p>
              {total} {total === 1 ? "vraag heb je" : "vragen heb je"} de laatste keer fout beantwoord. Een vraag verdwijnt van deze lijst
              zodra je hem weer goed beantwoordt.
            </p>
            <Form method="post">
              <WithoutPicturesField defaultChecked={withoutPictures} />
              <button type="submit">Oefen je fouten</button>
            </Form>
          </section>
          {groups.map((g, i) => (
            <section key={g.categoryName} className="card" aria-labelledby={`fouten-${i}`}>
              <h2 id={`fouten-${i}`}>
                {g.categoryName} ({g.questions.length})
              </h2>
              <ul>
                {g.questions.map((q) => (
                  <li key={q.questionId}>{q.questionText}</li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </>
  );
}
