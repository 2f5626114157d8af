import type { Route } from "./+types/promo";
import { PlanSelector } from "~/components/plan-selector";
import { pageMeta } from "~/lib/seo";
import { listPlans } from "~/models/plans.server";

export const handle = { breadcrumb: () => "Premium" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Verbeter je Slagingskans",
    description: "Je gratis oefenvragen voor vandaag zijn op. Met premium oefen je onbeperkt en gericht op je zwakke punten.",
    path: "/promo",
  });

export function loader() {
  return { plans: listPlans() };
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
      <h1>Verbeter je Slagingskans</h1>
      <p>Je hebt de gratis oefenmogelijkheden voor vandaag gebruikt. Met premium ga je meteen verder.</p>
      <ul className="grid benefit-grid">
        {BENEFITS.map((b) => (
          <li key={b.title} className="card">
            <h2>{b.title}</h2>
            <p>{b.text}</p>
          </li>
        ))}
      </ul>
      <h2>Kies je pakket</h2>
      <PlanSelector plans={loaderData.plans} />
    </>
  );
}
