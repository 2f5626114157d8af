// How the guides' pages answer their practice forms ('Oefen deze paragraaf', 'Oefen deze soort', 'Oefen
// deze groep'): the test, or back to the page with a toast that says why not, or a message on the page.
import { data, redirect } from "react-router";
import { questionUrl } from "~/lib/practice/practice-urls";
import type { GuideStartOutcome } from "~/lib/practice/start-outcome";
import { GUIDE_PRACTICE_MESSAGES } from "~/lib/schemas/species-guide";
import { redirectWithToast } from "~/services/requests/session.server";

/** What a guide page's action answers with when it started nothing: a Dutch message for the page. */
export type GuidePracticeRefusal = { error: string };

const TOO_MANY_VISITORS =
  "Er kwamen in korte tijd veel nieuwe bezoekers vanaf jouw netwerk. Wacht een paar minuten en probeer het dan opnieuw, of log in met je account.";

export function refuseGuideForm(status: 400 | 429, error: string, headers: Record<string, string> = {}) {
  return data<GuidePracticeRefusal>({ error }, { status, headers });
}

/**
 * The answer to a test a guide page tried to start: the test itself; back to `back` with a toast when
 * today's allowance is spent or there is nothing to practise (`emptyTitle`); a message on the page for
 * an unknown species or group (400) or one new visitor too many (429). A first visit gets its visitor
 * cookie either way.
 */
export async function answerGuideStart(
  request: Request,
  started: GuideStartOutcome,
  back: string,
  emptyTitle: string,
  isLoggedIn: boolean,
) {
  if (started.ok) return redirect(questionUrl("personal"), { headers: cookieHeaders(started.setCookie) });
  if (started.reason === "unknown-species") return refuseGuideForm(400, GUIDE_PRACTICE_MESSAGES.unknownSpecies);
  if (started.reason === "unknown-group") return refuseGuideForm(400, GUIDE_PRACTICE_MESSAGES.unknownGroup);
  if (started.reason === "too-many-visitors")
    return refuseGuideForm(429, TOO_MANY_VISITORS, { "Retry-After": String(started.retryAfterS) });
  const headers = cookieHeaders(started.setCookie);
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

const cookieHeaders = (setCookie: string | null) => new Headers(setCookie ? { "Set-Cookie": setCookie } : {});
