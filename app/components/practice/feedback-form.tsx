import { memo, useEffect, useRef } from "react";
import type { SubmissionResult } from "@conform-to/react";
import { Link, useFetcher, useLocation } from "react-router";
import { AlertError } from "~/components/ui/field";
import { Honeypot } from "~/components/honeypot";

export type FeedbackReply = { result: SubmissionResult<string[]>; sent: boolean };

/** The first message of a reply: a field's or the form's. */
export function firstError(result: SubmissionResult<string[]> | undefined): string | null {
  return Object.values(result?.error ?? {}).find((messages) => messages?.length)?.[0] ?? null;
}

/**
 * One textarea, checked by the action only: the question page is the page candidates load most, so it
 * does without the form library and its browser-side validation (the action's Dutch message is shown
 * the same way, with and without JavaScript).
 */
export function FeedbackForm({ questionRef, formKey, reply }: { questionRef: string; formKey: string; reply?: FeedbackReply }) {
  const fetcher = useFetcher<FeedbackReply>();
  const location = useLocation();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const last = fetcher.data ?? reply;
  const shownError = last && !last.sent ? (firstError(last.result) ?? undefined) : undefined;
  const sent = last?.sent ?? false;
  const open = Boolean(reply && !reply.sent);

  useEffect(() => {
    if (sent && detailsRef.current) detailsRef.current.open = false;
  }, [sent]);

  return (
    <>
      <details className="feedback" ref={detailsRef} open={(open && !sent) || undefined}>
        <summary>Feedback over deze vraag</summary>
        <fetcher.Form method="post" key={formKey} id="feedback-form" noValidate>
          <FeedbackFields questionRef={questionRef} error={shownError} />
          <div className="button-row">
            <button type="submit" disabled={fetcher.state !== "idle"}>
              Feedback verzenden
            </button>
            <Link
              to={location.pathname + location.search}
              className="button button-secondary"
              onClick={(event) => {
                if (detailsRef.current) {
                  event.preventDefault();
                  detailsRef.current.open = false;
                }
              }}
            >
              Annuleren
            </Link>
          </div>
        </fetcher.Form>
      </details>
      <div role="status">{sent ? <p className="toast toast-success">Bedankt voor je feedback!</p> : null}</div>
    </>
  );
}

/**
 * The form's fields. This form follows the router's state (its fetcher), so it renders again at each
 * step; its fields do not, as React writes every input's name and type again whenever it renders one.
 */
const FeedbackFields = memo(function FeedbackFields({ questionRef, error }: { questionRef: string; error?: string }) {
  return (
    <>
      <input type="hidden" name="intent" value="feedback" />
      <input type="hidden" name="questionRef" value={questionRef} />
      <label htmlFor="feedback-text">Wat klopt er niet of kan beter?</label>
      <textarea
        id="feedback-text"
        name="feedback"
        rows={4}
        maxLength={2000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "feedback-error" : undefined}
      />
      <AlertError id="feedback-error" error={error} />
      <Honeypot formId="feedback" />
    </>
  );
});
