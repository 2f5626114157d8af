import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import type { Route } from "./+types/messages";
import { longDate } from "~/lib/dates";
import { dutchErrors } from "~/lib/schemas/errors";
import { messageActionSchema, OWNER_MESSAGES } from "~/lib/schemas/owner";
import { contactInbox, updateMessage } from "~/models/contact-inbox.server";
import { config } from "~/platform/config.server";
import { readForm } from "~/services/requests/form.server";
import { redirectWithToast } from "~/services/requests/session.server";
import { requireOwner } from "~/services/requests/owner.server";

export const handle = { breadcrumb: () => "Berichten" };

export async function loader({ context }: Route.LoaderArgs) {
  requireOwner(context);
  return { messages: contactInbox() };
}

export async function action({ context, request }: Route.ActionArgs) {
  const owner = requireOwner(context);
  const submission = parseWithZod(await readForm(request), { schema: messageActionSchema, error: dutchErrors });
  if (submission.status !== "success") {
    const messageId = Number(submission.payload.messageId);
    return data(
      { error: OWNER_MESSAGES.reply, messageId: Number.isInteger(messageId) && messageId > 0 ? messageId : null },
      { status: 400 },
    );
  }
  const { intent, messageId, reply } = submission.value;
  if (intent === "reply" && !reply) return data({ error: OWNER_MESSAGES.reply, messageId }, { status: 400 });
  const change =
    intent === "reply"
      ? { reply: { text: reply!, replyTo: config().contactEmail, subject: "Antwoord op je bericht aan Jacht Theorie Oefenapp" } }
      : intent === "read"
        ? { read: true }
        : intent === "unread"
          ? { read: false }
          : { answered: true };
  if (!updateMessage({ id: owner.id, email: owner.email }, messageId, change))
    return data({ error: "Onbekend bericht.", messageId }, { status: 404 });
  return redirectWithToast(request, "/beheer/berichten", {
    title: intent === "reply" ? "Antwoord verstuurd" : "Bericht bijgewerkt",
    variant: "success",
  });
}

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h2>Berichten via het contactformulier</h2>
      {actionData?.error && actionData.messageId === null ? (
        <p className="form-error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      {loaderData.messages.length === 0 ? <p>Nog geen berichten.</p> : null}
      {loaderData.messages.map((m) => (
        <section key={m.id} className="card" aria-labelledby={`m-${m.id}`}>
          <h3 id={`m-${m.id}`}>
            {m.email} · {longDate(m.createdAt)}{" "}
            <span className="badge">{m.answeredAt ? "Beantwoord" : m.readAt ? "Gelezen" : "Nieuw"}</span>
          </h3>
          <p className="message-text">{m.message}</p>
          <Form method="post">
            <input type="hidden" name="messageId" value={m.id} />
            <div className="field">
              <label htmlFor={`reply-${m.id}`}>Antwoord per e-mail aan {m.email}</label>
              <textarea
                id={`reply-${m.id}`}
                name="reply"
                rows={4}
                maxLength={5000}
                aria-describedby={actionData?.messageId === m.id ? `reply-error-${m.id}` : undefined}
                aria-invalid={actionData?.messageId === m.id ? true : undefined}
              />
              {actionData?.messageId === m.id ? (
                <p className="field-error" id={`reply-error-${m.id}`} role="alert">
                  {actionData.error}
                </p>
              ) : null}
            </div>
            <div className="button-row">
              <button type="submit" name="intent" value="reply">
                Antwoord versturen
              </button>
              {m.readAt ? (
                <button type="submit" name="intent" value="unread" className="button-secondary">
                  Markeer als ongelezen
                </button>
              ) : (
                <button type="submit" name="intent" value="read" className="button-secondary">
                  Markeer als gelezen
                </button>
              )}
              {m.answeredAt ? null : (
                <button type="submit" name="intent" value="answered" className="button-secondary">
                  Markeer als beantwoord
                </button>
              )}
            </div>
          </Form>
        </section>
      ))}
    </>
  );
}
