import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/practice";
import { QuestionScreen } from "~/components/practice/question-screen";
import { ResultsScreen } from "~/components/practice/results-screen";
import { AllowanceLine, CategoryGrid, LimitCard, PersonalSettingsForm, QuickStart } from "~/components/practice/tabs";
import { getCurrentUser } from "~/services/auth.server";
import { isHoneypotFilled, readForm } from "~/services/form.server";
import { limits } from "~/services/rate-limit.server";
import { clientIpContext } from "~/platform/request-context";
import { maxTestSize, roleOf, testSize, type Mode, type Role } from "~/lib/practice/engine";
import { dutchErrors } from "~/lib/schemas/errors";
import { answerSchema, feedbackSchema, MESSAGES, personalSettingsSchema, stepSchema } from "~/lib/schemas/practice";
import { pageMeta } from "~/lib/seo";
import { flashToast } from "~/services/session.server";
import { ensureVisitor, readVisitorId } from "~/services/visitor.server";
import { retryAfterHeaders } from "~/lib/retry-after";
import {
  checkAnswer,
  findActiveAttempt,
  finishAttempt,
  getCategory,
  getPersonalSettings,
  getQuestionView,
  getResults,
  listCategoriesWithCounts,
  listQuestionTypes,
  moveInAttempt,
  questionExists,
  recordFeedback,
  remainingToday,
  savePersonalSettings,
  startAttempt,
  subjectKey,
  userCategoryProgress,
  type Subject,
} from "~/models/practice.server";

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Oefenen",
    description: "Oefen gratis met meerkeuzevragen voor het jachtexamen: snel oefenen, per categorie of met je eigen persoonlijke test.",
    path: "/practice",
  });

type Tab = "quick" | "personal" | "categories";
const TAB_MODE: Record<Tab, Mode> = { quick: "quick", personal: "personal", categories: "category" };
const MODE_TAB: Record<Mode, Tab> = { quick: "quick", personal: "personal", category: "categories" };

function readTab(url: URL): Tab {
  const tab = url.searchParams.get("tab");
  return tab === "personal" || tab === "categories" ? tab : "quick";
}

/** Where a running test of this mode is shown (t=1: the test is active, as product.md has it). */
function testUrl(mode: Mode) {
  return `/practice?tab=${MODE_TAB[mode]}&t=1`;
}

