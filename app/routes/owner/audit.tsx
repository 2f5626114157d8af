import type { Route } from "./+types/audit";
import { longDateTime } from "~/lib/dates";
import { recentAudit } from "~/models/audit-log.server";
import { requireOwner } from "~/services/owner.server";

export const handle = { breadcrumb: () => "Logboek" };

export async function loader({ context }: Route.LoaderArgs) {
  requireOwner(context);
  return { entries: recentAudit() };
}

/** Every write in the owner's area: who, what, on what, when, before and after. */
export default function OwnerAudit({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h2>Logboek</h2>
      {loaderData.entries.length === 0 ? (
        <p>Nog niets gewijzigd.</p>
      ) : (
        <div className="table-scroll">
          <table className="stat-table">
            <thead>
              <tr>
                <th scope="col">Wanneer</th>
                <th scope="col">Wie</th>
                <th scope="col">Wat</th>
                <th scope="col">Waarop</th>
                <th scope="col">Voor → na</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.entries.map((e) => (
                <tr key={e.id}>
                  <td>{longDateTime(e.createdAt)}</td>
                  <td>{e.actorEmail}</td>
                  <td>{e.action}</td>
                  <td>{e.target}</td>
                  <td>
                    <code>{JSON.stringify(e.before)}</code> → <code>{JSON.stringify(e.after)}</code>
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
