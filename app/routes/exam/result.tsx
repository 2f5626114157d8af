import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/result";
import { ExamResultView } from "~/components/exam/exam-result";
import { filterReview, reviewFilter } from "~/lib/exam/rules";
import { pageMeta } from "~/lib/seo";
import { startAttempt } from "~/models/attempts.server";
import { examResult } from "~/models/exam-results.server";
import { activeExamId } from "~/models/exams.server";
import { readForm } from "~/services/requests/form.server";
import { redirectWithToast } from "~/services/requests/session.server";
import { requireUser, viewerOf } from "~/services/requests/viewer.server";

export const handle = { breadcrumb: () => "Uitslag" };

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Uitslag examen", path: "/examen", noindex: true });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const result = examResult(params.examId, user.id);
  if (result) {
    // The review shows only the mistakes (the default after a fail) or every question (after a pass).
    const filter = reviewFilter(new URL(request.url).searchParams.get("nabespreking"), result.score.passed);
    return {
      result: { ...result, review: filterReview(result.review, filter) },
      review: { filter, all: result.review.length, mistakes: result.mistakes.length },
    };
  }
  if (activeExamId(user.id) === params.examId) throw redirect(`/examen/${params.examId}`);
  throw data("Dit examen bestaat niet.", { status: 404 });
}

/** 'Oefen de fouten van dit examen': a personal test of this exam's wrong and unanswered questions. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const { role, subject } = viewerOf(context);
  const form = await readForm(request);
  const result = form.get("intent") === "practise-mistakes" ? examResult(params.examId, user.id) : null;
  if (!result || !subject || result.mistakes.length === 0) return redirect(`/examen/${params.examId}/uitslag`);
  const started = startAttempt(
    {
      subject,
      role,
      mode: "personal",
      title: "Fouten uit je examen",
      questionIds: result.mistakes,
      requestedCount: result.mistakes.length,
    },
    new Date(),
  );
  if (started.ok) return redirect("/practice?tab=personal&t=1");
  return redirectWithToast(request, `/examen/${params.examId}/uitslag`, {
    title: started.reason === "limit" ? "Vandaag al geoefend: limiet bereikt." : "Deze vragen zijn nu niet beschikbaar.",
    description: started.reason === "limit" ? "Morgen kun je weer, of oefen onbeperkt met premium." : undefined,
    variant: "error",
  });
}

export default function ExamResultPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>{loaderData.result.withoutPictures ? "Uitslag examen zonder fotovragen" : "Uitslag examen"}</h1>
      <ExamResultView result={loaderData.result} review={loaderData.review} />
      <p>
        <Link to="/examen">Terug naar je examens</Link>
      </p>
    </>
  );
}
