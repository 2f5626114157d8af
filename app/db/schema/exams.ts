import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { questions } from "./content";

/**
 * A simulated theory exam: 75 questions without feedback (or, without picture questions, 50), handed in
 * once and scored on the server.
 */
export const exams = sqliteTable(
  "exams",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** active: being taken; finished: handed in (or its time ran out) and scored. */
    status: text("status", { enum: ["active", "finished"] })
      .notNull()
      .default("active"),
    questionCount: integer("question_count").notNull(),
    pictureCount: integer("picture_count").notNull(),
    /** Correct answers needed to pass (53 of 75; 70% of a smaller exam). */
    passMark: integer("pass_mark").notNull(),
    /** Drawn from the whole bank (premium) or from the free questions only. */
    premiumBank: integer("premium_bank", { mode: "boolean" }).notNull(),
    /** The exam without picture questions (50 questions, passed at 35), chosen before the start. */
    withoutPictures: integer("without_pictures", { mode: "boolean" }).notNull().default(false),
    /**
     * Whether it is a free account's exam of the week: not when the picture part was short because
     * photos were missing (that exam is not the real thing, and the candidate could not help it).
     */
    countsForFreeLimit: integer("counts_for_free_limit", { mode: "boolean" }).notNull().default(true),
    startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
    /** With the timer on: after this moment answers are refused and the exam is scored as it stands. */
    deadlineAt: integer("deadline_at", { mode: "timestamp_ms" }),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
    correctCount: integer("correct_count"),
    passed: integer("passed", { mode: "boolean" }),
  },
  (t) => [index("exams_user_idx").on(t.userId, t.status, t.startedAt)],
);

/** One question of an exam: its options in the order shown, the photo drawn, the answer and the flag. */
export const examAnswers = sqliteTable(
  "exam_answers",
  {
    examId: text("exam_id")
      .notNull()
      .references(() => exams.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    questionId: text("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    /** The four answers in the order shown, as indexes into [correct, wrong1, wrong2, wrong3]. */
    optionOrder: text("option_order", { mode: "json" }).notNull().$type<number[]>(),
    photoId: integer("photo_id"),
    /** The shown option chosen (0–3), or null while open. */
    selectedOption: integer("selected_option"),
    flagged: integer("flagged", { mode: "boolean" }).notNull().default(false),
    /** Set when the exam is scored. */
    isCorrect: integer("is_correct", { mode: "boolean" }),
  },
  (t) => [primaryKey({ columns: [t.examId, t.position] })],
);
