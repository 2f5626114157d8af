import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useValidator } from "~/components/forms/use-validator";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/profile";
import { LockedProgress, ProgressList } from "~/components/progress/progress-list";
import { TestList } from "~/components/progress/test-list";
import { AlertError, FieldError } from "~/components/ui/field";
import { endSession } from "~/services/auth.server";
import { requireUser } from "~/services/viewer.server";
import { readForm } from "~/services/form.server";
import { HashingBusyError, verifyPassword } from "~/services/password.server";
import { cancelRenewingSubscriptions } from "~/services/payments.server";
import { promoCodeFormSchema } from "~/lib/schemas/checkout";
import { dutchErrors } from "~/lib/schemas/errors";
import { pageMeta } from "~/lib/seo";
import { flashToast } from "~/services/session.server";
import { findUserByEmail } from "~/models/accounts.server";
import { deleteAccount, setMarketingConsent } from "~/models/accounts.server";
import { getProgress, listFinishedTests } from "~/models/progress.server";
import { PROMO_MESSAGES } from "~/models/promo.server";
import { redeemWithLimits } from "~/services/promo-redemption.server";
import { clientIpContext } from "~/platform/request-context";
import { retryAfterHeaders } from "~/lib/retry-after";
import { longDate } from "~/lib/dates";

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Mijn Profiel", path: "/profile", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const url = new URL(request.url);
  const days = Number(url.searchParams.get("dagen"));
  const tabParam = url.searchParams.get("tab");
  const tab: Tab = tabParam === "meldingen" || tabParam === "privacy" ? tabParam : "account";
  return {
    tab,
    email: user.email,
    createdAt: user.createdAt.toISOString(),
    isPremium: user.isPremium,
    premiumDaysLeft: user.premiumDaysLeft,
    marketingConsent: user.marketingConsent,
    redeemedDays: url.searchParams.get("promo") === "ok" && Number.isInteger(days) && days > 0 ? days : null,
    progress: user.isPremium ? getProgress(user.id) : null,
    recentTests: listFinishedTests(user.id, 3).map((t) => ({ ...t, finishedAt: t.finishedAt.toISOString() })),
  };
}

type Tab = "account" | "meldingen" | "privacy";

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (intent === "save-notifications") {
    setMarketingConsent(user.id, formData.get("marketingConsent") === "on");
    const toast = await flashToast(request, { title: "Opgeslagen", description: "Je voorkeuren voor e-mail zijn opgeslagen.", variant: "success" });
    return redirect("/profile?tab=meldingen", { headers: { "Set-Cookie": toast } });
  }
  if (intent === "delete-account") {
    const password = String(formData.get("password") ?? "");
    const account = findUserByEmail(user.email);
    let passwordOk = false;
    try {
      passwordOk = Boolean(password && account && (await verifyPassword(password, account.passwordHash)));
    } catch (error) {
      if (!(error instanceof HashingBusyError)) throw error;
      return data({ result: null, deleteError: "Het is op dit moment erg druk. Je account is niet verwijderd; probeer het over een paar seconden opnieuw." }, { status: 503, headers: { "Retry-After": "5" } });
    }
    if (!passwordOk) {
      return data({ result: null, deleteError: "Het wachtwoord klopt niet. Je account is niet verwijderd." }, { status: 400 });
    }
    // A renewing subscription is cancelled first, so nobody pays on for an account that is gone.
    if (!(await cancelRenewingSubscriptions(user.id))) {
      return data(
        { result: null, deleteError: "Je abonnement kon niet automatisch worden opgezegd, daarom is je account niet verwijderd. Probeer het later opnieuw of neem contact met ons op." },
        { status: 502 },
      );
    }
    deleteAccount(user.id);
    const headers = new Headers();
    headers.append("Set-Cookie", await endSession(request));
    headers.append("Set-Cookie", await flashToast(request, { title: "Account verwijderd", description: "Je account en je oefengegevens zijn verwijderd.", variant: "success" }));
    return redirect("/", { headers });
  }
  if (intent !== "redeem-promo") return data({ result: null }, { status: 400 });
  const submission = parseWithZod(formData, { schema: promoCodeFormSchema, error: dutchErrors });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  let outcome: ReturnType<typeof redeemWithLimits>;
  try {
    outcome = redeemWithLimits(user.id, submission.value.code, context.get(clientIpContext));
  } catch {
    outcome = { ok: false, message: PROMO_MESSAGES.failed };
  }
  if (!outcome.ok) {
    return data({ result: submission.reply({ fieldErrors: { code: [outcome.message] } }) }, { status: outcome.limited ? 429 : 400 });
  }
  const toast = await flashToast(request, {
    title: "Promotiecode succesvol inwisselen",
    description: `Je hebt ${outcome.durationDays} premium dagen ontvangen!`,
    variant: "success",
  });
  return redirect(`/profile?promo=ok&dagen=${outcome.durationDays}`, { headers: { "Set-Cookie": toast } });
}

