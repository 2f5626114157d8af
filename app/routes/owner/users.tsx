import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/users";
import { longDate } from "~/lib/dates";
import { formatEuro } from "~/lib/money";
import { countOf } from "~/lib/plural";
import { dutchErrors } from "~/lib/schemas/errors";
import { accountActionSchema, grantSchema } from "~/lib/schemas/owner";
import { accountDetail, auditResend, ownerDeleteAccount, ownerGrantPremium, searchAccounts } from "~/models/owner-accounts.server";
import { queueVerificationMail } from "~/services/commands/account-mail.server";
import { cancelRenewingSubscriptions } from "~/services/adapters/stripe.server";
import { readForm } from "~/services/requests/form.server";
import { redirectWithToast } from "~/services/requests/session.server";
import { requireOwner } from "~/services/requests/owner.server";
import { Field } from "~/components/ui/field";

export const handle = { breadcrumb: () => "Gebruikers" };

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwner(context);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 200);
  const id = url.searchParams.get("id");
  return {
    q,
    results: searchAccounts(q),
    detail: id ? accountDetail(id) : null,
    confirmDelete: url.searchParams.get("verwijderen") === "1",
  };
}

/** Stored states in the owner's words. */
const PAYMENT_STATUS: Record<string, string> = { pending: "open", paid: "betaald", failed: "mislukt", expired: "verlopen" };
const TEST_STATUS: Record<string, string> = { active: "bezig", finished: "afgerond", abandoned: "afgebroken" };

export async function action({ context, request }: Route.ActionArgs) {
  const owner = requireOwner(context);
  const actor = { id: owner.id, email: owner.email };
  const form = await readForm(request);
  if (form.get("intent") === "grant") {
    const submission = parseWithZod(form, { schema: grantSchema, error: dutchErrors });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    const { userId, days, reason } = submission.value;
    if (!ownerGrantPremium(actor, userId, days, reason))
      return data({ result: submission.reply({ formErrors: ["Onbekend account."] }) }, { status: 404 });
    return redirectWithToast(request, `/beheer/gebruikers?id=${userId}`, {
      title: `${countOf(days, "dag", "dagen")} premium gegeven`,
      variant: "success",
    });
  }
  const submission = parseWithZod(form, { schema: accountActionSchema });
  if (submission.status !== "success") return data({ result: null }, { status: 400 });
  const { intent, userId } = submission.value;
  const detail = accountDetail(userId);
  if (!detail) return data({ result: null }, { status: 404 });
  if (intent === "resend") {
    if (!detail.account.emailVerifiedAt) {
      queueVerificationMail(userId, detail.account.email);
      auditResend(actor, userId);
    }
    return redirectWithToast(request, `/beheer/gebruikers?id=${userId}`, {
      title: detail.account.emailVerifiedAt ? "Dit adres is al bevestigd" : "Bevestigingsmail opnieuw verstuurd",
      variant: "info",
    });
  }
  // The same deletion as the candidate's own: renewing subscriptions are cancelled first.
  if (!(await cancelRenewingSubscriptions(userId))) {
    return redirectWithToast(request, `/beheer/gebruikers?id=${userId}`, {
      title: "Abonnement kon niet worden opgezegd; account niet verwijderd",
      variant: "error",
    });
  }
  ownerDeleteAccount(actor, userId);
  return redirectWithToast(request, "/beheer/gebruikers", { title: `Account ${detail.account.email} verwijderd`, variant: "success" });
}

