import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect, useNavigation, type RouterContextProvider } from "react-router";
import type { Route } from "./+types/auth";
import { LoginForm, LoginLinkForm, ResendForm, SignupForm } from "~/components/auth/forms";
import { DailyLimitNotice } from "~/components/daily-limit-notice";
import { safeRedirect, startSession } from "~/services/requests/auth.server";
import { viewerOf } from "~/services/requests/viewer.server";
import { isHoneypotFilled, readForm } from "~/services/requests/form.server";
import { mailAccountHolder, type AccountHolder, queueLoginLinkMail, queueVerificationMail } from "~/services/commands/account-mail.server";
import { HASHING_BUSY } from "~/services/requests/password.server";
import { admitLogin, requireAdmission, loginAdmissionContext } from "~/services/requests/login-gate.server";
import { logIn } from "~/services/commands/login.server";
import { signUp } from "~/services/commands/signup.server";
import { clientIpContext, cspNonceContext } from "~/platform/request-context";
import { refusedLoginPage, THROTTLED } from "~/services/requests/login-refusal.server";
import { emailOnlySchema, loginSchema, MESSAGES, signupSchema } from "~/lib/schemas/auth";
import { dutchErrors } from "~/lib/schemas/errors";
import { pageMeta } from "~/lib/seo";
import { countOf } from "~/lib/plural";
import { redirectWithToast } from "~/services/requests/session.server";
import { normaliseEmail, verifyEmail } from "~/models/accounts.server";
import { retryAfterHeaders } from "~/lib/retry-after";
import { allowanceResetText, DAILY_LIMIT_REASON, sentForDailyLimit } from "~/lib/daily-limit";
import { allowanceLimit } from "~/lib/practice/engine";
import { remainingToday } from "~/models/practice-settings.server";

export const handle = { breadcrumb: () => "Inloggen" };

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Inloggen of account aanmaken",
    description: "Log in of maak een account aan voor de Jacht Theorie Oefenapp en krijg 3 dagen gratis premium toegang.",
    path: "/auth",
  });

type Notice = { title: string; text: string; variant: "success" | "error" | "info" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const next = params.get("next") ?? "";

  const token = params.get("token_hash");
  if (token && params.get("type") === "email_confirmation") {
    const userId = token.length <= 200 ? verifyEmail(token) : null;
    // The link proves the address: the candidate is logged in, with a new session as after a login.
    if (userId) throw redirect("/email-verification", { headers: { "Set-Cookie": await startSession(request, userId) } });
    return data({
      tab: "login" as const,
      next,
      dailyLimit: null,
      notice: {
        title: "Verificatie mislukt",
        text: "Er is een probleem opgetreden bij het verifiëren van je e-mail. De link is ongeldig, al gebruikt of verlopen. Probeer in te loggen (dan kun je een nieuwe link laten sturen) of neem contact op met support.",
        variant: "error",
      } satisfies Notice,
    });
  }

  const viewer = viewerOf(context);
  if (viewer.user) throw redirect("/dashboard");
  // A visitor sent here by quick practice (`?reden=daglimiet`) whose free questions are indeed spent.
  const now = new Date();
  const spent = sentForDailyLimit(url) && viewer.subject !== null && remainingToday(viewer.subject, viewer.role, "quick", now) === 0;
  const dailyLimit = spent ? { allowance: allowanceLimit(viewer.role, "quick") ?? 0, resetsAt: allowanceResetText(now) } : null;

  let notice: Notice | null = null;
  let tab: "login" | "signup" = params.get("tab") === "signup" ? "signup" : "login";
  if (params.get("type") === "recovery") {
    notice = {
      title: "Wachtwoord gewijzigd",
      text: "Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.",
      variant: "success",
    };
  } else if (params.get("session_id") && params.get("registration") === "true") {
    tab = "signup";
    notice = {
      title: "Bedankt voor je aankoop!",
      text: "Maak nu een account aan met hetzelfde e-mailadres als bij je betaling; je premium toegang wordt dan aan je account gekoppeld.",
      variant: "success",
    };
  }
  return data({ tab, next, notice, dailyLimit });
}

const UNVERIFIED = [
  "E-mailadres niet bevestigd",
  "Je e-mailadres is nog niet bevestigd. Open de link in de e-mail die we je stuurden, of laat hieronder een nieuwe link sturen.",
];
const TOO_MANY = "Te veel pogingen. Wacht een minuut en probeer het dan opnieuw.";
const LINK_SENT = {
  title: "Inloglink",
  description: "Als er een bevestigd account bij dit e-mailadres hoort, hebben we een inloglink gestuurd. De link is 15 minuten geldig.",
  variant: "info",
} as const;

