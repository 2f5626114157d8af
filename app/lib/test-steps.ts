// The steps of a running practice test or exam, as the browser's router sees a form sent to them.

const PRACTICE_STEP_INTENTS = new Set(["check", "next", "previous", "finish", "rate", "feedback"]);
const EXAM_QUESTION_PATH = /^\/examen\/[^/]+$/;

/**
 * Whether a form sent to `formAction` is a step of a running test: a check, a move, finishing, a grade
 * or feedback on /practice, or any button of an exam question's form. None of them signs anyone in or
 * out, and none leaves a message (a toast) for the next page.
 */
export function isTestStep(formAction: string | undefined, formData: FormData | undefined): boolean {
  if (!formAction || !formData) return false;
  const { pathname } = new URL(formAction, "http://localhost");
  if (EXAM_QUESTION_PATH.test(pathname)) return true;
  return pathname === "/practice" && PRACTICE_STEP_INTENTS.has(String(formData.get("intent")));
}
