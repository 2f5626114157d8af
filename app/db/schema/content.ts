import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./accounts";

export const categories = sqliteTable("categories", {
  id: text("id").primaryKey(),
  name: text("name").notNull().unique(),
  description: text("description"),
});

export const questions = sqliteTable(
  "questions",
  {
    id: text("id").primaryKey(),
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id),
    questionText: text("question_text").notNull(),
    correctAnswer: text("correct_answer").notNull(),
    wrongAnswer1: text("wrong_answer1").notNull(),
    wrongAnswer2: text("wrong_answer2").notNull(),
    wrongAnswer3: text("wrong_answer3").notNull(),
    explanation: text("explanation"),
    /** The species a picture question shows (species.id); it is served once that species has a photo. */
    speciesId: text("species_id"),
    /** The view the photo must show (mannetje, vrouwtje, in vlucht …); null: any photo of the species. */
    photoView: text("photo_view"),
    isPremium: integer("is_premium", { mode: "boolean" }).notNull().default(false),
    qType: text("q_type").notNull().default("basic"),
    /** The exam subject (1–12) the question belongs to: its own, or its category's. */
    subject: integer("subject"),
    /** The study guide's section that teaches it (study_sections.id); picture questions have none. */
    sectionId: text("section_id"),
    source: text("source"),
    checkedOn: text("checked_on"),
    /** Set when the question left content/: never served again, but history keeps pointing at it. */
    retiredAt: integer("retired_at", { mode: "timestamp_ms" }),
    /** Set when the owner takes the question out of practice ('Vraag intrekken') until it is fixed in content/. */
    withdrawnAt: integer("withdrawn_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("questions_category_idx").on(t.categoryId, t.isPremium),
    index("questions_type_idx").on(t.qType),
    index("questions_section_idx").on(t.sectionId),
  ],
);

export const userQuestionStats = sqliteTable(
  "user_question_stats",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: text("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    timesCorrect: integer("times_correct").notNull().default(0),
    timesWrong: integer("times_wrong").notNull().default(0),
    lastShownAt: integer("last_shown_at", { mode: "timestamp_ms" }),
    /** Whether the last answer was right; 'Mijn fouten' lists the questions where it was not. */
    lastCorrect: integer("last_correct", { mode: "boolean" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index("user_question_stats_question_idx").on(t.questionId)],
);

export const questionFeedback = sqliteTable(
  "question_feedback",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    questionId: text("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    feedbackText: text("feedback_text").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The owner's handling: open until accepted (the question gets fixed) or rejected, with a note. */
    status: text("status", { enum: ["open", "accepted", "rejected"] })
      .notNull()
      .default("open"),
    ownerNote: text("owner_note"),
    handledAt: integer("handled_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("question_feedback_question_idx").on(t.questionId)],
);

export const contactMessages = sqliteTable("contact_messages", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull(),
  message: text("message").notNull(),
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  readAt: integer("read_at", { mode: "timestamp_ms" }),
  answeredAt: integer("answered_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
});

export const blogArticles = sqliteTable(
  "blog_articles",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    /** The search description: the article's own, or the start of its text (made at import). */
    description: text("description"),
    /** Sanitised HTML rendered from the Markdown source at import. */
    content: text("content").notNull(),
    /** The card text on /blog: the start of the article as plain text, made at import. */
    excerpt: text("excerpt").notNull().default(""),
    coverImageUrl: text("cover_image_url"),
    tags: text("tags", { mode: "json" }).$type<string[]>(),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("blog_articles_published_idx").on(t.publishedAt)],
);

/** The species the recognition questions show, from content/species.yaml. */
export const species = sqliteTable("species", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  scientificName: text("scientific_name").notNull(),
  groupName: text("group_name").notNull(),
  /** 'zoogdier' or 'vogel': what a photo's alt text may say without giving the answer away. */
  animalClass: text("animal_class").notNull(),
  /** The photos to look for: a view (or null for any) and the search words that find it. */
  photoPlan: text("photo_plan", { mode: "json" }).notNull().$type<{ view: string | null; search: string }[]>(),
  /** The field marks, most telling first. */
  marks: text("marks", { mode: "json" }).notNull().default([]).$type<string[]>(),
  /** The one mark that tells it from its look-alikes. */
  keyMark: text("key_mark").notNull().default(""),
  /** species.id of the look-alikes, nearest first. */
  lookalikes: text("lookalikes", { mode: "json" }).notNull().default([]).$type<string[]>(),
  /** Where male and female differ: the names and what tells them apart. */
  sexes: text("sexes", { mode: "json" }).$type<{ male: string; female: string; tell: string } | null>(),
  /** Where the law places the species, with its sources; null where no checked source says. */
  law: text("law", { mode: "json" }).$type<{ status: string[]; note: string | null; sources: string[]; checkedOn: string } | null>(),
  source: text("source").notNull().default(""),
  checkedOn: text("checked_on"),
});

/**
 * Photos of a species, fetched once from a MediaWiki API, resized and stored in the data folder
 * (`photos/<id>-<width>.webp|jpg`), and served from our own origin. A rejected photo is never shown.
 */
export const speciesPhotos = sqliteTable(
  "species_photos",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** species.id */
    species: text("species").notNull(),
    fileTitle: text("file_title").notNull().unique(),
    author: text("author"),
    license: text("license").notNull(),
    licenseUrl: text("license_url"),
    sourcePage: text("source_page").notNull(),
    /** What the photo shows where it matters: mannetje, vrouwtje, zomervacht, in vlucht … */
    view: text("view"),
    status: text("status", { enum: ["ready", "rejected"] })
      .notNull()
      .default("ready"),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("species_photos_species_idx").on(t.species, t.status)],
);
