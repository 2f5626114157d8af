// Feedback on a question from the question screen, as one command: limited per address and per
// sender (the account, the visitor, or else the address), and stored only for a question that exists.
import { subjectKey, type Subject } from "~/lib/practice/subject";
import { questionExists, recordFeedback } from "~/models/question-catalogue.server";
import { openQuestionRef } from "~/platform/sealed.server";
import { limits } from "~/services/requests/rate-limit.server";

export type FeedbackOutcome =
  | { ok: true }
  /** Too much feedback from this address or this sender in ten minutes. */
  | { ok: false; reason: "too-often" }
  /** The form did not hold feedback (it still counted against the limits). */
  | { ok: false; reason: "invalid" }
  /** The reference names no question (tampered with, or sealed with a secret no longer configured). */
  | { ok: false; reason: "unknown-question" };

export type FeedbackSender = { viewer: { user: { id: string } | null; subject: Subject | null }; ip: string; now: Date };

/**
 * Stores feedback on the question `questionRef` (its sealed reference) names. Every form counts
 * against the limits, also one that did not parse (`null`): a script sending junk is limited too.
 */
export function sendQuestionFeedback(
  { viewer, ip, now }: FeedbackSender,
  feedback: { questionRef: string; feedback: string } | null,
): FeedbackOutcome {
  const sender = viewer.subject ? subjectKey(viewer.subject) : `ip:${ip}`;
  if (!limits.feedbackPerIp.hit(ip).allowed || !limits.feedbackPerSender.hit(sender).allowed) return { ok: false, reason: "too-often" };
  if (!feedback) return { ok: false, reason: "invalid" };
  const questionId = openQuestionRef(feedback.questionRef);
  if (!questionId || !questionExists(questionId)) return { ok: false, reason: "unknown-question" };
  recordFeedback(questionId, feedback.feedback, viewer.user?.id ?? null, now);
  return { ok: true };
}
