import type { Route } from "./+types/export";
import { requireUser } from "~/services/requests/viewer.server";
import { exportUserData } from "~/models/accounts.server";

/** 'Download mijn gegevens': everything we hold about the user as one JSON file. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const body = JSON.stringify(exportUserData(user.id), null, 2);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="jacht-theorie-gegevens-${new Date().toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
