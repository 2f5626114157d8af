import { and, eq, isNull, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { db } from "~/db/client.server";
import { writeTransaction, type Tx } from "~/db/transaction.server";
import { payments, plans, stripeEvents, subscriptions, users } from "~/db/schema";
import { grantPremiumDays, grantPremiumUntil } from "~/models/premium.server";
import { log } from "~/platform/logger.server";

export function recordPendingPayment(input: {
  sessionId: string;
  userId: string | null;
  email: string;
  planType: string;
  amountCents: number;
}) {
  db()
    .insert(payments)
    .values({
      stripeCheckoutSessionId: input.sessionId,
      userId: input.userId,
      email: input.email.toLowerCase(),
      planType: input.planType,
      amountCents: input.amountCents,
    })
    .onConflictDoNothing()
    .run();
}

export function paymentBySession(sessionId: string) {
  return db().select().from(payments).where(eq(payments.stripeCheckoutSessionId, sessionId)).get() ?? null;
}

function findUserId(tx: Tx, candidates: { userId?: string | null; email?: string | null }): string | null {
  if (candidates.userId) {
    const byId = tx.select({ id: users.id }).from(users).where(eq(users.id, candidates.userId)).get();
    if (byId) return byId.id;
  }
  if (candidates.email) {
    const byEmail = tx.select({ id: users.id }).from(users).where(eq(users.email, candidates.email.trim().toLowerCase())).get();
    if (byEmail) return byEmail.id;
  }
  return null;
}

function syncSubscriptionAccess(tx: Tx, stripeSubscriptionId: string, now: Date) {
  const sub = tx.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId)).get();
  if (sub?.userId && sub.currentPeriodEnd) grantPremiumUntil(tx, sub.userId, sub.currentPeriodEnd, now);
}

function upsertSubscription(
  tx: Tx,
  values: {
    stripeSubscriptionId: string;
    userId: string | null;
    email: string;
    planType: string;
    stripeCustomerId: string | null;
    periodEnd?: Date | null;
  },
  now: Date,
) {
  tx.insert(subscriptions)
    .values({
      stripeSubscriptionId: values.stripeSubscriptionId,
      userId: values.userId,
      email: values.email,
      planType: values.planType,
      stripeCustomerId: values.stripeCustomerId,
      status: "active",
      currentPeriodEnd: values.periodEnd ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: subscriptions.stripeSubscriptionId,
      set: {
        userId: sql`coalesce(${subscriptions.userId}, ${values.userId})`,
        stripeCustomerId: sql`coalesce(${subscriptions.stripeCustomerId}, ${values.stripeCustomerId})`,
        currentPeriodEnd: values.periodEnd
          ? sql`max(coalesce(${subscriptions.currentPeriodEnd}, 0), ${values.periodEnd.getTime()})`
          : sql`${subscriptions.currentPeriodEnd}`,
        updatedAt: now,
      },
    })
    .run();
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));

function onCheckoutPaid(tx: Tx, session: Stripe.Checkout.Session, now: Date): string {
  const planType = session.metadata?.plan_type ?? "";
  const plan = tx.select().from(plans).where(eq(plans.type, planType)).get();
  if (!plan) {
    log.error("stripe checkout for an unknown plan", { session: session.id, planType });
    return "unknown-plan";
  }
  const email = (session.customer_details?.email ?? session.customer_email ?? "").toLowerCase();
  tx.insert(payments)
    .values({ stripeCheckoutSessionId: session.id, email, planType, amountCents: session.amount_total ?? plan.priceCents, userId: null })
    .onConflictDoNothing()
    .run();
  const payment = tx.select().from(payments).where(eq(payments.stripeCheckoutSessionId, session.id)).get()!;
  if (session.payment_status !== "paid") return "not-paid";

  const userId = findUserId(tx, { userId: payment.userId ?? session.metadata?.user_id ?? session.client_reference_id, email });
  tx.update(payments)
    .set({
      status: "paid",
      paidAt: payment.paidAt ?? now,
      userId: payment.userId ?? userId,
      stripePaymentIntentId: idOf(session.payment_intent),
      stripeCustomerId: idOf(session.customer),
    })
    .where(eq(payments.id, payment.id))
    .run();

  if (session.mode === "subscription") {
    const subscriptionId = idOf(session.subscription);
    if (subscriptionId) {
      upsertSubscription(
        tx,
        { stripeSubscriptionId: subscriptionId, userId, email, planType, stripeCustomerId: idOf(session.customer) },
        now,
      );
      syncSubscriptionAccess(tx, subscriptionId, now);
    }
    if (userId)
      tx.update(payments)
        .set({ premiumGrantedAt: payment.premiumGrantedAt ?? now })
        .where(eq(payments.id, payment.id))
        .run();
    return "subscription";
  }
  if (userId && payment.premiumGrantedAt === null) {
    grantPremiumDays(tx, userId, plan.durationDays, now);
    tx.update(payments).set({ premiumGrantedAt: now }).where(eq(payments.id, payment.id)).run();
    return "granted";
  }
  return userId ? "already-granted" : "awaiting-account";
}

function invoiceSubscription(invoice: Stripe.Invoice): { id: string | null; metadata: Record<string, string> } {
  const details = invoice.parent?.subscription_details;
  const legacy = invoice as unknown as {
    subscription?: string | { id: string } | null;
    subscription_details?: { metadata?: Record<string, string> };
  };
  return {
    id: idOf(details?.subscription ?? legacy.subscription ?? null),
    metadata: (details?.metadata ?? legacy.subscription_details?.metadata ?? {}) as Record<string, string>,
  };
}

