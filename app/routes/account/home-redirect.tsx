import { redirect } from "react-router";
import type { Route } from "./+types/home-redirect";
import { viewerOf } from "~/services/requests/viewer.server";

/** Home: the dashboard for a logged-in candidate, the landing page for a visitor. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(viewerOf(context).user ? "/dashboard" : "/");
}
