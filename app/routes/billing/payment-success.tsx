import { useEffect } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import type { Route } from "./+types/payment-success";
import { viewerOf } from "~/services/requests/viewer.server";
import { pageMeta } from "~/lib/seo";
import { paymentBySession } from "~/models/payments.server";
import { longDate } from "~/lib/dates";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Betaling", path: "/payment/success", noindex: true });

export const handle = { breadcrumb: () => "Betaling" };

/** Shows whether the webhook has granted premium yet. This page never grants anything itself. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id") ?? "";
  const payment = sessionId && sessionId.length <= 200 ? paymentBySession(sessionId) : null;
  const user = viewerOf(context).user;
  const fulfilled = Boolean(payment?.premiumGrantedAt) && (!user || payment?.userId === user.id);
  return {
    known: Boolean(payment),
    fulfilled,
    premiumUntil: fulfilled && user?.premiumExpiresAt ? longDate(user.premiumExpiresAt) : null,
  };
}

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const location = useLocation();
  const pending = loaderData.known && !loaderData.fulfilled;
  // With JavaScript: look again every few seconds until the payment is confirmed.
  useEffect(() => {
    if (!pending) return;
    const timer = window.setInterval(() => revalidator.revalidate(), 3000);
    return () => window.clearInterval(timer);
  }, [pending, revalidator]);

  if (!loaderData.known) {
    return (
      <section className="page-narrow">
        <h1>Betaling niet gevonden</h1>
        <p>We kunnen deze betaling niet vinden. Heb je betaald en zie je geen premium? Neem contact met ons op.</p>
        <Link to="/about-us#contact" className="button">
          Contact
        </Link>
      </section>
    );
  }
  return (
    <section className="page-narrow">
      <h1>{loaderData.fulfilled ? "Betaling geslaagd!" : "Betaling wordt verwerkt"}</h1>
      <div role="status" aria-live="polite">
        {loaderData.fulfilled ? (
          <p>Bedankt! Je premium toegang is actief{loaderData.premiumUntil ? ` tot ${loaderData.premiumUntil}` : ""}.</p>
        ) : (
          <p>We wachten op de bevestiging van je betaling door Stripe. Dit duurt meestal maar een paar seconden.</p>
        )}
      </div>
      {loaderData.fulfilled ? (
        <Link to="/dashboard" className="button">
          Ga naar dashboard
        </Link>
      ) : (
        <Link to={location.pathname + location.search} reloadDocument className="button button-secondary">
          Opnieuw controleren
        </Link>
      )}
    </section>
  );
}
