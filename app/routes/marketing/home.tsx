import { Link } from "react-router";
import type { Route } from "./+types/home";
import { pageMeta, SITE_NAME } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: `${SITE_NAME} – oefen voor je jachtexamen`, path: "/" });

export default function Home() {
  return (
    <>
      <section className="hero">
        <h1>Oefen voor je jachtexamen</h1>
        <p>
          Oefen met meerkeuzevragen over wildkennis, jachtrecht, wapens en jachtpraktijk, met uitleg bij elke
          vraag. De oefenvragen zijn met behulp van AI gemaakt en aan de hand van bronnen gecontroleerd.
        </p>
        <div className="button-row">
          <Link to="/practice?tab=quick" className="button">
            Start met Oefenen
          </Link>
          <Link to="/auth" className="button button-secondary">
            Maak een Account
          </Link>
        </div>
      </section>
    </>
  );
}
