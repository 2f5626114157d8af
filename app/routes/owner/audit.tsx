import { Link } from "react-router";
import type { Route } from "./+types/audit";
import { auditActionText, auditChanges, auditChangeText, auditTargetText } from "~/lib/audit-log";
import { longDateTime } from "~/lib/dates";
import { recentAudit } from "~/models/audit-log.server";
import { requireOwner } from "~/services/requests/owner.server";

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

/**
 * Every write in the owner's area, newest first: what was done to what, by whom and when, and what
 * changed, in words and Dutch time. A list rather than a table, so that it reads on a phone as well.
 */
export default function OwnerAudit({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h2>Logboek</h2>
      {loaderData.entries.length === 0 ? (
        <p>Nog niets gewijzigd.</p>
      ) : (
        <ol className="audit-list" aria-label="Wijzigingen, nieuwste eerst">
          {loaderData.entries.map((e) => (
            <li key={e.id} className="audit-entry">
              <p>
                <strong>{e.what}</strong>: {e.accountId ? <Link to={`/beheer/gebruikers?id=${e.accountId}`}>{e.target}</Link> : e.target}
              </p>
              <p className="muted">
                Door {e.who}, {e.when}
              </p>
              {e.changes.length > 0 ? (
                <ul className="audit-changes" aria-label="Wijzigingen">
                  {e.changes.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