const TABS: { tab: Tab; label: string; href: string }[] = [
  { tab: "account", label: "Accountinstellingen", href: "/profile" },
  { tab: "meldingen", label: "Meldingen", href: "/profile?tab=meldingen" },
  { tab: "privacy", label: "Privacy", href: "/profile?tab=privacy" },
];

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const deleteError = actionData && "deleteError" in actionData ? String(actionData.deleteError) : undefined;
  return (
    <>
      <div className="page-title-row">
        <h1>Mijn Profiel</h1>
        <Form method="post" action="/logout">
          <button type="submit" className="button-secondary">
            Uitloggen
          </button>
        </Form>
      </div>
      {d.redeemedDays ? <PromoSuccessDialog days={d.redeemedDays} /> : null}
      <nav className="tabs" aria-label="Profielonderdelen">
        {TABS.map((t) => (
          <Link key={t.tab} to={t.href} className="tab" aria-current={d.tab === t.tab ? "page" : undefined}>
            {t.label}
          </Link>
        ))}
      </nav>
      {d.tab === "meldingen" ? (
        <NotificationsTab marketingConsent={d.marketingConsent} />
      ) : d.tab === "privacy" ? (
        <PrivacyTab deleteError={deleteError} />
      ) : (
        <div className="profile-grid">
          <div>
            {!d.isPremium ? (
              <section className="card upgrade-card">
                <h2>Word Premium</h2>
                <p>Onbeperkt oefenen, alle vragen, tests tot 50 vragen en je voortgang per onderwerp.</p>
                <Link to="/plans" className="button">
                  Upgrade naar Premium
                </Link>
              </section>
            ) : null}
            <section className="card" aria-labelledby="account-title">
              <h2 id="account-title">Accountgegevens</h2>
              <dl>
                <dt>E-mail</dt>
                <dd>{d.email}</dd>
                <dt>Lid sinds</dt>
                <dd>{d.createdAt ? longDate(d.createdAt) : "Onbekend"}</dd>
                <dt>Accounttype</dt>
                <dd>{d.isPremium ? "Premium" : "Gratis"}</dd>
                {d.isPremium && d.premiumDaysLeft > 0 ? (
                  <>
                    <dt>Premium</dt>
                    <dd>
                      nog {d.premiumDaysLeft} {d.premiumDaysLeft === 1 ? "dag" : "dagen"}
                    </dd>
                  </>
                ) : null}
              </dl>
              {!d.isPremium ? (
                <Link to="/plans" className="button button-secondary">
                  Upgrade
                </Link>
              ) : null}
            </section>
            <PromoForm lastResult={actionData && "result" in actionData ? (actionData.result ?? undefined) : undefined} />
          </div>
          <div>
            <section className="card" aria-labelledby="progress-title">
              {d.progress ? (
                <>
                  <h2 id="progress-title">Mijn Voortgang</h2>
                  <ProgressList {...d.progress} />
                  <Link to="/progress">Bekijk je statistieken</Link>
                </>
              ) : (
                <>
                  <h2 id="progress-title">Voortgang</h2>
                  <LockedProgress rows={3} />
                </>
              )}
            </section>
            <section className="card" aria-labelledby="recent-title">
              <h2 id="recent-title">Recente tests</h2>
              <TestList tests={d.recentTests} />
              <Link to="/profile/tests" className="button button-secondary">
                Bekijk Alle Tests
              </Link>
            </section>
          </div>
        </div>
      )}
    </>
  );
}

