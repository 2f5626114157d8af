import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { endSession } from "~/services/auth.server";
import { flashToast } from "~/services/session.server";

export async function action({ request }: Route.ActionArgs) {
  const headers = new Headers();
  headers.append("Set-Cookie", await endSession(request));
  headers.append("Set-Cookie", await flashToast(request, { title: "Uitgelogd", description: "Je bent succesvol uitgelogd.", variant: "success" }));
  return redirect("/auth", { headers });
}

/** Logging out changes state, so it is a POST; a GET just goes to the profile. */
export function loader() {
  return redirect("/profile");
}