export default function OwnerUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { q, results, detail, confirmDelete } = loaderData;
  const errors = actionData?.result && "error" in actionData.result ? actionData.result.error : undefined;
  return (
    <>
      <h2>Gebruikers</h2>
      <Form method="get" className="search-form" role="search">
        <label htmlFor="q">Zoek op e-mailadres</label>
        <input id="q" name="q" type="text" defaultValue={q} minLength={2} />
        <button type="submit">Zoeken</button>
      </Form>
      {q && results.length === 0 ? <p>Geen accounts gevonden.</p> : null}
      {results.length > 0 ? (
        <ul>
          {results.map((r) => (
            <li key={r.id}>
              <Link to={`/beheer/gebruikers?q=${encodeURIComponent(q)}&id=${r.id}`}>{r.email}</Link>
              {r.isPremium ? " · premium" : ""}
            </li>
          ))}
        </ul>
      ) : null}
      {detail ? (
        <section className="card" aria-labelledby="account-title">
          <h3 id="account-title">{detail.account.email}</h3>
          <dl>
            <dt>Lid sinds</dt>
            <dd>{longDate(detail.account.createdAt)}</dd>
            <dt>E-mail bevestigd</dt>
            <dd>{detail.account.emailVerifiedAt ? longDate(detail.account.emailVerifiedAt) : "Nee"}</dd>
            <dt>Premium tot</dt>
            <dd>{detail.account.premiumExpiresAt ? longDate(detail.account.premiumExpiresAt) : "Geen premium"}</dd>
            <dt>Tests</dt>
            <dd>{detail.account.testsTaken}</dd>
          </dl>
          <h4>Betalingen</h4>
          {detail.payments.length === 0 ? (
            <p>Geen.</p>
          ) : (
            <ul>
              {detail.payments.map((p) => (
                <li key={p.id}>
                  {longDate(p.createdAt)}: {p.planType}, {formatEuro(p.amountCents)}, {PAYMENT_STATUS[p.status] ?? p.status}
                </li>
              ))}
            </ul>
          )}
          <h4>Promotiecodes</h4>
          {detail.redemptions.length === 0 ? (
            <p>Geen.</p>
          ) : (
            <ul>
              {detail.redemptions.map((r) => (
                <li key={r.code}>
                  {r.code} op {longDate(r.redeemedAt)}
                </li>
              ))}
            </ul>
          )}
          <h4>Laatste tests</h4>
          {detail.tests.length === 0 ? (
            <p>Geen.</p>
          ) : (
            <ul>
              {detail.tests.map((t) => (
                <li key={t.id}>
                  {longDate(t.startedAt)}: {t.title} ({TEST_STATUS[t.status] ?? t.status}, {t.correct} van {t.total})
                </li>
              ))}
            </ul>
          )}
          <Form method="post" className="card grant-form">
            <h4>Premiumdagen geven</h4>
            <input type="hidden" name="intent" value="grant" />
            <input type="hidden" name="userId" value={detail.account.id} />
            <Field label="Aantal dagen" id="days" errorId="days-error" errors={errors?.days}>
              <input
                id="days"
                name="days"
                type="number"
                min={1}
                max={3650}
                required
                aria-describedby="days-error"
                aria-invalid={errors?.days ? true : undefined}
              />
            </Field>
            <Field label="Reden" id="reason" errorId="reason-error" errors={errors?.reason}>
              <input
                id="reason"
                name="reason"
                type="text"
                maxLength={500}
                required
                aria-describedby="reason-error"
                aria-invalid={errors?.reason ? true : undefined}
              />
            </Field>
            <button type="submit">Premium geven</button>
          </Form>
          <Form method="post" className="button-row">
            <input type="hidden" name="userId" value={detail.account.id} />
            {detail.account.emailVerifiedAt ? null : (
              <button type="submit" name="intent" value="resend" className="button-secondary">
                Bevestigingsmail opnieuw sturen
              </button>
            )}
            <Link
              to={`/beheer/gebruikers?q=${encodeURIComponent(q)}&id=${detail.account.id}&verwijderen=1`}
              className="button button-secondary"
            >
              Account verwijderen…
            </Link>
          </Form>
          {confirmDelete ? (
            <Form method="post" className="card confirm">
              <h4>Account van {detail.account.email} verwijderen?</h4>
              <p>Dit verwijdert het account met zijn voortgang, zoals wanneer de kandidaat het zelf doet. Betalingen blijven bewaard.</p>
              <input type="hidden" name="userId" value={detail.account.id} />
              <button type="submit" name="intent" value="delete" className="button-danger">
                Ja, verwijder dit account
              </button>
            </Form>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
