import type { Route } from "./+types/export";
import { requireUser } from "~/services/auth.server";
import { exportUserData } from "~/models/account-data.server";

/** 'Download mijn gegevens': everything we hold about the user as one JSON file. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const body = JSON.stringify(exportUserData(user.id), null, 2);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="jacht-theorie-gegevens-${new Date().toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
