import { z } from "zod";
import { checkedOnSchema, idSchema, text } from "./shared";

// content/leerstof/hoofdstuk-NN.yaml: the study guide, one chapter per exam subject, in sections.

/** A section's length in words: long enough to teach, short enough to read in one go. */
export const SECTION_WORDS = { min: 150, max: 400 } as const;
/** Each section is tested by at least this many questions. */
export const SECTION_QUESTIONS_MINIMUM = 2;

export const sectionSchema = z.strictObject({
  /** Stable: the section's anchor and the key questions point at. */
  id: idSchema,
  title: text("title"),
  checked_on: checkedOnSchema,
  /** For a section on the law: the date the law was checked ("stand van de wet op"). */
  law_as_of: z.iso.date({ error: "law_as_of moet een datum zijn (JJJJ-MM-DD)" }).optional(),
  /** Article, ECLI, official publication or the exact page, as questions cite them; the law first. */
  sources: z.array(text("source")).min(1, "sources: ten minste één bron"),
  /** Species the section speaks of (ids from species.yaml): their photo and their page in the species guide. */
  species: z.array(idSchema).default([]),
  /** The questions that test this section (ids; picture questions name their species instead). */
  questions: z.array(idSchema).default([]),
  /** Markdown in plain Dutch (B1); tables where a table teaches better. */
  body: text("body"),
});

export const chapterSchema = z.strictObject({
  /** The exam subject (1–12) the chapter teaches. */
  subject: z.number().int().min(1).max(12),
  title: text("title"),
  intro: text("intro"),
  sections: z.array(sectionSchema).min(1, "sections: ten minste één paragraaf"),
});

export type SectionRecord = z.infer<typeof sectionSchema>;
export type ChapterRecord = z.infer<typeof chapterSchema>;