async function who(request: Request) {
  const user = await getCurrentUser(request);
  const role = roleOf(user);
  const visitorId = user ? null : await readVisitorId(request);
  const subject: Subject | null = user ? { userId: user.id } : visitorId ? { visitorId } : null;
  return { user, role, subject };
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tab = readTab(url);
  const { user, role, subject } = await who(request);
  const now = new Date();
  const base = { tab, role, isLoggedIn: Boolean(user) };

  const resultId = url.searchParams.get("resultaat");
  if (resultId && subject) {
    const results = getResults(resultId, subject);
    if (results) return { ...base, screen: "results" as const, results };
  }

  const mode = TAB_MODE[tab];
  const active = subject ? findActiveAttempt(subject, mode) : null;
  if (subject && active && url.searchParams.get("t") === "1") {
    const view = getQuestionView(active, subject);
    if (view) return { ...base, screen: "question" as const, view };
  }
  const running = active ? testUrl(mode) : null;

  const includePremium = role === "premium";
  if (tab === "quick") {
    const remaining = remainingToday(subject, role, "quick", now);
    if (remaining === 0) throw redirect(user ? "/promo" : "/auth");
    return { ...base, screen: "quick" as const, remaining, running };
  }

  if (tab === "personal") {
    const remaining = remainingToday(subject, role, "personal", now);
    const settings = subject ? getPersonalSettings(subject) : null;
    if (url.searchParams.get("t") === "1") {
      return { ...base, screen: "personal-ready" as const, remaining, running: null, hasSettings: settings !== null, size: testSize("personal", role, { requested: settings?.questionCount }) };
    }
    return {
      ...base,
      screen: "personal" as const,
      remaining,
      running,
      categories: listCategoriesWithCounts(includePremium),
      types: listQuestionTypes(includePremium),
      maxCount: maxTestSize(role),
      defaults: settings ?? { categories: [], types: [], questionCount: 10, avoidMastered: false },
    };
  }

  const progress = user ? userCategoryProgress(user.id) : null;
  const categories = listCategoriesWithCounts(includePremium).map((c) => ({
    ...c,
    answered: progress?.get(c.id)?.answered ?? 0,
    correctOnce: progress?.get(c.id)?.correctOnce ?? 0,
    remaining: remainingToday(subject, role, "category", now, c.id),
  }));
  return { ...base, screen: "categories" as const, categories, running, size: testSize("category", role) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "");
  const { user, role, subject } = await who(request);
  const ip = context.get(clientIpContext);
  const now = new Date();

  switch (intent) {
    case "start-quick":
      return start(request, role, subject, { mode: "quick", title: "Snel Oefenen" }, Boolean(user), ip);
    case "start-category": {
      const category = getCategory(String(formData.get("categoryId") ?? ""));
      if (!category) return data({ error: "Onbekende categorie." }, { status: 400 });
      return start(request, role, subject, { mode: "category", title: `Oefenen: ${category.name}`, categoryIds: [category.id] }, Boolean(user), ip);
    }
    case "save-personal": {
      const submission = parseWithZod(formData, { schema: personalSettingsSchema, error: dutchErrors });
      if (submission.status !== "success") {
        return data({ countError: submission.error?.questionCount?.[0] ?? MESSAGES.count }, { status: 400 });
      }
      const settings = { ...submission.value, questionCount: Math.min(submission.value.questionCount, maxTestSize(role)) };
      if (!user && !subject) newVisitorAllowed(ip);
      const { visitorId, setCookie } = user ? { visitorId: null, setCookie: null } : await ensureVisitor(request);
      savePersonalSettings(user ? { userId: user.id } : { visitorId: visitorId! }, settings, now);
      return redirect("/practice?tab=personal&t=1", setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
    }
    case "start-personal": {
      const settings = subject ? getPersonalSettings(subject) : null;
      if (!settings) return redirect("/practice?tab=personal&t=1");
      return start(request, role, subject, {
        mode: "personal",
        title: "Persoonlijk Oefenen",
        categoryIds: settings.categories,
        types: settings.types,
        requestedCount: settings.questionCount,
        avoidMastered: settings.avoidMastered,
      }, Boolean(user), ip);
    }
    case "check": {
      if (!subject) return redirect("/practice");
      const submission = parseWithZod(formData, { schema: answerSchema, error: dutchErrors });
      if (submission.status !== "success") return data({ answerError: MESSAGES.selectAnswer }, { status: 400 });
      const { attemptId, position, answer } = submission.value;
      checkAnswer(attemptId, subject, position, answer, now);
      return backToTest(attemptId, subject);
    }
    case "next":
    case "previous": {
      if (!subject) return redirect("/practice");
      const submission = parseWithZod(formData, { schema: stepSchema, error: dutchErrors });
      if (submission.status !== "success") return data({ error: "Ongeldig verzoek." }, { status: 400 });
      moveInAttempt(submission.value.attemptId, subject, submission.value.position, intent);
      return backToTest(submission.value.attemptId, subject);
    }
    case "finish": {
      if (!subject) return redirect("/practice");
      const submission = parseWithZod(formData, { schema: stepSchema, error: dutchErrors });
      if (submission.status !== "success") return data({ error: "Ongeldig verzoek." }, { status: 400 });
      const { attemptId } = submission.value;
      const result = finishAttempt(attemptId, subject, now);
      const mode = getResults(attemptId, subject)?.mode;
      if (!result.ok || !mode) return backToTest(attemptId, subject);
      return redirect(`/practice?tab=${MODE_TAB[mode]}&resultaat=${attemptId}`);
    }
    case "feedback": {
      // A bot filled the field people never see: thank it, store nothing.
      if (isHoneypotFilled(formData)) return data({ feedbackSent: true });
      const sender = subject ? subjectKey(subject) : `ip:${ip}`;
      if (!limits.feedbackPerIp.hit(ip).allowed || !limits.feedbackPerSender.hit(sender).allowed) {
        return data({ feedbackError: "Je hebt in korte tijd veel feedback gestuurd. Probeer het over een paar minuten opnieuw." }, { status: 429 });
      }
      const submission = parseWithZod(formData, { schema: feedbackSchema, error: dutchErrors });
      if (submission.status !== "success") {
        return data({ feedbackError: submission.error?.feedback?.[0] ?? MESSAGES.emptyFeedback }, { status: 400 });
      }
      if (!questionExists(submission.value.questionId)) return data({ feedbackError: "Fout bij verzenden" }, { status: 400 });
      recordFeedback(submission.value.questionId, submission.value.feedback, user?.id ?? null, now);
      return data({ feedbackSent: true });
    }
    default:
      return data({ error: "Onbekende actie." }, { status: 400 });
  }
}

async function start(
  request: Request,
  role: Role,
  existing: Subject | null,
  test: { mode: Mode; title: string; categoryIds?: string[]; types?: string[]; requestedCount?: number; avoidMastered?: boolean },
  isLoggedIn: boolean,
  ip: string,
) {
  const headers = new Headers();
  let subject = existing;
  if (!subject) {
    newVisitorAllowed(ip);
    const { visitorId, setCookie } = await ensureVisitor(request);
    if (setCookie) headers.append("Set-Cookie", setCookie);
    subject = { visitorId };
  }
  const result = startAttempt({ subject, role, ...test }, new Date());
  if (result.ok) return redirect(testUrl(test.mode), { headers });
  if (result.reason === "limit") {
    if (test.mode === "quick") return redirect(isLoggedIn ? "/promo" : "/auth", { headers });
    return redirect(`/practice?tab=${MODE_TAB[test.mode]}${test.mode === "personal" ? "&t=1" : ""}`, { headers });
  }
  headers.append("Set-Cookie", await flashToast(request, { title: "Geen vragen gevonden", description: "Er zijn geen vragen die bij je keuze passen. Kies andere instellingen.", variant: "info" }));
  return redirect(test.mode === "personal" ? "/practice?tab=personal" : `/practice?tab=${MODE_TAB[test.mode]}&leeg=1`, { headers });
}

/** Practice without a visitor cookie makes a visitor row each time: limited per address. */
function newVisitorAllowed(ip: string) {
  const hit = limits.newVisitorsPerIp.hit(ip);
  if (!hit.allowed) throw data(null, { status: 429, statusText: "Too Many Requests", headers: { "Retry-After": String(hit.retryAfterS) } });
}

/**
 * After a step: back to the test (POST-redirect-GET). A refused step (stale tab, a test of someone
 * else, a skipped check) changes nothing and just shows the test as it is.
 */
function backToTest(attemptId: string, subject: Subject) {
  const view = getQuestionView(attemptId, subject);
  if (!view) return redirect("/practice");
  // A shown result has no fragment, so the browser may put focus on 'Volgende vraag' (autofocus is
  // skipped when the address names a fragment): Enter then goes on, also without JavaScript.
  return redirect(view.revealed ? testUrl(view.mode) : `${testUrl(view.mode)}#vraag`);
}

const TABS: { tab: Tab; label: string }[] = [
  { tab: "quick", label: "Snel Oefenen" },
  { tab: "personal", label: "Persoonlijk Oefenen" },
  { tab: "categories", label: "Categorieën" },
];

export default function Practice({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const heading =
    d.screen === "question" ? d.view.title : d.screen === "results" ? d.results.title : "Oefenen";
  return (
    <>
      <h1 id="vraag">{heading}</h1>
      <nav className="tabs" aria-label="Oefenvormen">
        {TABS.map((t) => (
          <Link key={t.tab} to={`/practice?tab=${t.tab}`} className="tab" aria-current={d.tab === t.tab ? "page" : undefined}>
            {t.label}
          </Link>
        ))}
      </nav>
      {"running" in d && d.running ? (
        <p className="notice">
          Je hebt een test die nog niet af is. <Link to={d.running}>Ga verder met je test</Link>
        </p>
      ) : null}
      <Screen data={d} actionData={actionData} />
    </>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];
type ActionData = Route.ComponentProps["actionData"];

function Screen({ data: d, actionData }: { data: LoaderData; actionData: ActionData }) {
  const a = (actionData ?? {}) as { answerError?: string; feedbackError?: string; feedbackSent?: boolean; countError?: string };
  switch (d.screen) {
    case "question":
      return (
        <QuestionScreen
          view={d.view}
          answerError={a.answerError}
          feedbackError={a.feedbackError}
          feedbackOpen={Boolean(a.feedbackError)}
          feedbackSent={a.feedbackSent}
        />
      );
    case "results":
      return <ResultsScreen results={d.results} isPremium={d.role === "premium"} />;
    case "quick":
      return (
        <>
          <AllowanceLine remaining={d.remaining} unit="vragen" />
          <QuickStart remaining={d.remaining} />
        </>
      );
    case "personal-ready":
      if (!d.hasSettings) {
        return (
          <div className="card" role="alert">
            <h2>Geen instellingen gevonden</h2>
            <p>Stel eerst je persoonlijke test samen.</p>
            <Link to="/practice?tab=personal" className="button">
              Terug naar instellingen
            </Link>
          </div>
        );
      }
      if (d.remaining === 0) return <LimitCard isLoggedIn={d.isLoggedIn} />;
      return (
        <div className="card">
          <AllowanceLine remaining={d.remaining} unit="tests" />
          <h2>Je persoonlijke test staat klaar</h2>
          <p>{d.size} vragen volgens je instellingen.</p>
          <div className="button-row">
            <Form method="post" action="/practice?tab=personal&t=1">
              <button type="submit" name="intent" value="start-personal">
                Start test
              </button>
            </Form>
            <Link to="/practice?tab=personal" className="button button-secondary">
              Terug naar instellingen
            </Link>
          </div>
        </div>
      );
    case "personal":
      return (
        <>
          <AllowanceLine remaining={d.remaining} unit="tests" />
          {d.remaining === 0 ? <LimitCard isLoggedIn={d.isLoggedIn} /> : null}
          {d.categories.length === 0 ? (
            <EmptyState />
          ) : (
            <PersonalSettingsForm
              categories={d.categories}
              types={d.types}
              maxCount={d.maxCount}
              defaults={d.defaults}
              isLoggedIn={d.isLoggedIn}
              countError={a.countError}
            />
          )}
        </>
      );
    case "categories": {
      const allUsed = d.categories.length > 0 && d.categories.every((c) => c.remaining === 0);
      return (
        <>
          {allUsed ? <LimitCard isLoggedIn={d.isLoggedIn} /> : null}
          {d.categories.length === 0 ? <EmptyState /> : <CategoryGrid items={d.categories} isLoggedIn={d.isLoggedIn} size={d.size} />}
        </>
      );
    }
  }
}

function EmptyState() {
  return (
    <div className="card" role="status">
      <h2>Geen vragen gevonden</h2>
      <p>Er zijn op dit moment geen vragen beschikbaar.</p>
      <Link to="/" className="button">
        Terug
      </Link>
    </div>
  );
}
