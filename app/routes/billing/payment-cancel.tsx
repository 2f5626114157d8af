import { Link } from "react-router";
import type { Route } from "./+types/payment-cancel";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Betaling geannuleerd", path: "/payment/cancel", noindex: true });

export const handle = { breadcrumb: () => "Geannuleerd" };

export function loader({ request }: Route.LoaderArgs) {
  const plan = new URL(request.url).searchParams.get("plan") ?? "";
  return { plan: /^[a-z0-9_]{1,50}$/.test(plan) ? plan : null };
}

export default function PaymentCancel({ loaderData }: Route.ComponentProps) {
  return (
    <section className="page-narrow">
      <h1>Betaling geannuleerd</h1>
      <p>Je hebt de betaling afgebroken. Er is niets afgeschreven.</p>
      <div className="button-row">
        {loaderData.plan ? (
          <Link to={`/payment?plan=${loaderData.plan}`} className="button">
            Opnieuw proberen
          </Link>
        ) : null}
        <Link to="/plans" className="button button-secondary">
          Terug naar prijzen
        </Link>
      </div>
    </section>
  );
}
