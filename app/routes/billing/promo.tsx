import type { Route } from "./+types/promo";
import { DailyLimitNotice } from "~/components/daily-limit-notice";
import { PlanSelector } from "~/components/plan-selector";
import { allowanceResetText, sentForDailyLimit } from "~/lib/daily-limit";
import { allowanceLimit } from "~/lib/practice/engine";
import { pageMeta } from "~/lib/seo";
import { remainingToday } from "~/models/practice-settings.server";
import { listPlans } from "~/models/plans.server";
import { viewerOf } from "~/services/requests/viewer.server";

export const handle = { breadcrumb: () => "Premium" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Verbeter je slagingskans",
    description: "Met premium oefen je onbeperkt met alle vragen en gericht op je zwakke punten, met je voortgang per onderwerp.",
    path: "/promo",
  });

/**
 * The premium page. A free account sent here by quick practice (`?reden=daglimiet`) whose questions
 * are indeed spent is told so first. Only the plain address is kept in the render cache, so the
 * notice is never served to anyone else.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { role, subject } = viewerOf(context);
  const now = new Date();
  const spent =
    sentForDailyLimit(new URL(request.url)) && role === "free" && subject !== null && remainingToday(subject, role, "quick", now) === 0;
  const dailyLimit = spent ? { allowance: allowanceLimit(role, "quick") ?? 0, resetsAt: allowanceResetText(now) } : null;
  return { plans: listPlans(), dailyLimit };
}

const BENEFITS = [
  { title: "Onbeperkt oefenen", text: "Geen daglimiet: oefen met alle vragen en alle categorieën, zo vaak als je wilt." },
  { title: "Persoonlijke leerroute", text: "Stel je eigen tests samen tot 50 vragen en sla vragen over die je al beheerst." },
  { title: "Voortgangsanalyse", text: "Zie per onderwerp hoeveel je goed hebt, zodat je weet waar je nog aan moet werken." },
  { title: "Premium dashboard", text: "Al je statistieken en je recente tests op één plek." },
];

export default function Promo({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>Verbeter je slagingskans</h1>
      {loaderData.dailyLimit ? <DailyLimitNotice limit={loaderData.dailyLimit} loggedIn /> : null}
      <p>Met premium oefen je onbeperkt met alle vragen, ook de premiumvragen, en gericht op je zwakke punten.</p>
      <ul className="grid benefit-grid">
        {BENEFITS.map((b) => (
          <li key={b.title} className="card">
            <h2>{b.title}</h2>
            <p>{b.text}</p>
          </li>
        ))}
      </ul>
      <h2 id="pakketten">Kies je pakket</h2>
      <PlanSelector plans={loaderData.plans} />
    </>
  );
}
