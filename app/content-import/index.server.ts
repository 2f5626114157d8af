// The content pipeline's server half as the app uses it: bringing the database up to date with
// content/ at start (only when a file changed), and the demo's built-in questions. Tools that check or
// report on the files load them through ./load.server. Import from these two, not from the files inside.
export { contentFingerprint, syncContent } from "./sync.server";
export { fallbackQuestions, type FallbackQuestion } from "./fallback-questions.server";
