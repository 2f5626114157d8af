import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/practice";
import { QuestionScreen } from "~/components/practice/question-screen";
import { ResultsScreen } from "~/components/practice/results-screen";
import { CategoriesScreen, PersonalReady, PersonalScreen, PracticeNav, QuickScreen } from "~/components/practice/practice-screens";
import type { BreadcrumbLabel } from "~/components/breadcrumbs";
import { FormError } from "~/components/ui/field";
import { SITTINGS } from "~/lib/learning/sittings";
import { maxTestSize, testSize, type Mode } from "~/lib/practice/engine";
import { MODE_TAB, questionUrl, readTab, TAB_MODE, testUrl } from "~/lib/practice/practice-urls";
import { dailyLimitPath } from "~/lib/daily-limit";
import { retryAfterHeaders } from "~/lib/retry-after";
import { dutchErrors } from "~/lib/schemas/errors";
import {
  answerSchema,
  feedbackSchema,
  FEEDBACK_TOO_OFTEN,
  MESSAGES,
  personalSettingsSchema,
  startCategorySchema,
  stepSchema,
  withoutPicturesSchema,
} from "~/lib/schemas/practice";
import { rateSchema } from "~/lib/schemas/learning";
import { Rating } from "~/lib/learning/scheduler";
import { pageMeta } from "~/lib/seo";
import { checkAnswer, finishAttempt, moveInAttempt, type StepOutcome } from "~/models/attempt-steps.server";
import { findActiveAttempt, getQuestionView, getResults } from "~/models/attempts.server";
import { getPersonalSettings, getPracticePreferences, getLeerrouteSettings, remainingToday } from "~/models/practice-settings.server";
import { userCategoryProgress } from "~/models/progress.server";
import { getCategory, listCategoriesWithCounts, listQuestionTypes } from "~/models/question-catalogue.server";
import { regradeLastReview } from "~/models/answer-records.server";
import { clientIpContext } from "~/platform/request-context";
import { openQuestionRef } from "~/platform/sealed.server";
import { isHoneypotFilled, readForm } from "~/services/requests/form.server";
import { sendQuestionFeedback } from "~/services/commands/question-feedback.server";
import { redirectWithToast } from "~/services/requests/session.server";
import { viewerOf, type Viewer } from "~/services/requests/viewer.server";
import type { StartOutcome } from "~/lib/practice/start-outcome";
import { choosePersonalTest, startPersonalPractice, startPractice } from "~/services/commands/practice-start.server";

/**
 * The trail says "Oefenen"; during a sitting of the learning route or 'Mijn fouten' it leads back to
 * that page instead (Home › Leerroute › Vandaag), as the tab and the title do.
 */
export const handle = {
  breadcrumb: (data: unknown): BreadcrumbLabel => {
    const sitting = sittingOf(data as LoaderData | undefined);
    if (!sitting) return "Oefenen";
    const { label, href } = SITTINGS[sitting];
    return { label: sitting === "route" ? "Vandaag" : "Oefenen", parents: [{ href, label }] };
  },
};

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Oefenen",
    description: "Oefen gratis met meerkeuzevragen voor het jachtexamen: snel oefenen, per categorie of met je eigen persoonlijke test.",
    path: "/practice",
  });

type LoaderData = Awaited<ReturnType<typeof loader>>;

