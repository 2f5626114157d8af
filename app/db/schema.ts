import { relations, sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

// ─── Accounts ───────────────────────────────────────────────────────────────

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  emailVerifiedAt: integer("email_verified_at", { mode: "timestamp_ms" }),
  marketingConsent: integer("marketing_consent", { mode: "boolean" }).notNull().default(false),
  role: text("role", { enum: ["user", "admin"] }).notNull().default("user"),
  createdAt: createdAt(),
});

/** One profile per user, same id (product.md §3 profiles). */
export const profiles = sqliteTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  isPremium: integer("is_premium", { mode: "boolean" }).notNull().default(false),
  premiumExpiresAt: integer("premium_expires_at", { mode: "timestamp_ms" }),
  lastTestDate: integer("last_test_date", { mode: "timestamp_ms" }),
  testsTaken: integer("tests_taken").notNull().default(0),
});

export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/** E-mail confirmation and password recovery links; only the SHA-256 of the token is stored. */
export const oneTimeTokens = sqliteTable(
  "one_time_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["email_confirmation", "recovery", "login"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("one_time_tokens_user_idx").on(t.userId, t.purpose)],
);

/** Visitors without an account, identified by a signed cookie. */
export const anonymousVisitors = sqliteTable("anonymous_visitors", {
  id: text("id").primaryKey(),
  createdAt: createdAt(),
  lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }),
});

// ─── Content ────────────────────────────────────────────────────────────────

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
    imageUrl: text("image_url"),
    imageCredit: text("image_credit"),
    imageLicense: text("image_license"),
    imageSourceUrl: text("image_source_url"),
    /** The species an image question is about; drives the photo lookup. */
    animalName: text("animal_name"),
    isPremium: integer("is_premium", { mode: "boolean" }).notNull().default(false),
    qType: text("q_type").notNull().default("basic"),
    source: text("source"),
    checkedOn: text("checked_on"),
    /** Set when the question left content/: never served again, but history keeps pointing at it. */
    retiredAt: integer("retired_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("questions_category_idx").on(t.categoryId, t.isPremium),
    index("questions_type_idx").on(t.qType),
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
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index("user_question_stats_question_idx").on(t.questionId),
  ],
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
    createdAt: createdAt(),
  },
  (t) => [index("question_feedback_question_idx").on(t.questionId)],
);

export const contactMessages = sqliteTable("contact_messages", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull(),
  message: text("message").notNull(),
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export const blogArticles = sqliteTable(
  "blog_articles",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description"),
    /** Sanitised HTML rendered from the Markdown source. */
    content: text("content").notNull(),
    coverImageUrl: text("cover_image_url"),
    tags: text("tags", { mode: "json" }).$type<string[]>(),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("blog_articles_published_idx").on(t.publishedAt)],
);

// ─── Practice ───────────────────────────────────────────────────────────────

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
    status: text("status", { enum: ["active", "finished", "abandoned"] }).notNull().default("active"),
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
    /** Whether the answer is shown now; 'Vorige vraag' hides it again (product.md §4). */
    revealed: integer("revealed", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.position] })],
);

/** Stored practice settings per user or visitor (replaces the browser storage of product.md §3). */
export const practiceSettings = sqliteTable(
  "practice_settings",
  {
    subject: text("subject").notNull(),
    mode: text("mode", { enum: ["personal", "category"] }).notNull(),
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

// ─── Premium ────────────────────────────────────────────────────────────────

export const plans = sqliteTable("plans", {
  type: text("type").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  priceCents: integer("price_cents").notNull(),
  regularPriceCents: integer("regular_price_cents"),
  priceNote: text("price_note"),
  discountText: text("discount_text"),
  billing: text("billing", { enum: ["one_off", "subscription"] }).notNull(),
  durationDays: integer("duration_days").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
});

export const promoCodes = sqliteTable("promo_codes", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  code: text("code").notNull().unique(),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
  maxUses: integer("max_uses"),
  timesUsed: integer("times_used").notNull().default(0),
  durationDays: integer("duration_days").notNull(),
  createdAt: createdAt(),
});

export const promoCodeRedemptions = sqliteTable(
  "promo_code_redemptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    promoCodeId: integer("promo_code_id")
      .notNull()
      .references(() => promoCodes.id),
    redeemedAt: createdAt(),
  },
  (t) => [uniqueIndex("promo_code_redemptions_user_code_uq").on(t.userId, t.promoCodeId)],
);

/** Payments are kept (detached from a deleted user) as the terms require. */
export const payments = sqliteTable(
  "payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    planType: text("plan_type").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("eur"),
    status: text("status", { enum: ["pending", "paid", "failed", "expired"] })
      .notNull()
      .default("pending"),
    stripeCheckoutSessionId: text("stripe_checkout_session_id").unique(),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    stripeCustomerId: text("stripe_customer_id"),
    premiumGrantedAt: integer("premium_granted_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("payments_user_idx").on(t.userId), index("payments_email_idx").on(t.email)],
);

export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    planType: text("plan_type").notNull(),
    stripeSubscriptionId: text("stripe_subscription_id").notNull().unique(),
    stripeCustomerId: text("stripe_customer_id"),
    status: text("status").notNull(),
    currentPeriodEnd: integer("current_period_end", { mode: "timestamp_ms" }),
    autoRenew: integer("auto_renew", { mode: "boolean" }).notNull().default(true),
    endedAt: integer("ended_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("subscriptions_user_idx").on(t.userId)],
);

/** Stripe event ids already applied; written in the same transaction as the event's effect. */
export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: createdAt(),
});

/**
 * Mails waiting to be sent. A request only adds a row and answers at once; a background sender
 * delivers it and tries again later when the mail server fails, so nothing is lost.
 */
export const mailQueue = sqliteTable(
  "mail_queue",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    replyTo: text("reply_to"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    /** Set when the sender gave up after the last attempt. */
    failedAt: integer("failed_at", { mode: "timestamp_ms" }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [index("mail_queue_due_idx").on(t.sentAt, t.failedAt, t.nextAttemptAt)],
);

/** Small facts about the installation itself, e.g. the hash of the content last imported. */
export const appMeta = sqliteTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

// ─── Relations ──────────────────────────────────────────────────────────────

export const usersRelations = relations(users, ({ one, many }) => ({
  profile: one(profiles, { fields: [users.id], references: [profiles.id] }),
  sessions: many(sessions),
}));

export const questionsRelations = relations(questions, ({ one }) => ({
  category: one(categories, { fields: [questions.categoryId], references: [categories.id] }),
}));

export const categoriesRelations = relations(categories, ({ many }) => ({
  questions: many(questions),
}));
