import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./accounts";

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
  /** What applying it did: granted, renewed, canceled, closed, ignored … */
  outcome: text("outcome"),
  /** How often Stripe delivered it; every delivery after the first changed nothing. */
  deliveries: integer("deliveries").notNull().default(1),
  processedAt: createdAt(),
});
