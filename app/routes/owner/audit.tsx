import { Link } from "react-router";
import type { Route } from "./+types/audit";
import { auditActionText, auditChanges, auditChangeText, auditTargetText } from "~/lib/audit-log";
import { longDateTime } from "~/lib/dates";
import { recentAudit } from "~/models/audit-log.server";
import { requireOwner } from "~/services/owner.server";

export const handle = { breadcrumb: () => "Logboek" };

export async function loader({ context }: Route.LoaderArgs) {
  requireOwner(context);
  return {
    entries: recentAudit().map((e) => ({
      id: e.id,
      when: longDateTime(e.createdAt),
      who: e.actorEmail,
      what: auditActionText(e.action),
      target: auditTargetText(e.target, e.targetEmail, e.before),
      accountId: e.targetUserId,
      changes: auditChanges(e.before, e.after).map(auditChangeText),
    })),
  };
}

/** Every write in the owner's area: when, who, what, on what, and what changed, in words and Dutch time. */
export default function OwnerAudit({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h2>Logboek</h2>
      {loaderData.entries.length === 0 ? (
        <p>Nog niets gewijzigd.</p>
      ) : (
        <div className="table-scroll">
          <table className="stat-table audit-table">
            <caption className="visually-hidden">Wijzigingen in het beheer, nieuwste eerst</caption>
            <thead>
              <tr>
                <th scope="col">Wanneer</th>
                <th scope="col">Wie</th>
                <th scope="col">Wat</th>
                <th scope="col">Waarop</th>
                <th scope="col">Wijzigingen</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.entries.map((e) => (
                <tr key={e.id}>
                  <td>{e.when}</td>
                  <td>{e.who}</td>
                  <td>{e.what}</td>
                  <td>{e.accountId ? <Link to={`/beheer/gebruikers?id=${e.accountId}`}>{e.target}</Link> : e.target}</td>
                  <td>
                    {e.changes.length === 0 ? (
                      <span className="muted">geen</span>
                    ) : (
                      <ul className="audit-changes">
                        {e.changes.map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    )}
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
