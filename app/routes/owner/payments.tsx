import type { Route } from "./+types/payments";
import { longDateTime } from "~/lib/dates";
import { stripeEventLog } from "~/models/payments.server";
import { requireOwner } from "~/services/requests/owner.server";

export const handle = { breadcrumb: () => "Betalingen" };

export async function loader({ context }: Route.LoaderArgs) {
  requireOwner(context);
  return { events: stripeEventLog() };
}

const OUTCOMES: Record<string, string> = {
  granted: "premium gegeven",
  renewed: "verlengd",
  canceled: "opgezegd",
  closed: "betaling gesloten",
  ignored: "genegeerd",
};

/** The Stripe events received and what each did; read-only. */
export default function OwnerPayments({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h2>Stripe-gebeurtenissen</h2>
      {loaderData.events.length === 0 ? (
        <p>Nog geen gebeurtenissen ontvangen.</p>
      ) : (
        <div className="table-scroll">
          <table className="stat-table">
            <thead>
              <tr>
                <th scope="col">Ontvangen</th>
                <th scope="col">Soort</th>
                <th scope="col">Gevolg</th>
                <th scope="col" className="num">
                  Keer bezorgd
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.events.map((e) => (
                <tr key={e.id}>
                  <td>{longDateTime(e.processedAt)}</td>
                  <td>{e.type}</td>
                  <td>{e.outcome ? (OUTCOMES[e.outcome] ?? e.outcome) : "—"}</td>
                  <td className="num">
                    {e.deliveries}
                    {e.deliveries > 1 ? " (dubbel, genegeerd)" : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
