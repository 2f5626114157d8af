import type { Route } from "./+types/plans";
import { PlanSelector } from "~/components/plan-selector";
import { pageMeta } from "~/lib/seo";
import { listPlans } from "~/models/plans.server";

export const handle = { breadcrumb: () => "Abonnementen" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Premium lidmaatschap",
    description:
      "Kies je premium pakket voor de Jacht Theorie Oefenapp: onbeperkt oefenen met alle vragen, je persoonlijke leerroute en voortgangsanalyse.",
    path: "/plans",
  });

export function loader() {
  return { plans: listPlans() };
}

export default function Plans({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>Premium lidmaatschap</h1>
      <p>
        Oefen onbeperkt met alle vragen, ook de premiumvragen, met je voortgang per onderwerp. Kies het pakket dat bij je examendatum past.
      </p>
      <PlanSelector plans={loaderData.plans} headingLevel={2} />
    </>
  );
}
