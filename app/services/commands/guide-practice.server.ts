// 'Oefen deze soort' and 'Oefen deze groep' in the species guide: a personal test of the picture
// questions of one species or of a group, started like any practice test (the role's allowance applies),
// and the answer the guide's pages give to their form.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { GUIDE_PRACTICE_MESSAGES, guidePracticeSchema, type GuidePracticeChoice } from "~/lib/schemas/species-guide";
import { groupPracticeTitle, speciesPracticeTitle } from "~/lib/soorten";
import { groupExists, groupPictureQuestionIds, guideSpeciesName, speciesPictureQuestionIds } from "~/models/species-guide.server";
import { clientIpContext } from "~/platform/request-context";
import { startPractice, type Practiser, type StartOutcome } from "~/services/commands/practice-start.server";
import { readForm } from "~/services/requests/form.server";
import { redirectWithToast } from "~/services/requests/session.server";
import { viewerOf } from "~/services/requests/viewer.server";

export type GuidePracticeOutcome = StartOutcome | { ok: false; reason: "unknown-species" } | { ok: false; reason: "unknown-group" };

export async function startGuidePractice(who: Practiser, choice: GuidePracticeChoice): Promise<GuidePracticeOutcome> {
  const includePremium = who.viewer.role === "premium";
  let title: string;
  let questionIds: string[];
  if (choice.intent === "oefen-soort") {
    const name = guideSpeciesName(choice.soort);
    if (name === null) return { ok: false, reason: "unknown-species" };
    title = speciesPracticeTitle(name);
    questionIds = speciesPictureQuestionIds(choice.soort, includePremium);
  } else {
    if (!groupExists(choice.groep)) return { ok: false, reason: "unknown-group" };
    title = groupPracticeTitle(choice.groep);
    questionIds = groupPictureQuestionIds(choice.groep, includePremium);
  }
  // An empty list would mean "any question" to the selection: nothing to practise is said here, before it.
  if (questionIds.length === 0) return { ok: false, reason: "empty", setCookie: null };
  return startPractice(who, { mode: "personal", title, types: ["afbeelding"], questionIds, requestedCount: questionIds.length });
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
  // A first visit from an address that made too many visitors already (ADR 7).
  if (!started.ok && started.reason === "too-many-visitors") {
    return refuse(429, TOO_MANY_VISITORS, { "Retry-After": String(started.retryAfterS) });
  }
  const headers = new Headers(started.setCookie ? { "Set-Cookie": started.setCookie } : {});
  if (started.ok) return redirect("/practice?tab=personal&t=1", { headers });
  const toast =
    started.reason === "limit"
      ? {
          title: "Vandaag al geoefend: limiet bereikt.",
          description: "Morgen kun je weer, of oefen onbeperkt met premium.",
          variant: "error" as const,
        }
      : {
          title:
            submission.value.intent === "oefen-soort"
              ? "Er zijn nu geen fotovragen van deze soort."
              : "Er zijn nu geen fotovragen van deze groep.",
          variant: "info" as const,
        };
  return redirectWithToast(request, back, toast, headers);
}

function refuse(status: 400 | 429, error: string, headers: Record<string, string> = {}) {
  return data<GuidePracticeRefusal>({ error }, { status, headers });
}
