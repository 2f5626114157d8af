import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { log } from "~/platform/logger.server";
import { pageMeta } from "~/lib/seo";

export const handle = { breadcrumb: () => "Pagina niet gevonden" };

/**
 * The same page for every address that leads nowhere, with nothing of the address in it: the owner's
 * area answers non-owners with exactly this page (server/app.ts), so it cannot be told apart.
 */
export function loader({ request }: Route.LoaderArgs) {
  log.info("page not found", { path: new URL(request.url).pathname });
  return data(null, { status: 404 });
}

/** A form sent to an address that leads nowhere gets the same page (React Router would say 405). */
export function action({ request }: Route.ActionArgs) {
  log.info("page not found", { path: new URL(request.url).pathname, method: request.method });
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Pagina niet gevonden", path: null, noindex: true });

export default function NotFound() {
  return (
    <section className="page-narrow">
      <p className="big-number" aria-hidden="true">
        404
      </p>
      <h1>Oeps! Deze pagina bestaat niet.</h1>
      <p>De pagina die je zoekt is verplaatst of heeft nooit bestaan.</p>
      <p>
        <Link to="/" className="button">
          Terug naar de startpagina
        </Link>
      </p>
    </section>
  );
}
