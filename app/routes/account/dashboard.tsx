import { Link } from "react-router";
import { PlanSelector } from "~/components/plan-selector";
import type { Route } from "./+types/dashboard";
import { requireUser } from "~/services/requests/viewer.server";
import { ProgressBar } from "~/components/practice/progress-bar";
import { listPlans } from "~/models/plans.server";
import { getProgress } from "~/models/progress.server";
import { pageMeta } from "~/lib/seo";
import { countOf } from "~/lib/plural";
import { Readiness } from "~/components/learning/readiness";
import { TodayLine } from "~/components/learning/today";
import { leerrouteOverview } from "~/models/leerroute.server";
import { getLeerrouteSettings } from "~/models/practice-settings.server";

export const handle = { breadcrumb: () => "Dashboard" };

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Dashboard", path: "/dashboard", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const progress = getProgress(user.id);
  const overview = leerrouteOverview({ userId: user.id, isPremium: user.isPremium }, getLeerrouteSettings({ userId: user.id }), new Date());
  // The dashboard shows the figure; the detail per part is on /leerroute (and for premium only).
  const { percent, passes, answersNeeded } = overview.readiness;
  const route = { ...overview, readiness: { percent, passes, answersNeeded } };
  return {
    route,
    isPremium: user.isPremium,
    premiumDaysLeft: user.premiumDaysLeft,
    plans: user.isPremium ? [] : listPlans(),
    overall: progress.overall,
    answered: progress.total,
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { isPremium, premiumDaysLeft } = loaderData;
  return (
    <>
      <h1>Welkom bij de Jacht Theorie Oefenapp!</h1>
      {isPremium && premiumDaysLeft > 0 ? (
        <div className="banner" role="status">
          <strong>Premium proefperiode actief</strong>
          <p>Je hebt nog {countOf(premiumDaysLeft, "dag", "dagen")} premium toegang.</p>
        </div>
      ) : null}
      <section className="card route-tile" aria-labelledby="route-title">
        <h2 id="route-title">
          <Link to="/leerroute">Leerroute</Link> {isPremium ? null : <span className="badge">Premium</span>}
        </h2>
        {isPremium ? (
          <TodayLine
            plan={loaderData.route.plan}
            examDate={loaderData.route.examDate}
            pastExamDate={loaderData.route.pastExamDate}
            nextDueAt={loaderData.route.nextDueAt}
          />
        ) : (
          <p>Herhalingen op het juiste moment en een plan tot je examendatum.</p>
        )}
        <section aria-labelledby="ready-title">
          <h3 id="ready-title">Examenklaar</h3>
          <Readiness {...loaderData.route.readiness} examDate={loaderData.route.examDate} />
        </section>
        <p>
          <Link to="/mijn-fouten">Mijn fouten</Link>
        </p>
      </section>
      <div className="grid tiles">
        <Link to="/practice?tab=quick" className="card tile">
          <h2>Snel oefenen</h2>
          <p>Tien willekeurige vragen uit alle categorieën.</p>
        </Link>
        <Link to="/practice?tab=personal" className="card tile">
          <h2>
            Persoonlijk oefenen <span className="badge">Premium</span>
          </h2>
          <p>Kies zelf categorieën, vraagtypes en het aantal vragen.</p>
        </Link>
        <Link to="/practice?tab=categories" className="card tile">
          <h2>Categorieën</h2>
          <p>Oefen gericht één onderwerp.</p>
        </Link>
        <Link to="/examen" className="card tile">
          <h2>Examen</h2>
          <p>75 vragen zoals het echte theorie-examen, met uitslag en nabespreking.</p>
        </Link>
      </div>
      <section className="card" aria-labelledby="summary-title">
        <h2 id="summary-title">Jouw voortgang</h2>
        {loaderData.answered > 0 ? (
          <>
            <p className="overall">
              <strong>{loaderData.overall}%</strong> van je antwoorden is goed ({countOf(loaderData.answered, "antwoord", "antwoorden")}).
            </p>
            <ProgressBar value={loaderData.overall} max={100} label="Totaal goed" described />
          </>
        ) : (
          <p>Je hebt nog geen vragen beantwoord. Begin met snel oefenen!</p>
        )}
        <Link to="/progress">Bekijk je voortgang</Link>
      </section>
      {!isPremium ? (
        <section className="card">
          <h2>Word premium</h2>
          <p>Onbeperkt oefenen, alle vragen en je voortgang per onderwerp.</p>
          <PlanSelector plans={loaderData.plans} />
          <Link to="/#premium">Meer over de pakketten</Link>
        </section>
      ) : null}
    </>
  );
}
