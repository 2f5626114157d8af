// The content pipeline's pure half: one schema per kind of content under content/ (schemas/), what
// the picture questions are made from (species-questions), and the checks and reports over the bank.
// No I/O; the server half that reads the files and imports them is app/content-import/. Import from
// here, not from the files inside.
export type { Content } from "./content";
export { blogFrontMatterSchema, type BlogRecord } from "./schemas/blog";
export { examBlueprintSchema, type ExamBlueprintRecord } from "./schemas/exam-blueprint";
export { fallbackQuestionSchema, type FallbackQuestionRecord } from "./schemas/fallback-questions";
export { planSchema, promoCodeSchema, type PlanRecord, type PromoCodeRecord } from "./schemas/plans";
export {
  BANNED_TERMS,
  categorySchema,
  contentTopics,
  examSubjects,
  HISTORY_TYPE,
  questionFileSchema,
  questionSchema,
  questionTypes,
  type CategoryRecord,
  type ContentTopic,
  type ExamSubject,
  type QuestionRecord,
} from "./schemas/questions";
export { speciesGroups, speciesLawSchema, speciesSchema, type SpeciesLaw, type SpeciesRecord } from "./schemas/species";
export { lawSourceProblems, lawStatuses, lawStatusLabelList, lawStatusLabels, type LawStatus } from "./species-law";
export { capitalize, checkSpecies, SPECIES_CATEGORY, speciesQuestions, type SpeciesQuestion } from "./species-questions";
export {
  CATEGORY_SUBJECT,
  citationKind,
  coverageFigures,
  coverageProblems,
  coverageReport,
  LIMITED_TOPICS,
  SUBJECT_MINIMUMS,
  subjectOf,
  type CitationKind,
  type CoverageFigures,
} from "./coverage";
export {
  chapterSchema,
  SECTION_QUESTIONS_MINIMUM,
  SECTION_WORDS,
  sectionSchema,
  type ChapterRecord,
  type SectionRecord,
} from "./schemas/leerstof";
export { leerstofProblems, wordCount } from "./leerstof";
export { citesLawFirst, citesOfficial, LAW_SUBJECTS, refusedSource, SOURCE_KIND_NAMES, sourceKinds, type SourceKind } from "./sources";
export { ABSOLUTE_WORDS, cueFigures, cuePatterns, cueReport, cueTargetProblems, type CueFigures } from "./cues";
export { buildContentReport, buildSpeciesReport } from "./report";
