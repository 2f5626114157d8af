// Practice from the guides: 'Oefen deze paragraaf' in the study guide, 'Oefen deze soort' and 'Oefen
// deze groep' in the species guide. Each is a personal test of a set of questions, started like any
// practice test (the role's allowance applies), and the guides' pages answer their forms alike.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { GUIDE_PRACTICE_MESSAGES, guidePracticeSchema, type GuidePracticeChoice } from "~/lib/schemas/species-guide";
import { questionUrl } from "~/lib/practice/practice-urls";
import { groupPracticeTitle, speciesPracticeTitle } from "~/lib/soorten";
import { groupExists, groupPictureQuestionIds, guideSpeciesName, speciesPictureQuestionIds } from "~/models/species-guide.server";
import { clientIpContext } from "~/platform/request-context";
import { startPractice, type Practiser, type StartOutcome } from "~/services/commands/practice-start.server";
import { readForm } from "~/services/requests/form.server";
import { redirectWithToast } from "~/services/requests/session.server";
import { viewerOf } from "~/services/requests/viewer.server";

export type GuidePracticeOutcome = StartOutcome | { ok: false; reason: "unknown-species" } | { ok: false; reason: "unknown-group" };

/** A set of questions a guide page offers to practise: a section's, a species' or a group's. */
export type QuestionSet = { title: string; questionIds: string[]; types?: string[] };

/** Starts a personal test of a set of questions (the role's allowance applies); an empty set starts nothing. */
export async function startQuestionSet(who: Practiser, set: QuestionSet): Promise<StartOutcome> {
  // An empty list would mean "any question" to the selection: nothing to practise is said here, before it.
  if (set.questionIds.length === 0) return { ok: false, reason: "empty", setCookie: null };
  return startPractice(who, {
    mode: "personal",
    title: set.title,
    types: set.types,
    questionIds: set.questionIds,
    requestedCount: set.questionIds.length,
  });
}

export async function startGuidePractice(who: Practiser, choice: GuidePracticeChoice): Promise<GuidePracticeOutcome> {
  const includePremium = who.viewer.role === "premium";
  if (choice.intent === "oefen-soort") {
    const name = guideSpeciesName(choice.soort);
    if (name === null) return { ok: false, reason: "unknown-species" };
    return startQuestionSet(who, {
      title: speciesPracticeTitle(name),
      types: ["afbeelding"],
      questionIds: speciesPictureQuestionIds(choice.soort, includePremium),
    });
  }
  if (!groupExists(choice.groep)) return { ok: false, reason: "unknown-group" };
  return startQuestionSet(who, {
    title: groupPracticeTitle(choice.groep),
    types: ["afbeelding"],
    questionIds: groupPictureQuestionIds(choice.groep, includePremium),
  });
}

/** What a guide page's action answers with when it started nothing: a Dutch message for the page. */
export type GuidePracticeRefusal = { error: string };

const TOO_MANY_VISITORS =
  "Er kwamen in korte tijd veel nieuwe bezoekers vanaf jouw netwerk. Wacht een paar minuten en probeer het dan opnieuw, of log in met je account.";

/**
 * The action of the species guide's pages: reads 'Oefen deze soort' or 'Oefen deze groep', starts a
 * personal test of those picture questions and opens it; an unknown species or group changes nothing.
 * A test that cannot start (today's allowance spent, no picture question yet) leads back to `back`
 * with a toast. A first visit gets its visitor cookie either way.
 */
export async function guidePracticeAction(request: Request, context: Readonly<RouterContextProvider>, back: string) {
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: guidePracticeSchema });
  if (submission.status !== "success") return refuse(400, GUIDE_PRACTICE_MESSAGES.invalid);
  const who = { viewer: viewerOf(context), request, ip: context.get(clientIpContext), now: new Date() };
  const started = await startGuidePractice(who, submission.value);
  if (!started.ok && started.reason === "unknown-species") return refuse(400, GUIDE_PRACTICE_MESSAGES.unknownSpecies);
  if (!started.ok && started.reason === "unknown-group") return refuse(400, GUIDE_PRACTICE_MESSAGES.unknownGroup);
  return answerGuideStart(
    request,
    started,
    back,
    submission.value.intent === "oefen-soort" ? "Er zijn nu geen fotovragen van deze soort." : "Er zijn nu geen fotovragen van deze groep.",
    Boolean(who.viewer.user),
  );
}

/**
 * How a guide page answers a test it tried to start: the test, or back to `back` with a toast that says
 * why not (today's allowance spent, or `emptyTitle`), or a 429 message for one visitor too many. A first
 * visit gets its visitor cookie either way.
 */
export async function answerGuideStart(request: Request, started: StartOutcome, back: string, emptyTitle: string, isLoggedIn: boolean) {
  if (!started.ok && started.reason === "too-many-visitors") {
    return refuse(429, TOO_MANY_VISITORS, { "Retry-After": String(started.retryAfterS) });
  }
  const headers = new Headers(started.setCookie ? { "Set-Cookie": started.setCookie } : {});
  if (started.ok) return redirect(questionUrl("personal"), { headers });
  const toast =
    started.reason === "limit"
      ? {
          title: "Je dagelijkse limiet voor tests is bereikt.",
          description: isLoggedIn
            ? "Dit telt als persoonlijke test. Morgen kun je weer, of oefen onbeperkt met premium."
            : "Dit telt als persoonlijke test. Met een gratis account oefen je meer.",
          variant: "error" as const,
        }
      : { title: emptyTitle, variant: "info" as const };
  return redirectWithToast(request, back, toast, headers);
}

function refuse(status: 400 | 429, error: string, headers: Record<string, string> = {}) {
  return data<GuidePracticeRefusal>({ error }, { status, headers });
}
