import { Link } from "react-router";
import type { Route } from "./+types/signup-success";
import { pageMeta } from "~/lib/seo";

export const handle = { breadcrumb: () => "Account aangemaakt" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Account aangemaakt", path: "/signup-success", noindex: true });

export default function SignupSuccess() {
  return (
    <section className="page-narrow">
      <h1>Account aangemaakt!</h1>
      <p>
        We hebben je een e-mail gestuurd met een verificatielink. Open die link om je e-mailadres te bevestigen: daarmee ben je meteen
        ingelogd, met 3 dagen gratis premium toegang.
      </p>
      <p className="notice">
        Geen e-mail ontvangen? Kijk ook in je spammap, of probeer opnieuw in te loggen: dan kun je de link nog eens laten sturen.
      </p>
      <p>
        <Link to="/auth" className="button">
          Terug naar inloggen
        </Link>
      </p>
    </section>
  );
}
