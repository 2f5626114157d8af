import { Link } from "react-router";
import type { Route } from "./+types/overview";
import { WeekBars } from "~/components/owner/week-bars";
import { formatEuro } from "~/lib/money";
import { countOf, nounFor } from "~/lib/plural";
import { ownerOverview } from "~/models/owner-overview.server";
import { requireOwner } from "~/services/requests/owner.server";

export const handle = { breadcrumb: () => "Beheer" };

export async function loader({ context }: Route.LoaderArgs) {
  requireOwner(context);
  return ownerOverview();
}

export default function OwnerOverview({ loaderData: o }: Route.ComponentProps) {
  return (
    <div className="grid owner-figures">
      <section className="card">
        <h2>Accounts</h2>
        <p className="overall">
          <strong>{o.accounts}</strong> {nounFor(o.accounts, "account", "accounts")}, waarvan <strong>{o.premiumAccounts}</strong> met
          lopende premium.
        </p>
        <WeekBars label="Nieuwe accounts" values={o.signupsPerWeek} />
      </section>
      <section className="card">
        <h2>Tests</h2>
        <WeekBars label="Gestarte tests" values={o.testsPerWeek} />
      </section>
      <section className="card">
        <h2>Te doen</h2>
        <p>
          <Link to="/beheer/feedback">{countOf(o.openFeedback, "open feedbackbericht", "open feedbackberichten")}</Link>
        </p>
        <p>
          <Link to="/beheer/berichten">{countOf(o.unreadMessages, "ongelezen bericht", "ongelezen berichten")}</Link>
        </p>
      </section>
      <section className="card">
        <h2>Betalingen deze maand</h2>
        <p className="overall">
          <strong>{o.paymentsThisMonth.count}</strong> {nounFor(o.paymentsThisMonth.count, "betaling", "betalingen")}, samen{" "}
          {formatEuro(o.paymentsThisMonth.cents)} (uit onze eigen administratie).
        </p>
        <Link to="/beheer/betalingen">Stripe-gebeurtenissen</Link>
      </section>
    </div>
  );
}
