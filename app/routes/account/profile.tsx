import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/profile";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { LockedProgress, ProgressList } from "~/components/progress/progress-list";
import { TestList } from "~/components/progress/test-list";
import { AlertError, FieldError } from "~/components/ui/field";
import { longDate } from "~/lib/dates";
import { countOf } from "~/lib/plural";
import { retryAfterHeaders } from "~/lib/retry-after";
import { promoCodeFormSchema } from "~/lib/schemas/checkout";
import { dutchErrors } from "~/lib/schemas/errors";
import { deleteAccountSchema, notificationsSchema, PROFILE_MESSAGES } from "~/lib/schemas/profile";
import { pageMeta } from "~/lib/seo";
import { LeerrouteSettingsForm } from "~/components/learning/leerroute-settings-form";
import { getLeerrouteSettings } from "~/models/practice-settings.server";
import { setMarketingConsent } from "~/models/accounts.server";
import { getProgress, listFinishedTests } from "~/models/progress.server";
import { PROMO_MESSAGES } from "~/models/promo.server";
import { clientIpContext } from "~/platform/request-context";
import { removeOwnAccount } from "~/services/commands/account-removal.server";
import { endSession } from "~/services/requests/auth.server";
import { readForm } from "~/services/requests/form.server";
import { redeemWithLimits } from "~/services/commands/promo-redemption.server";
import { redirectWithToast } from "~/services/requests/session.server";
import { requireUser } from "~/services/requests/viewer.server";

export const handle = { breadcrumb: () => "Profiel" };

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Mijn profiel", path: "/profile", noindex: true });

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
    leerrouteSettings: getLeerrouteSettings({ userId: user.id }),
  };
}

type Tab = "account" | "meldingen" | "privacy";

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await readForm(request);
  switch (form.get("intent")) {
    case "save-notifications":
      return saveNotifications(request, user.id, form);
    case "delete-account":
      return removeAccount(request, user.id, form);
    case "redeem-promo":
      return redeemPromo(request, user.id, form, context.get(clientIpContext));
    default:
      return data({ form: "promo" as const, result: { status: "error" as const, error: { "": ["Onbekende actie."] } } }, { status: 400 });
  }
}

async function saveNotifications(request: Request, userId: string, form: FormData) {
  const submission = parseWithZod(form, { schema: notificationsSchema, error: dutchErrors });
  if (submission.status !== "success") return data({ form: "notifications" as const, result: submission.reply() }, { status: 400 });
  setMarketingConsent(userId, submission.value.marketingConsent);
  return redirectWithToast(request, "/profile?tab=meldingen", {
    title: "Opgeslagen",
    description: "Je voorkeuren voor e-mail zijn opgeslagen.",
    variant: "success",
  });
}

async function removeAccount(request: Request, userId: string, form: FormData) {
  const submission = parseWithZod(form, { schema: deleteAccountSchema, error: dutchErrors });
  const refuse = (message: string, status: number, headers?: HeadersInit) =>
    data({ form: "delete" as const, result: submission.reply({ fieldErrors: { password: [message] } }) }, { status, headers });
  if (submission.status !== "success") return refuse(PROFILE_MESSAGES.wrongPassword, 400);
  const removed = await removeOwnAccount(userId, submission.value.password);
  if (!removed.ok) {
    if (removed.reason === "busy") return refuse(PROFILE_MESSAGES.busy, 503, { "Retry-After": String(removed.retryAfterS) });
    if (removed.reason === "subscription-kept") return refuse(PROFILE_MESSAGES.subscriptionKept, 502);
    return refuse(PROFILE_MESSAGES.wrongPassword, 400);
  }
  const headers = new Headers({ "Set-Cookie": await endSession(request) });
  return redirectWithToast(
    request,
    "/",
    { title: "Account verwijderd", description: "Je account en je oefengegevens zijn verwijderd.", variant: "success" },
    headers,
  );
}

