import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { endSession } from "~/services/requests/auth.server";
import { redirectWithToast } from "~/services/requests/session.server";

export async function action({ request }: Route.ActionArgs) {
  const headers = new Headers({ "Set-Cookie": await endSession(request) });
  return redirectWithToast(
    request,
    "/auth",
    { title: "Uitgelogd", description: "Je bent succesvol uitgelogd.", variant: "success" },
    headers,
  );
}

/** Logging out changes state, so it is a POST; a GET just goes to the profile. */
export function loader() {
  return redirect("/profile");
}
