import { Link } from "react-router";
import type { Route } from "./+types/email-verification";
import { pageMeta } from "~/lib/seo";

export const handle = { breadcrumb: () => "E-mail bevestigd" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "E-mail bevestigd", path: "/email-verification", noindex: true });

export default function EmailVerification() {
  return (
    <section className="page-narrow">
      <h1>Email Bevestigd!</h1>
      <p>Je e-mailadres is bevestigd en je account is geverifieerd. Je kunt nu inloggen en beginnen met oefenen.</p>
      <div className="button-row">
        <Link to="/practice" className="button">
          Begin met Oefenen
        </Link>
        <Link to="/dashboard" className="button button-secondary">
          Ga naar Dashboard
        </Link>
      </div>
    </section>
  );
}
