// What the practice screens show, shared by the models that build it and the components that draw it.
import type { GuideLinks } from "~/lib/guide-links";
import type { Sitting } from "~/lib/learning/sittings";
import type { QuestionImage } from "~/lib/photos";
import type { Mode } from "./engine";

/** The four answers of a question as stored: the correct one first. */
export type AnswerTexts = { correctAnswer: string; wrongAnswer1: string; wrongAnswer2: string; wrongAnswer3: string };

/** The answers in stored order: index 0 is the correct one. */
export function answerTexts(q: AnswerTexts): string[] {
  return [q.correctAnswer, q.wrongAnswer1, q.wrongAnswer2, q.wrongAnswer3];
}

/**
 * The answers as a candidate sees them, in the shuffled `order` (indexes into the stored order),
 * with the position at which the correct answer appears.
 */
export function presentOptions(q: AnswerTexts, order: readonly number[]): { options: string[]; correctOption: number } {
  const texts = answerTexts(q);
  return { options: order.map((i) => texts[i]!), correctOption: order.indexOf(0) };
}

/** The text of the answer shown at `shown` under `order`, or null when nothing was chosen. */
export function chosenText(q: AnswerTexts, order: readonly number[], shown: number | null): string | null {
  return shown === null ? null : (answerTexts(q)[order[shown]!] ?? null);
}

/** Everything the question screen shows. Answer, explanation and source are null until revealed. */
export type QuestionView = {
  attemptId: string;
  mode: Mode;
  title: string;
  position: number;
  total: number;
  /** The question's sealed reference (platform/sealed.server.ts): a generated question's id names its species. */
  questionRef: string;
  questionText: string;
  categoryName: string;
  options: string[];
  selectedOption: number | null;
  revealed: boolean;
  isCorrect: boolean | null;
  correctOption: number | null;
  explanation: string | null;
  source: string | null;
  checkedOn: string | null;
  image: QuestionImage | null;
  canGoBack: boolean;
  isLast: boolean;
  animalOnly: boolean;
  /** The learning route or 'Mijn fouten', when the test is a sitting of one of them. */
  sitting: Sitting | null;
  /** After a right answer of a logged-in user: 'good' offers 'Twijfel' and 'Makkelijk'; 'hard' or 'easy' was chosen. */
  grade: "good" | "hard" | "easy" | null;
  /** Once checked: where the guides teach it ("Lees dit na", "Vergelijk met"). */
  guide: GuideLinks | null;
};

export type ResultQuestion = {
  position: number;
  questionText: string;
  categoryName: string;
  ownAnswer: string | null;
  correctAnswer: string;
  isCorrect: boolean;
  explanation: string | null;
  source: string | null;
  checkedOn: string | null;
  /** Where the guides teach it ("Lees dit na", "Vergelijk met"). */
  guide: GuideLinks;
};

export type TestSummary = {
  correct: number;
  wrong: number;
  total: number;
  percent: number;
  message: { title: string; text: string };
  byCategory: { categoryName: string; correct: number; total: number; percent: number }[];
  categoriesWithMistakes: string[];
};

export type TestResults = {
  attemptId: string;
  mode: Mode;
  title: string;
  categoryId: string | null;
  sitting: Sitting | null;
  summary: TestSummary;
  questions: ResultQuestion[];
};

/** The landing page's one-question demo. */
export type DemoView = {
  /** The question's sealed reference, sent back with the choice. */
  questionRef: string;
  questionText: string;
  options: string[];
  image: QuestionImage | null;
  chosen: number | null;
  missingChoice: boolean;
  correctOption: number | null;
  isCorrect: boolean | null;
  explanation: string | null;
};
