import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/feedback";
import { longDate } from "~/lib/dates";
import { countOf } from "~/lib/plural";
import { dutchErrors } from "~/lib/schemas/errors";
import { feedbackDecisionSchema } from "~/lib/schemas/owner";
import { feedbackQueue, handleFeedback, type FeedbackStatus } from "~/models/feedback-queue.server";
import { withdrawQuestion } from "~/services/commands/owner-decisions.server";
import { readForm } from "~/services/requests/form.server";
import { redirectWithToast } from "~/services/requests/session.server";
import { requireOwner } from "~/services/requests/owner.server";

export const handle = { breadcrumb: () => "Feedback" };

const STATUSES: { status: FeedbackStatus; label: string }[] = [
  { status: "open", label: "Open" },
  { status: "accepted", label: "Geaccepteerd" },
  { status: "rejected", label: "Afgewezen" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwner(context);
  const param = new URL(request.url).searchParams.get("status");
  const status: FeedbackStatus = param === "accepted" || param === "rejected" ? param : "open";
  return { status, queue: feedbackQueue(status) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const owner = requireOwner(context);
  const submission = parseWithZod(await readForm(request), { schema: feedbackDecisionSchema, error: dutchErrors });
  if (submission.status !== "success") return data({ error: "Ongeldig verzoek." }, { status: 400 });
  const { intent, questionId, note } = submission.value;
  const actor = { id: owner.id, email: owner.email };
  if (intent === "withdraw" || intent === "restore") {
    if (!withdrawQuestion(actor, questionId, intent === "withdraw")) return data({ error: "Onbekende vraag." }, { status: 404 });
    return redirectWithToast(request, "/beheer/feedback", {
      title: intent === "withdraw" ? `Vraag ${questionId} ingetrokken` : `Vraag ${questionId} teruggezet`,
      description: intent === "withdraw" ? "Ze wordt niet meer gesteld; herstel haar in content/." : undefined,
      variant: "success",
    });
  }
  const handled = handleFeedback(actor, questionId, intent === "accept" ? "accepted" : "rejected", note || null);
  return redirectWithToast(request, "/beheer/feedback", {
    title: handled
      ? `${countOf(handled, "feedbackbericht", "feedbackberichten")} ${intent === "accept" ? "geaccepteerd" : "afgewezen"}`
      : "Niets meer open bij deze vraag",
    variant: handled ? "success" : "info",
  });
}

export default function FeedbackQueue({ loaderData, actionData }: Route.ComponentProps) {
  const { status, queue } = loaderData;
  return (
    <>
      <h2>Feedback op vragen</h2>
      <nav className="tabs" aria-label="Status">
        {STATUSES.map((s) => (
          <Link
            key={s.status}
            to={`/beheer/feedback?status=${s.status}`}
            className="tab"
            aria-current={s.status === status ? "page" : undefined}
          >
            {s.label}
          </Link>
        ))}
      </nav>
      {actionData?.error ? (
        <p className="form-error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      {queue.length === 0 ? <p>Geen feedback met deze status.</p> : null}
      {queue.map((q) => (
        <section key={q.id} className="card feedback-item" aria-labelledby={`q-${q.id}`}>
          <h3 id={`q-${q.id}`}>
            {q.id} · {q.categoryName} {q.withdrawnAt ? <span className="badge">Ingetrokken</span> : null}
          </h3>
          <p>
            <strong>{q.questionText}</strong>
          </p>
          <ul>
            <li>✔ {q.correctAnswer}</li>
            <li>✘ {q.wrongAnswer1}</li>
            <li>✘ {q.wrongAnswer2}</li>
            <li>✘ {q.wrongAnswer3}</li>
          </ul>
          <p>{q.explanation}</p>
          <p className="muted">
            Bron: {q.source} {q.checkedOn ? `(gecontroleerd ${q.checkedOn})` : ""}
          </p>
          <h4>{countOf(q.messages.length, "bericht", "berichten")}</h4>
          <ul>
            {q.messages.map((m) => (
              <li key={m.id}>
                <span className="muted">{longDate(m.createdAt)}:</span> {m.text}
                {m.ownerNote ? <em> — notitie: {m.ownerNote}</em> : null}
              </li>
            ))}
          </ul>
          <Form method="post">
            <input type="hidden" name="questionId" value={q.id} />
            {status === "open" ? (
              <div className="field">
                <label htmlFor={`note-${q.id}`}>Notitie (optioneel)</label>
                <textarea id={`note-${q.id}`} name="note" rows={2} maxLength={1000} />
              </div>
            ) : null}
            <div className="button-row">
              {status === "open" ? (
                <>
                  <button type="submit" name="intent" value="accept">
                    Accepteren
                  </button>
                  <button type="submit" name="intent" value="reject" className="button-secondary">
                    Afwijzen
                  </button>
                </>
              ) : null}
              {q.withdrawnAt ? (
                <button type="submit" name="intent" value="restore" className="button-secondary">
                  Vraag terugzetten
                </button>
              ) : (
                <button type="submit" name="intent" value="withdraw" className="button-secondary">
                  Vraag intrekken
                </button>
              )}
            </div>
          </Form>
        </section>
      ))}
    </>
  );
}
