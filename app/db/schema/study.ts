import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";

/** The study guide's chapters (content/leerstof/), one per exam subject. */
export const studyChapters = sqliteTable("study_chapters", {
  /** The exam subject (1–12) the chapter teaches; also its order. */
  subject: integer("subject").primaryKey(),
  /** Its address under /leerstof/. */
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  intro: text("intro").notNull(),
});

/** A chapter's sections, rendered and sanitised at import. */
export const studySections = sqliteTable(
  "study_sections",
  {
    /** Stable: the section's anchor, and what questions point at. */
    id: text("id").primaryKey(),
    subject: integer("subject")
      .notNull()
      .references(() => studyChapters.subject, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    /** Sanitised HTML rendered from the Markdown body. */
    content: text("content").notNull(),
    /** The body as plain text: the search index and the page's description. */
    plainText: text("plain_text").notNull(),
    sources: text("sources", { mode: "json" }).notNull().$type<string[]>(),
    /** species.id of the animals the section speaks of. */
    species: text("species", { mode: "json" }).notNull().$type<string[]>(),
    checkedOn: text("checked_on").notNull(),
    /** For a section on the law: the date the law was checked. */
    lawAsOf: text("law_as_of"),
  },
  (t) => [index("study_sections_subject_idx").on(t.subject, t.position)],
);

/** 'Gelezen': the sections a user marked as read. */
export const sectionReads = sqliteTable(
  "section_reads",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sectionId: text("section_id")
      .notNull()
      .references(() => studySections.id, { onDelete: "cascade" }),
    readAt: integer("read_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sectionId] })],
);
