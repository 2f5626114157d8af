import type { BlogRecord } from "./schemas/blog";
import type { ExamBlueprintRecord } from "./schemas/exam-blueprint";
import type { FallbackQuestionRecord } from "./schemas/fallback-questions";
import type { ChapterRecord } from "./schemas/leerstof";
import type { PlanRecord, PromoCodeRecord } from "./schemas/plans";
import type { CategoryRecord, QuestionRecord } from "./schemas/questions";
import type { SpeciesRecord } from "./schemas/species";

/** Everything under content/, read and checked: one field per kind of content. */
export type Content = {
  categories: CategoryRecord[];
  questions: (QuestionRecord & { categoryId: string })[];
  species: SpeciesRecord[];
  examBlueprint: ExamBlueprintRecord;
  fallbackQuestions: FallbackQuestionRecord[];
  plans: PlanRecord[];
  promoCodes: PromoCodeRecord[];
  blog: BlogRecord[];
  /** The study guide's chapters (content/leerstof/). */
  leerstof: ChapterRecord[];
};