/** The learning route or 'Mijn fouten', when the page shows a sitting of one of them (or its results). */
function sittingOf(d: LoaderData | undefined) {
  return d?.screen === "question" ? d.view.sitting : d?.screen === "results" ? d.results.sitting : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tab = readTab(url);
  const { user, role, subject } = viewerOf(context);
  const now = new Date();
  const base = { tab, role, isLoggedIn: Boolean(user) };
  // The start forms (and 'Probeer nog een keer') offer 'Zonder fotovragen' as it was chosen last time;
  // the question screen, the page loaded most, does without the lookup.
  const preferences = () => getPracticePreferences(subject);

  const resultId = url.searchParams.get("resultaat");
  const results = resultId && subject ? getResults(resultId, subject) : null;
  if (results) return { ...base, withoutPictures: preferences().withoutPictures, screen: "results" as const, results };

  const mode = TAB_MODE[tab];
  const active = subject ? findActiveAttempt(subject, mode) : null;
  const view = subject && active && url.searchParams.get("t") === "1" ? getQuestionView(active, subject) : null;
  if (view) return { ...base, screen: "question" as const, view };
  const { withoutPictures } = preferences();
  const running = active ? questionUrl(mode) : null;

  const includePremium = role === "premium";
  if (tab === "quick") {
    const remaining = remainingToday(subject, role, "quick", now);
    if (remaining === 0) throw redirect(dailyLimitPath(Boolean(user)));
    return { ...base, withoutPictures, screen: "quick" as const, remaining, running };
  }

  if (tab === "personal") {
    const remaining = remainingToday(subject, role, "personal", now);
    const settings = subject ? getPersonalSettings(subject) : null;
    if (url.searchParams.get("t") === "1") {
      const size = testSize("personal", role, { requested: settings?.questionCount });
      return {
        ...base,
        withoutPictures,
        screen: "personal-ready" as const,
        remaining,
        running: null,
        hasSettings: settings !== null,
        size,
      };
    }
    return {
      ...base,
      withoutPictures,
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
  return { ...base, withoutPictures, screen: "categories" as const, categories, running, size: testSize("category", role) };
}

// ─── Actions: parse, one command, redirect ──────────────────────────────────

type Step = { request: Request; form: FormData; viewer: Viewer; ip: string; now: Date };

export async function action({ request, context }: Route.ActionArgs) {
  const step: Step = {
    request,
    form: await readForm(request),
    viewer: viewerOf(context),
    ip: context.get(clientIpContext),
    now: new Date(),
  };
  switch (step.form.get("intent")) {
    case "start-quick":
      return startQuick(step);
    case "start-category":
      return startCategory(step);
    case "save-personal":
      return savePersonal(step);
    case "start-personal":
      return startPersonal(step);
    case "check":
      return check(step);
    case "next":
    case "previous":
    case "finish":
      return move(step);
    case "feedback":
      return feedback(step);
    case "rate":
      return rate(step);
    default:
      return data(
        { form: "practice" as const, result: { status: "error" as const, error: { "": ["Onbekende actie."] } } },
        { status: 400 },
      );
  }
}

async function startQuick(step: Step) {
  const submission = parseWithZod(step.form, { schema: withoutPicturesSchema });
  const withoutPictures = submission.status === "success" && submission.value.zonderFotos;
  return answerStart(step, "quick", await startPractice(step, { mode: "quick", title: "Snel oefenen", withoutPictures }));
}

async function startCategory(step: Step) {
  const submission = parseWithZod(step.form, { schema: startCategorySchema, error: dutchErrors });
  const category = submission.status === "success" ? getCategory(submission.value.categoryId) : null;
  if (!category || submission.status !== "success")
    return data({ form: "practice" as const, result: submission.reply({ formErrors: ["Onbekende categorie."] }) }, { status: 400 });
  const { zonderFotos: withoutPictures } = submission.value;
  const test = { mode: "category" as const, title: `Oefenen: ${category.name}`, categoryIds: [category.id], withoutPictures };
  return answerStart(step, "category", await startPractice(step, test));
}

async function savePersonal(step: Step) {
  const submission = parseWithZod(step.form, { schema: personalSettingsSchema, error: dutchErrors });
  if (submission.status !== "success") {
    const result = submission.reply(submission.error?.questionCount ? undefined : { formErrors: [MESSAGES.invalid] });
    return data({ form: "personal" as const, result }, { status: 400 });
  }
  const { zonderFotos, ...chosen } = submission.value;
  const saved = await choosePersonalTest(step, chosen, zonderFotos);
  if (!saved.ok) throw tooManyVisitors(saved.retryAfterS);
  return redirect("/practice?tab=personal&t=1", { headers: cookieHeaders(saved.setCookie) });
}

async function startPersonal(step: Step) {
  const started = await startPersonalPractice(step);
  if (!started.ok && started.reason === "no-settings") return redirect("/practice?tab=personal&t=1");
  return answerStart(step, "personal", started);
}

/** Shows the test just started, or says why it did not start. A first visit gets its visitor cookie either way. */
function answerStart(step: Step, mode: Mode, started: StartOutcome) {
  if (!started.ok && started.reason === "too-many-visitors") throw tooManyVisitors(started.retryAfterS);
  const headers = cookieHeaders(started.setCookie);
  if (started.ok) return redirect(questionUrl(mode), { headers });
  if (started.reason === "limit") {
    if (mode === "quick") return redirect(dailyLimitPath(Boolean(step.viewer.user)), { headers });
    return redirect(`/practice?tab=${MODE_TAB[mode]}${mode === "personal" ? "&t=1" : ""}`, { headers });
  }
  const empty = {
    title: "Geen vragen gevonden",
    description: "Er zijn geen vragen die bij je keuze passen. Kies andere instellingen.",
    variant: "info" as const,
  };
  const back = mode === "personal" ? "/practice?tab=personal" : `/practice?tab=${MODE_TAB[mode]}&leeg=1`;
  return redirectWithToast(step.request, back, empty, headers);
}

/** A first visit from an address that made too many visitors already (ADR 7). */
function tooManyVisitors(retryAfterS: number) {
  return data(null, { status: 429, statusText: "Too Many Requests", headers: { "Retry-After": String(retryAfterS) } });
}

const cookieHeaders = (setCookie: string | null) => new Headers(setCookie ? { "Set-Cookie": setCookie } : {});

async function check({ form, viewer, now }: Step) {
  const submission = parseWithZod(form, { schema: answerSchema, error: dutchErrors });
  if (!viewer.subject) return redirect("/practice");
  if (submission.status !== "success") {
    // A missing choice is the candidate's; anything else (a tampered position or test) is not.
    const result = submission.reply(submission.error?.answer ? undefined : { formErrors: [MESSAGES.invalid] });
    return data({ form: "answer" as const, result }, { status: 400 });
  }
  const { attemptId, position, answer } = submission.value;
  return afterStep(checkAnswer(attemptId, viewer.subject, position, answer, getLeerrouteSettings(viewer.subject), now));
}

async function move({ form, viewer, now }: Step) {
  const submission = parseWithZod(form, { schema: stepSchema, error: dutchErrors });
  if (!viewer.subject) return redirect("/practice");
  if (submission.status !== "success")
    return data({ form: "answer" as const, result: submission.reply({ formErrors: [MESSAGES.invalid] }) }, { status: 400 });
  const { attemptId, position, intent } = submission.value;
  if (intent === "finish") {
    const finished = finishAttempt(attemptId, viewer.subject, now);
    if (finished.ok) return redirect(`/practice?tab=${MODE_TAB[finished.mode]}&resultaat=${attemptId}`);
    return afterStep(finished);
  }
  return afterStep(moveInAttempt(attemptId, viewer.subject, position, intent));
}

/**
 * After a step: back to the test (POST-redirect-GET). A refused step (stale tab, a test of someone
 * else, a skipped check) changes nothing and just shows the test as it is. A shown result has no
 * fragment, so the browser may put focus on 'Volgende vraag' (autofocus is skipped when the address
 * names a fragment): Enter then goes on, also without JavaScript.
 */
function afterStep(outcome: StepOutcome) {
  if (!outcome.mode) return redirect("/practice");
  return redirect(outcome.revealed ? testUrl(outcome.mode) : questionUrl(outcome.mode));
}

/** 'Twijfel' or 'Makkelijk' after a right answer: the review just made is graded again (FSRS Hard or Easy). */
async function rate({ form, viewer, now }: Step) {
  const submission = parseWithZod(form, { schema: rateSchema });
  if (!viewer.user || !viewer.subject || submission.status !== "success") return redirect("/practice");
  const { attemptId, position, rating } = submission.value;
  const view = getQuestionView(attemptId, viewer.subject);
  if (!view) return redirect("/practice");
  if (view.position === position && view.revealed && view.isCorrect) {
    const questionId = openQuestionRef(view.questionRef);
    const grade = rating === "hard" ? Rating.Hard : Rating.Easy;
    if (questionId) regradeLastReview(viewer.user.id, questionId, grade, getLeerrouteSettings(viewer.subject), now);
  }
  return redirect(testUrl(view.mode));
}

async function feedback(step: Step) {
  const submission = parseWithZod(step.form, { schema: feedbackSchema, error: dutchErrors });
  const refuse = (status: number, message?: string) =>
    data({ form: "feedback" as const, result: submission.reply(message ? { formErrors: [message] } : undefined), sent: false }, { status });
  const thanks = { form: "feedback" as const, result: submission.reply({ resetForm: true }), sent: true };
  // A bot filled the field people never see: thank it, store nothing.
  if (isHoneypotFilled(step.form)) return thanks;
  const sent = sendQuestionFeedback(step, submission.status === "success" ? submission.value : null);
  if (sent.ok) return thanks;
  if (sent.reason === "too-often") return refuse(429, FEEDBACK_TOO_OFTEN);
  return refuse(400, sent.reason === "unknown-question" ? "Fout bij verzenden" : undefined);
}

// ─── Screens ────────────────────────────────────────────────────────────────

export default function Practice({ loaderData: d, actionData }: Route.ComponentProps) {
  const heading = d.screen === "question" ? d.view.title : d.screen === "results" ? d.results.title : "Oefenen";
  const practiceError = actionData?.form === "practice" ? actionData.result.error?.[""] : undefined;
  return (
    <>
      <h1>{heading}</h1>
      <PracticeNav tab={d.tab} sitting={sittingOf(d)} running={"running" in d ? d.running : null} />
      <FormError id="practice-error" errors={practiceError ?? undefined} title="Dat lukte niet" />
      <Screen data={d} actionData={actionData} />
    </>
  );
}

function Screen({ data: d, actionData }: { data: Route.ComponentProps["loaderData"]; actionData: Route.ComponentProps["actionData"] }) {
  switch (d.screen) {
    case "question":
      return (
        <QuestionScreen
          view={d.view}
          answerResult={actionData?.form === "answer" ? actionData.result : undefined}
          feedback={actionData?.form === "feedback" ? actionData : undefined}
        />
      );
    case "results":
      return <ResultsScreen results={d.results} isPremium={d.role === "premium"} withoutPictures={d.withoutPictures} />;
    case "quick":
      return <QuickScreen remaining={d.remaining} withoutPictures={d.withoutPictures} />;
    case "personal-ready":
      return <PersonalReady hasSettings={d.hasSettings} remaining={d.remaining} size={d.size} isLoggedIn={d.isLoggedIn} />;
    case "personal":
      return <PersonalScreen {...d} lastResult={actionData?.form === "personal" ? actionData.result : undefined} />;
    case "categories":
      return <CategoriesScreen categories={d.categories} isLoggedIn={d.isLoggedIn} size={d.size} withoutPictures={d.withoutPictures} />;
  }
}