/**
 * A login refused before its password is checked (too many attempts, or every check taken) costs no
 * page render: the middleware admits or refuses it once, and a form sent without JavaScript that is
 * refused gets a small page with the same words, the login-link offer and Retry-After. The browser's
 * data request goes on to the action, which answers from the same admission.
 */
const admitLoginFirst: Route.MiddlewareFunction = async ({ request, context }, next) => {
  if (request.method !== "POST") return next();
  let formData: FormData;
  try {
    formData = await readForm(request.clone());
  } catch {
    return next();
  }
  const intent = formData.get("intent");
  if (intent !== "login" && intent !== "activate") return next();
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") return next();
  const admission = admitLogin(normaliseEmail(submission.value.email ?? ""), context.get(clientIpContext));
  context.set(loginAdmissionContext, admission);
  if (!admission.allowed) {
    return new URL(request.url).pathname.endsWith(".data") ? next() : refusedLoginPage(admission, context.get(cspNonceContext));
  }
  try {
    return await next();
  } finally {
    admission.release();
  }
};

export const middleware: Route.MiddlewareFunction[] = [admitLoginFirst];

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request.clone());
  const intent = formData.get("intent");
  const ip = context.get(clientIpContext);

  if (intent === "login" || intent === "activate") return login(request, context, formData);
  if (intent === "signup") return signup(request, formData, ip);
  if (intent === "resend" || intent === "login-link") return requestMail(request, formData, ip, intent);
  return data({ intent: null, result: null }, { status: 400 });
}

const retryAfter = (seconds: number) => ({ "Retry-After": String(Math.max(1, seconds)) });