function onInvoicePaid(tx: Tx, invoice: Stripe.Invoice, now: Date): string {
  const { id: subscriptionId, metadata } = invoiceSubscription(invoice);
  if (!subscriptionId) return "no-subscription";
  const ends = invoice.lines.data.map((l) => l.period?.end ?? 0).filter(Boolean);
  const periodEnd = ends.length ? new Date(Math.max(...ends) * 1000) : null;
  const email = (invoice.customer_email ?? "").toLowerCase();
  const existing = tx.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subscriptionId)).get();
  const userId = existing?.userId ?? findUserId(tx, { userId: metadata.user_id, email });
  upsertSubscription(
    tx,
    {
      stripeSubscriptionId: subscriptionId,
      userId,
      email: existing?.email ?? email,
      planType: existing?.planType ?? metadata.plan_type ?? "fixed_6months",
      stripeCustomerId: idOf(invoice.customer),
      periodEnd,
    },
    now,
  );
  syncSubscriptionAccess(tx, subscriptionId, now);
  return "extended";
}

function onSubscriptionDeleted(tx: Tx, sub: Stripe.Subscription, now: Date): string {
  const email = "";
  const existing = tx.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, sub.id)).get();
  if (!existing) {
    upsertSubscription(
      tx,
      {
        stripeSubscriptionId: sub.id,
        userId: findUserId(tx, { userId: sub.metadata?.user_id }),
        email,
        planType: sub.metadata?.plan_type ?? "fixed_6months",
        stripeCustomerId: idOf(sub.customer),
      },
      now,
    );
  }
  // Auto-renewal ends; access stays until the end of the period already paid for.
  tx.update(subscriptions)
    .set({ status: "canceled", autoRenew: false, endedAt: now, updatedAt: now })
    .where(eq(subscriptions.stripeSubscriptionId, sub.id))
    .run();
  return "canceled";
}

/**
 * Applies one verified Stripe event. The event id is recorded in the same transaction as its
 * effect, so a replay or a concurrent second delivery changes nothing.
 */
export function applyStripeEvent(event: Stripe.Event, now = new Date()): string {
  return writeTransaction((tx) => {
    const fresh = tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, processedAt: now })
      .onConflictDoNothing()
      .returning()
      .all();
    if (fresh.length === 0) {
      tx.update(stripeEvents)
        .set({ deliveries: sql`${stripeEvents.deliveries} + 1` })
        .where(eq(stripeEvents.id, event.id))
        .run();
      return "duplicate";
    }
    const outcome = applyEffect(tx, event, now);
    tx.update(stripeEvents).set({ outcome }).where(eq(stripeEvents.id, event.id)).run();
    return outcome;
  });
}

function applyEffect(tx: Tx, event: Stripe.Event, now: Date): string {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return onCheckoutPaid(tx, event.data.object, now);
    case "checkout.session.expired":
    case "checkout.session.async_payment_failed":
      tx.update(payments)
        .set({ status: event.type === "checkout.session.expired" ? "expired" : "failed" })
        .where(and(eq(payments.stripeCheckoutSessionId, event.data.object.id), eq(payments.status, "pending")))
        .run();
      return "closed";
    case "invoice.paid":
      return onInvoicePaid(tx, event.data.object, now);
    case "customer.subscription.deleted":
      return onSubscriptionDeleted(tx, event.data.object, now);
    default:
      return "ignored";
  }
}

/**
 * When someone registers with the address a purchase was made with, the purchase becomes theirs.
 * Runs inside the sign-up transaction.
 */
export function attachPurchasesToNewUser(tx: Tx, userId: string, email: string, now: Date) {
  const address = email.toLowerCase();
  const open = tx
    .select({ id: payments.id, planType: payments.planType })
    .from(payments)
    .where(and(eq(payments.email, address), isNull(payments.userId), eq(payments.status, "paid"), isNull(payments.premiumGrantedAt)))
    .all();
  for (const p of open) {
    const plan = tx.select().from(plans).where(eq(plans.type, p.planType)).get();
    if (plan?.billing === "one_off") grantPremiumDays(tx, userId, plan.durationDays, now);
    tx.update(payments).set({ userId, premiumGrantedAt: now }).where(eq(payments.id, p.id)).run();
  }
  const subs = tx
    .select({ id: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(and(eq(subscriptions.email, address), isNull(subscriptions.userId)))
    .all();
  for (const s of subs) {
    tx.update(subscriptions).set({ userId, updatedAt: now }).where(eq(subscriptions.stripeSubscriptionId, s.id)).run();
    syncSubscriptionAccess(tx, s.id, now);
  }
}

/** A user's subscriptions that still renew: these are cancelled at Stripe before the account goes. */
export function renewingSubscriptions(userId: string) {
  return db()
    .select({ stripeSubscriptionId: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.endedAt), eq(subscriptions.autoRenew, true)))
    .all()
    .map((s) => s.stripeSubscriptionId);
}

/** Records that a subscription was cancelled at Stripe (the webhook that follows changes nothing more). */
export function markSubscriptionCancelled(stripeSubscriptionId: string, now = new Date()) {
  db()
    .update(subscriptions)
    .set({ status: "canceled", autoRenew: false, endedAt: now, updatedAt: now })
    .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId))
    .run();
}

/** The Stripe events received and what each did (granted, renewed, closed, ignored; deliveries after the first changed nothing). */
export function stripeEventLog(limit = 200) {
  return db()
    .select()
    .from(stripeEvents)
    .orderBy(sql`${stripeEvents.processedAt} desc`)
    .limit(limit)
    .all();
}