function NotificationsTab({ marketingConsent }: { marketingConsent: boolean }) {
  return (
    <section className="card" aria-labelledby="notifications-title">
      <h2 id="notifications-title">Meldingen</h2>
      <Form method="post">
        <label className="checkbox field">
          <input type="checkbox" name="marketingConsent" defaultChecked={marketingConsent} />
          <span>Ik wil af en toe tips en aanbiedingen per e-mail ontvangen</span>
        </label>
        <p className="muted">E-mails over je account (zoals een herstellink) ontvang je altijd.</p>
        <button type="submit" name="intent" value="save-notifications">
          Opslaan
        </button>
      </Form>
    </section>
  );
}

function PrivacyTab({ deleteError }: { deleteError?: string }) {
  return (
    <>
      <section className="card" aria-labelledby="export-title">
        <h2 id="export-title">Mijn gegevens downloaden</h2>
        <p>Download alles wat we over je bewaren (je account, antwoorden, tests, instellingen en betalingen) als JSON-bestand.</p>
        <a href="/profile/export" className="button" download>
          Download mijn gegevens
        </a>
      </section>
      <section className="card" aria-labelledby="delete-title">
        <h2 id="delete-title">Account verwijderen</h2>
        <p>
          Hiermee verwijder je je account, je antwoorden, je tests en je instellingen. Dit kan niet ongedaan worden gemaakt.
          Betalingen bewaren we los van je account zolang de wet dat vraagt (7 jaar).
        </p>
        <Form method="post">
          <div className="field">
            <label htmlFor="delete-password">Bevestig met je wachtwoord</label>
            <input
              id="delete-password"
              name="password"
              type="password"
              autoComplete="current-password"
              aria-invalid={deleteError ? true : undefined}
              aria-describedby={deleteError ? "delete-error" : undefined}
            />
            <AlertError id="delete-error" error={deleteError} />
          </div>
          <button type="submit" name="intent" value="delete-account" className="button-danger">
            Verwijder mijn account
          </button>
        </Form>
      </section>
    </>
  );
}

function PromoForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "redeem-promo";
  const { onValidate, warm } = useValidator("promoCode");
  const [form, fields] = useForm({
    id: "promo",
    lastResult,
    onValidate,
    shouldValidate: "onSubmit",
  });
  const error = fields.code.errors?.[0];
  return (
    <section className="card" aria-labelledby="promo-title">
      <h2 id="promo-title">Promotiecode</h2>
      <Form method="post" {...getFormProps(form)} onFocus={warm}>
        {error && error !== "Voer een promotiecode in" ? (
          <div className="form-error" role="alert">
            <strong>Fout</strong>
            <p>{error}</p>
          </div>
        ) : null}
        <label htmlFor={fields.code.id}>Promotiecode</label>
        <div className="inline-field">
          <input {...getInputProps(fields.code, { type: "text" })} autoComplete="off" />
          <button type="submit" name="intent" value="redeem-promo" disabled={busy}>
            {busy ? "Bezig met inwisselen..." : "Inwisselen"}
          </button>
        </div>
        <FieldError id={fields.code.errorId} errors={fields.code.errors} />
      </Form>
    </section>
  );
}

/** 'Code succesvol toegepast!': a dialog that is open in the HTML, so it also shows without JavaScript. */
function PromoSuccessDialog({ days }: { days: number }) {
  return (
    <dialog open className="card promo-dialog" aria-labelledby="promo-dialog-title">
      <h2 id="promo-dialog-title">Code succesvol toegepast!</h2>
      <p>Je hebt {days} premium dagen ontvangen. Veel succes met oefenen!</p>
      <p>
        We horen graag wat je van de app vindt: stuur je feedback via het <Link to="/about-us#contact">contactformulier</Link>. Bevalt
        premium? Met een van onze <Link to="/plans">pakketten</Link> oefen je daarna gewoon door.
      </p>
      <Link to="/profile" className="button" replace>
        Sluiten
      </Link>
    </dialog>
  );
}
