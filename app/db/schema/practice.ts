import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { anonymousVisitors, users } from "./accounts";
import { categories, questions } from "./content";

/** One test as the server runs it: its questions in order and the answers so far. */
export const testAttempts = sqliteTable(
  "test_attempts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    visitorId: text("visitor_id").references(() => anonymousVisitors.id, { onDelete: "cascade" }),
    mode: text("mode", { enum: ["quick", "personal", "category"] }).notNull(),
    categoryId: text("category_id").references(() => categories.id),
    title: text("title").notNull(),
    questionCount: integer("question_count").notNull(),
    currentIndex: integer("current_index").notNull().default(0),
    /** active: being taken; finished: results shown; abandoned: replaced by a newer test before the end. */
    status: text("status", { enum: ["active", "finished", "abandoned"] })
      .notNull()
      .default("active"),
    correctCount: integer("correct_count").notNull().default(0),
    startedAt: createdAt(),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("test_attempts_user_idx").on(t.userId, t.status, t.finishedAt),
    index("test_attempts_visitor_idx").on(t.visitorId, t.status),
  ],
);

export const testAttemptAnswers = sqliteTable(
  "test_attempt_answers",
  {
    attemptId: text("attempt_id")
      .notNull()
      .references(() => testAttempts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    questionId: text("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    /** The four answers in the order shown, as indexes into [correct, wrong1, wrong2, wrong3]. */
    optionOrder: text("option_order", { mode: "json" }).notNull().$type<number[]>(),
    selectedOption: integer("selected_option"),
    isCorrect: integer("is_correct", { mode: "boolean" }),
    /** First check of this question in this test; only that check counts in the statistics. */
    checkedAt: integer("checked_at", { mode: "timestamp_ms" }),
    /** Whether the answer is shown now; 'Vorige vraag' hides it again (docs/product.md, "The question screen"). */
    revealed: integer("revealed", { mode: "boolean" }).notNull().default(false),
    /** The photo a picture question shows in this test, drawn once when the test starts. */
    photoId: integer("photo_id"),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.position] })],
);

/** Stored practice settings per user or visitor (what the first version kept in the browser; docs/product.md, "Data"). */
export const practiceSettings = sqliteTable(
  "practice_settings",
  {
    subject: text("subject").notNull(),
    mode: text("mode", { enum: ["personal", "category", "exam", "route", "practice"] }).notNull(),
    settings: text("settings", { mode: "json" }).notNull().$type<Record<string, unknown>>(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.mode] })],
);

/** Daily allowance counters per UTC day; subject is 'u:<user id>' or 'v:<visitor id>'. */
export const allowanceUsage = sqliteTable(
  "allowance_usage",
  {
    subject: text("subject").notNull(),
    day: text("day").notNull(),
    mode: text("mode", { enum: ["quick", "personal", "category"] }).notNull(),
    categoryId: text("category_id").notNull().default(""),
    used: integer("used").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.subject, t.day, t.mode, t.categoryId] })],
);
