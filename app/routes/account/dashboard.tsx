import { Link } from "react-router";
import { PlanSelector } from "~/components/plan-selector";
import type { Route } from "./+types/dashboard";
import { requireUser } from "~/lib/auth.server";
import { listPlans } from "~/models/plans.server";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Dashboard", path: "/dashboard", noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { isPremium: user.isPremium, premiumDaysLeft: user.premiumDaysLeft, plans: user.isPremium ? [] : listPlans() };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { isPremium, premiumDaysLeft } = loaderData;
  return (
    <>
      <h1>Welkom bij de Jacht Theorie Oefenapp!</h1>
      {isPremium && premiumDaysLeft > 0 ? (
        <div className="banner" role="status">
          <strong>Premium Proefperiode Actief</strong>
          <p>
            Je hebt nog {premiumDaysLeft} {premiumDaysLeft === 1 ? "dag" : "dagen"} premium toegang.
          </p>
        </div>
      ) : null}
      <div className="grid tiles">
        <Link to="/practice?tab=quick" className="card tile">
          <h2>Snel Oefenen</h2>
          <p>Tien willekeurige vragen uit alle categorieën.</p>
        </Link>
        <Link to="/practice?tab=personal" className="card tile">
          <h2>
            Persoonlijk Oefenen <span className="badge">Premium</span>
          </h2>
          <p>Kies zelf categorieën, vraagtypes en het aantal vragen.</p>
        </Link>
        <Link to="/practice?tab=categories" className="card tile">
          <h2>Categorieën</h2>
          <p>Oefen gericht één onderwerp.</p>
        </Link>
      </div>
      {!isPremium ? (
        <section className="card">
          <h2>Upgrade naar Premium</h2>
          <p>Onbeperkt oefenen, alle vragen en je voortgang per onderwerp.</p>
          <PlanSelector plans={loaderData.plans} />
          <Link to="/#premium">Meer over de pakketten</Link>
        </section>
      ) : null}
    </>
  );
}