async function redeemPromo(request: Request, userId: string, form: FormData, ip: string) {
  const submission = parseWithZod(form, { schema: promoCodeFormSchema, error: dutchErrors });
  if (submission.status !== "success") return data({ form: "promo" as const, result: submission.reply() }, { status: 400 });
  let outcome: ReturnType<typeof redeemWithLimits>;
  try {
    outcome = redeemWithLimits(userId, submission.value.code, ip);
  } catch {
    outcome = { ok: false, message: PROMO_MESSAGES.failed };
  }
  if (!outcome.ok) {
    return data(
      { form: "promo" as const, result: submission.reply({ fieldErrors: { code: [outcome.message] } }) },
      { status: outcome.limited ? 429 : 400 },
    );
  }
  const toast = {
    title: "Promotiecode succesvol inwisselen",
    description: `Je hebt ${countOf(outcome.durationDays, "premium dag", "premium dagen")} ontvangen!`,
    variant: "success" as const,
  };
  return redirectWithToast(request, `/profile?promo=ok&dagen=${outcome.durationDays}`, toast);
}

const TABS: { tab: Tab; label: string; href: string }[] = [
  { tab: "account", label: "Accountinstellingen", href: "/profile" },
  { tab: "meldingen", label: "Meldingen", href: "/profile?tab=meldingen" },
  { tab: "privacy", label: "Privacy", href: "/profile?tab=privacy" },
];

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const lastResult = (form: "notifications" | "delete" | "promo") => (actionData?.form === form ? actionData.result : undefined);
  return (
    <>
      <div className="page-title-row">
        <h1>Mijn profiel</h1>
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
        <NotificationsTab marketingConsent={d.marketingConsent} lastResult={lastResult("notifications")} />
      ) : d.tab === "privacy" ? (
        <PrivacyTab lastResult={lastResult("delete")} />
      ) : (
        <div className="profile-grid">
          <div>
            {!d.isPremium ? (
              <section className="card upgrade-card">
                <h2>Word premium</h2>
                <p>Onbeperkt oefenen, alle vragen, tests tot 50 vragen en je voortgang per onderwerp.</p>
                <Link to="/plans" className="button">
                  Bekijk de pakketten
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
                    <dd>nog {countOf(d.premiumDaysLeft, "dag", "dagen")}</dd>
                  </>
                ) : null}
              </dl>
              {!d.isPremium ? (
                <Link to="/plans" className="button button-secondary">
                  Word premium
                </Link>
              ) : null}
            </section>
            <PromoForm lastResult={lastResult("promo")} />
            <section className="card" aria-labelledby="route-settings-title">
              <h2 id="route-settings-title">Examendatum en leerroute</h2>
              <LeerrouteSettingsForm defaults={d.leerrouteSettings} back="/profile" />
            </section>
          </div>
          <div>
            <section className="card" aria-labelledby="progress-title">
              {d.progress ? (
                <>
                  <h2 id="progress-title">Mijn voortgang</h2>
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
                Bekijk alle tests
              </Link>
            </section>
          </div>
        </div>
      )}
    </>
  );
}

type LastResult = SubmissionResult<string[]> | undefined;

function NotificationsTab({ marketingConsent, lastResult }: { marketingConsent: boolean; lastResult: LastResult }) {
  const { form, warm } = useValidatedForm("notifications", { id: "notifications", lastResult });
  return (
    <section className="card" aria-labelledby="notifications-title">
      <h2 id="notifications-title">Meldingen</h2>
      <Form method="post" {...getFormProps(form)} onFocus={warm}>
        <AlertError id="notifications-error" error={form.errors?.[0]} />
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

function PrivacyTab({ lastResult }: { lastResult: LastResult }) {
  const { form, fields } = useValidatedForm("deleteAccount", { id: "delete", lastResult });
  const deleteError = fields.password.errors?.[0] ?? form.errors?.[0];
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
          Hiermee verwijder je je account, je antwoorden, je tests en je instellingen. Dit kan niet ongedaan worden gemaakt. Betalingen
          bewaren we los van je account zolang de wet dat vraagt (7 jaar).
        </p>
        <Form method="post" {...getFormProps(form)}>
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

function PromoForm({ lastResult }: { lastResult: LastResult }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "redeem-promo";
  const { form, fields, warm } = useValidatedForm("promoCode", { id: "promo", lastResult });
  const error = fields.code.errors?.[0] ?? form.errors?.[0];
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
      <p>Je hebt {countOf(days, "premium dag", "premium dagen")} ontvangen. Veel succes met oefenen!</p>
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
