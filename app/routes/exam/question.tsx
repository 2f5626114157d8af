import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/question";
import { ExamQuestion } from "~/components/exam/exam-question";
import { examStepSchema } from "~/lib/schemas/exam";
import { pageMeta } from "~/lib/seo";
import { examTimeIsUp, handIn, readExam, saveExamAnswer } from "~/models/exams.server";
import { getLeerrouteSettings } from "~/models/practice-settings.server";
import { readForm } from "~/services/requests/form.server";
import { requireUser } from "~/services/requests/viewer.server";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Examen", path: "/examen", noindex: true });

export const handle = {
  breadcrumb: (data: unknown) => {
    const view = (data as { view?: { position: number } } | undefined)?.view;
    return view ? `Vraag ${view.position + 1}` : undefined;
  },
};

const resultUrl = (examId: string) => `/examen/${examId}/uitslag`;
// The page opens where the question starts (#vraag), below the site's header; the hand-in
// confirmation opens at its own heading, and after 'Markeer deze vraag' it opens at that button (#markeren).
const questionUrl = (examId: string, position: number, at: "vraag" | "markeren" | "inleveren" = "vraag") =>
  `/examen/${examId}?vraag=${position + 1}${at === "inleveren" ? "&inleveren=1#confirm-title" : `#${at}`}`;

function notFound(): never {
  throw data("Dit examen bestaat niet.", { status: 404 });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const url = new URL(request.url);
  const position = Number(url.searchParams.get("vraag") ?? "1") - 1;
  const now = new Date();
  // An exam whose time ran out is handed in as it stands before it is shown (as finished).
  if (examTimeIsUp(params.examId, user.id, now)) handIn(params.examId, user.id, getLeerrouteSettings({ userId: user.id }), now);
  const read = readExam(params.examId, user.id, Number.isInteger(position) ? position : 0, now);
  if (read.state === "missing") notFound();
  if (read.state === "finished") throw redirect(resultUrl(params.examId));
  return { view: read.view, confirming: url.searchParams.get("inleveren") === "1" };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const submission = parseWithZod(await readForm(request), { schema: examStepSchema });
  if (submission.status !== "success") return data("Ongeldig verzoek.", { status: 400 });
  const { position, answer, go, intent, inPlace } = submission.value;
  const now = new Date();
  const saved = saveExamAnswer(params.examId, user.id, position, { selected: answer ?? null, toggleFlag: intent === "flag" }, now);
  if (!saved.ok) {
    if (saved.reason === "missing") notFound();
    if (saved.reason === "time-up") handIn(params.examId, user.id, getLeerrouteSettings({ userId: user.id }), now);
    return redirect(resultUrl(params.examId));
  }
  // With JavaScript the flag turns in place: the page stays where it is and reloads its data.
  if (intent === "flag" && inPlace) return { flagged: true };
  if (intent === "confirm-hand-in") {
    handIn(params.examId, user.id, getLeerrouteSettings({ userId: user.id }), now);
    return redirect(resultUrl(params.examId));
  }
  if (intent === "hand-in") return redirect(questionUrl(params.examId, position, "inleveren"));
  if (intent === "flag") return redirect(questionUrl(params.examId, position, "markeren"));
  return redirect(questionUrl(params.examId, go ?? position));
}

export default function ExamQuestionPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="exam-title">{loaderData.view.withoutPictures ? "Examen zonder fotovragen" : "Examen"}</h1>
      <ExamQuestion view={loaderData.view} confirming={loaderData.confirming} />
    </>
  );
}
