import { Link } from "react-router";
import type { Route } from "./+types/overview";
import { WeekBars } from "~/components/owner/week-bars";
import { formatEuro } from "~/lib/money";
import { ownerOverview } from "~/models/owner-overview.server";
import { requireOwner } from "~/services/owner.server";

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
          <strong>{o.accounts}</strong> {o.accounts === 1 ? "account" : "accounts"}, waarvan <strong>{o.premiumAccounts}</strong> met
          lopende Premium.
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
          <Link to="/beheer/feedback">{o.openFeedback} open feedbackberichten</Link>
        </p>
        <p>
          <Link to="/beheer/berichten">{o.unreadMessages} ongelezen berichten</Link>
        </p>
      </section>
      <section className="card">
        <h2>Betalingen deze maand</h2>
        <p className="overall">
          <strong>{o.paymentsThisMonth.count}</strong> betaald, samen {formatEuro(o.paymentsThisMonth.cents)} (uit onze eigen
          administratie).
        </p>
        <Link to="/beheer/betalingen">Stripe-gebeurtenissen</Link>
      </section>
    </div>
  );
}
