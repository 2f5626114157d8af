import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { log } from "~/platform/logger.server";
import { pageMeta } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  log.info("page not found", { path: url.pathname });
  return data({ path: url.pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: "Pagina niet gevonden", path: loaderData?.path ?? "/", noindex: true });

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
          Terug naar home
        </Link>
      </p>
    </section>
  );
}