async function login(request: Request, context: Readonly<RouterContextProvider>, formData: FormData) {
  const submission = parseWithZod(formData, { schema: loginSchema, error: dutchErrors });
  if (submission.status !== "success") {
    return data({ intent: "login" as const, result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const { email: emailField, promoCode, next } = submission.value;
  const email = normaliseEmail(emailField ?? "");
  // Admitted (counted) by the route's middleware before the slow hash, and before anything renders.
  const outcome = await logIn(request, requireAdmission(context, email), promoCode);

  if (!outcome.ok) {
    const reply = (formErrors: string[]) => submission.reply({ formErrors, hideFields: ["password"] });
    switch (outcome.reason) {
      case "throttled":
        return data(
          { intent: "login" as const, throttled: email, result: reply(THROTTLED) },
          { status: 429, headers: retryAfter(outcome.retryAfterS) },
        );
      case "busy":
        return data({ intent: "login" as const, result: reply(HASHING_BUSY) }, { status: 503, headers: retryAfter(outcome.retryAfterS) });
      case "unverified":
        // The password was right; only the address is not confirmed yet.
        return data({ intent: "login" as const, unverified: true, result: reply(UNVERIFIED) }, { status: 403 });
      case "wrong":
        return data(
          { intent: "login" as const, result: reply(["Fout bij inloggen", "Onjuist e-mailadres of wachtwoord."]) },
          { status: 401 },
        );
    }
  }

  const headers = new Headers({ "Set-Cookie": await startSession(request, outcome.userId) });
  const { promo } = outcome;
  if (promo) {
    const toast = promo.ok
      ? {
          title: "Premium geactiveerd!",
          description: `Je hebt ${countOf(promo.durationDays, "dag", "dagen")} gratis premium toegang geactiveerd.`,
          variant: "success" as const,
        }
      : { title: "Fout bij activeren", description: promo.message, variant: "error" as const };
    return redirectWithToast(request, "/dashboard", toast, headers);
  }
  return redirectWithToast(
    request,
    safeRedirect(next),
    { title: "Ingelogd", description: "Je bent succesvol ingelogd.", variant: "success" },
    headers,
  );
}

async function signup(request: Request, formData: FormData, ip: string) {
  // A bot filled the field people never see: answer as if it worked, create and send nothing.
  if (isHoneypotFilled(formData)) return redirect("/signup-success");
  const submission = parseWithZod(formData, { schema: signupSchema, error: dutchErrors });
  const reply = (options: Parameters<typeof submission.reply>[0]) =>
    submission.reply({ ...options, hideFields: ["password", "confirmPassword"] });
  if (submission.status !== "success") return data({ intent: "signup" as const, result: reply({}) }, { status: 400 });
  const { email, password, marketing } = submission.value;
  const signedUp = await signUp({ email: email ?? "", password: password ?? "", marketing: Boolean(marketing) }, ip);
  if (signedUp.ok) return redirect("/signup-success");
  switch (signedUp.reason) {
    case "too-many":
      return data(
        { intent: "signup" as const, result: reply({ formErrors: ["Te veel pogingen", TOO_MANY] }) },
        { status: 429, headers: retryAfter(signedUp.retryAfterS) },
      );
    case "common-password":
      return data({ intent: "signup" as const, result: reply({ fieldErrors: { password: [MESSAGES.passwordCommon] } }) }, { status: 400 });
    case "busy":
      return data(
        { intent: "signup" as const, result: reply({ formErrors: HASHING_BUSY }) },
        { status: 503, headers: retryAfter(signedUp.retryAfterS) },
      );
  }
}

/**
 * The two mails the login screen can ask for by address: a new verification link, and (when logging
 * in is throttled) a one-time login link. The same answer for every address.
 */
const MAIL_REQUESTS = {
  resend: {
    mail: (user: AccountHolder) => {
      if (!user.emailVerifiedAt) queueVerificationMail(user.id, user.email);
    },
    toast: {
      title: "Verificatielink",
      description: "Als er een onbevestigd account bij dit e-mailadres hoort, hebben we een nieuwe verificatielink gestuurd.",
      variant: "info",
    },
  },
  "login-link": {
    mail: (user: AccountHolder) => {
      if (user.emailVerifiedAt) queueLoginLinkMail(user.id, user.email);
    },
    toast: LINK_SENT,
  },
} as const;

async function requestMail(request: Request, formData: FormData, ip: string, intent: keyof typeof MAIL_REQUESTS) {
  const submission = parseWithZod(formData, { schema: emailOnlySchema, error: dutchErrors });
  if (submission.status !== "success") {
    return data({ intent, result: submission.reply() }, { status: 400 });
  }
  mailAccountHolder(normaliseEmail(submission.value.email), ip, MAIL_REQUESTS[intent].mail);
  return redirectWithToast(request, "/auth", MAIL_REQUESTS[intent].toast);
}

export default function Auth({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, next, notice, dailyLimit } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const tabHref = (t: "login" | "signup") => {
    const q = new URLSearchParams();
    if (t === "signup") q.set("tab", "signup");
    if (next) q.set("next", next);
    if (dailyLimit) q.set("reden", DAILY_LIMIT_REASON);
    const s = q.toString();
    return s ? `/auth?${s}` : "/auth";
  };

  return (
    <section className="auth page-narrow">
      <h1>Welkom bij de Jacht Theorie Oefenapp</h1>

      <section className="notice-area" aria-labelledby="notice-title">
        <h2 id="notice-title" className="visually-hidden">
          E-mailverificatie
        </h2>
        {notice ? (
          <div className={`toast toast-${notice.variant}`} role={notice.variant === "error" ? "alert" : "status"}>
            <strong>{notice.title}</strong>
            <p>{notice.text}</p>
          </div>
        ) : null}
      </section>

      {dailyLimit ? <DailyLimitNotice limit={dailyLimit} loggedIn={false} /> : null}

      <nav className="tabs" aria-label="Inloggen of registreren">
        <Link to={tabHref("login")} aria-current={tab === "login" ? "page" : undefined} className="tab">
          Inloggen
        </Link>
        <Link to={tabHref("signup")} aria-current={tab === "signup" ? "page" : undefined} className="tab">
          Account aanmaken
        </Link>
      </nav>

      {tab === "login" ? (
        <>
          <LoginForm next={next} lastResult={actionData?.intent === "login" ? actionData.result : undefined} busy={busy} />
          {actionData && "throttled" in actionData && typeof actionData.throttled === "string" ? (
            <LoginLinkForm email={actionData.throttled} />
          ) : null}
          <ResendForm
            lastResult={actionData?.intent === "resend" ? actionData.result : undefined}
            open={Boolean(actionData && "unverified" in actionData)}
          />
        </>
      ) : (
        <SignupForm lastResult={actionData?.intent === "signup" ? actionData.result : undefined} busy={busy} />
      )}
    </section>
  );
}
