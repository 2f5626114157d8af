import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/payment";
import { ConsentFields } from "~/components/consent-fields";
import { Field, FormError } from "~/components/ui/field";
import { viewerOf } from "~/services/requests/viewer.server";
import { readForm } from "~/services/requests/form.server";
import { errorFields, log } from "~/platform/logger.server";
import { formatEuro } from "~/lib/money";
import { createCheckoutSession, paymentsConfigured } from "~/services/adapters/stripe.server";
import { checkoutSchema } from "~/lib/schemas/checkout";
import { limits } from "~/services/requests/rate-limit.server";
import { clientIpContext } from "~/platform/request-context";
import { dutchErrors } from "~/lib/schemas/errors";
import { pageMeta } from "~/lib/seo";
import { recordPendingPayment } from "~/models/payments.server";
import { getPlan } from "~/models/plans.server";
import { retryAfterHeaders } from "~/lib/retry-after";

export const handle = { breadcrumb: () => "Afrekenen" };

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Afrekenen", path: "/payment", noindex: true });

const CHECKOUT_ERROR = ["Fout", "Er is een probleem opgetreden bij het starten van de betaling. Probeer het later opnieuw."];

export async function loader({ request, context }: Route.LoaderArgs) {
  const type = new URL(request.url).searchParams.get("plan") ?? "";
  const plan = type.length <= 50 ? getPlan(type) : null;
  const user = viewerOf(context).user;
  return {
    plan: plan && {
      type: plan.type,
      name: plan.name,
      description: plan.description,
      priceCents: plan.priceCents,
      billing: plan.billing,
      priceNote: plan.priceNote,
    },
    email: user?.email ?? "",
  };
}

const TOO_MANY = [
  "Te veel pogingen",
  "Je hebt in korte tijd vaak een betaling gestart. Wacht een paar minuten en probeer het dan opnieuw.",
];

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: checkoutSchema, error: dutchErrors });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const plan = getPlan(submission.value.plan);
  if (!plan) return data(submission.reply({ formErrors: ["Geen plan geselecteerd", "Kies eerst een pakket."] }), { status: 400 });
  if (!paymentsConfigured()) {
    log.error("checkout refused: payments are not configured (STRIPE_SECRET_KEY is not set)");
    return data(submission.reply({ formErrors: CHECKOUT_ERROR }), { status: 503 });
  }
  const user = viewerOf(context).user;
  const { email, firstName, lastName, marketingConsent } = submission.value;
  // Each checkout makes a Stripe session and a payments row: limited per address and per buyer.
  const byIp = limits.checkoutPerIp.hit(context.get(clientIpContext));
  const byBuyer = limits.checkoutPerBuyer.hit(user?.id ?? email.trim().toLowerCase());
  if (!byIp.allowed || !byBuyer.allowed) {
    return data(submission.reply({ formErrors: TOO_MANY }), {
      status: 429,
      headers: { "Retry-After": String(Math.max(byIp.retryAfterS, byBuyer.retryAfterS)) },
    });
  }
  try {
    const session = await createCheckoutSession(plan, { email, firstName, lastName, marketingConsent }, user?.id ?? null);
    if (!session.url) throw new Error("Stripe returned no checkout URL");
    recordPendingPayment({ sessionId: session.id, userId: user?.id ?? null, email, planType: plan.type, amountCents: plan.priceCents });
    return redirect(session.url, 303);
  } catch (error) {
    log.error("checkout session could not be created", errorFields(error));
    return data(submission.reply({ formErrors: CHECKOUT_ERROR }), { status: 502 });
  }
}

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  const { plan, email } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { form, fields, warm } = useValidatedForm("checkout", {
    id: "checkout",
    lastResult: actionData,
    defaultValue: { email, plan: plan?.type },
  });

  if (!plan) {
    return (
      <section className="page-narrow">
        <h1>Geen plan geselecteerd</h1>
        <p>Kies eerst een pakket; daarna kun je afrekenen.</p>
        <Link to="/#premium" className="button">
          Terug
        </Link>
      </section>
    );
  }

  return (
    <section className="page-narrow">
      <h1>Afrekenen</h1>
      <div className="card">
        <h2>{plan.name}</h2>
        <p className="price">
          <strong>{formatEuro(plan.priceCents)}</strong>
        </p>
        {plan.priceNote ? <p className="muted">{plan.priceNote}</p> : null}
        <p>{plan.description}</p>
      </div>
      <Form method="post" {...getFormProps(form)} onFocus={warm} className="card">
        <FormError id={form.errorId} errors={form.errors} title="Fout" />
        <input type="hidden" name="plan" value={plan.type} />
        <Field label="Voornaam" id={fields.firstName.id} errorId={fields.firstName.errorId} errors={fields.firstName.errors}>
          <input {...getInputProps(fields.firstName, { type: "text" })} autoComplete="given-name" />
        </Field>
        <Field label="Achternaam" id={fields.lastName.id} errorId={fields.lastName.errorId} errors={fields.lastName.errors}>
          <input {...getInputProps(fields.lastName, { type: "text" })} autoComplete="family-name" />
        </Field>
        <Field label="E-mailadres" id={fields.email.id} errorId={fields.email.errorId} errors={fields.email.errors}>
          <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
        </Field>
        <ConsentFields terms={fields.termsAccepted} privacy={fields.privacyAccepted} marketing={fields.marketingConsent} />
        <p className="muted">Je betaalt veilig via Stripe. Daarna kom je terug in de app.</p>
        <button type="submit" disabled={busy}>
          {busy ? "Bezig..." : `Betalen (${formatEuro(plan.priceCents)})`}
        </button>
        <div role="status" aria-live="polite">
          {busy ? (
            <p className="toast toast-info">
              <strong>Even geduld...</strong> We bereiden je betaling voor.
            </p>
          ) : null}
        </div>
      </Form>
      <p>
        <Link to="/#premium">Terug naar prijzen</Link>
      </p>
    </section>
  );
}
