// What the exam screens show, shared by the model that builds it and the components that draw it.
import type { ExamScore } from "~/lib/exam/rules";
import type { GuideLinks } from "~/lib/guide-links";
import type { QuestionImage } from "~/lib/photos";

export type ExamOverviewItem = { position: number; answered: boolean; flagged: boolean };

/** One question of a running exam as the candidate sees it: no answer key, no explanation. */
export type ExamQuestionView = {
  examId: string;
  /** The exam without picture questions (50 questions), chosen before the start. */
  withoutPictures: boolean;
  position: number;
  total: number;
  pictureCount: number;
  /** The picture questions this kind of exam should have; fewer were drawn when the bank had too few photos. */
  picturesWanted: number;
  deadlineAt: string | null;
  questionText: string;
  categoryName: string;
  options: string[];
  selectedOption: number | null;
  flagged: boolean;
  image: QuestionImage | null;
  overview: ExamOverviewItem[];
  unanswered: number;
};

export type ExamReviewItem = {
  position: number;
  questionText: string;
  categoryName: string;
  isPicture: boolean;
  ownAnswer: string | null;
  correctAnswer: string;
  isCorrect: boolean;
  flagged: boolean;
  explanation: string | null;
  source: string | null;
  checkedOn: string | null;
  image: QuestionImage | null;
  /** Where the guides teach it ("Lees dit na", "Vergelijk met"). */
  guide: GuideLinks;
};

export type ExamResult = {
  examId: string;
  withoutPictures: boolean;
  startedAt: string;
  finishedAt: string;
  timedOut: boolean;
  score: ExamScore;
  review: ExamReviewItem[];
  mistakes: string[];
};

export type ExamHistoryItem = {
  examId: string;
  finishedAt: string;
  correct: number;
  total: number;
  passMark: number;
  passed: boolean;
  withoutPictures: boolean;
};
