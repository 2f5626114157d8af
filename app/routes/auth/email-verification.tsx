import { Link } from "react-router";
import type { Route } from "./+types/email-verification";
import { pageMeta } from "~/lib/seo";
import { viewerOf } from "~/services/requests/viewer.server";

export const handle = { breadcrumb: () => "E-mail bevestigd" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "E-mail bevestigd", path: "/email-verification", noindex: true });

/** Shown after the verification link, which also logged the candidate in. */
export function loader({ context }: Route.LoaderArgs) {
  return { loggedIn: Boolean(viewerOf(context).user) };
}

export default function EmailVerification({ loaderData }: Route.ComponentProps) {
  return (
    <section className="page-narrow">
      <h1>E-mail bevestigd!</h1>
      {loaderData.loggedIn ? (
        <p>Je e-mailadres is bevestigd en je bent ingelogd. Je kunt meteen beginnen met oefenen.</p>
      ) : (
        <p>Je e-mailadres is bevestigd en je account is geverifieerd. Log in om te beginnen met oefenen.</p>
      )}
      <div className="button-row">
        <Link to="/practice" className="button">
          Begin met oefenen
        </Link>
        {loaderData.loggedIn ? (
          <Link to="/dashboard" className="button button-secondary">
            Ga naar dashboard
          </Link>
        ) : (
          <Link to="/auth" className="button button-secondary">
            Inloggen
          </Link>
        )}
      </div>
    </section>
  );
}
