import type Stripe from "stripe";
import { config } from "~/platform/config.server";
import { errorFields, log } from "~/platform/logger.server";
import { markSubscriptionCancelled, renewingSubscriptions } from "~/models/payments.server";
import type { Plan } from "~/models/plans.server";

let client: Stripe | null | undefined;
let sdk: Promise<typeof Stripe> | undefined;

/**
 * The Stripe SDK, loaded on first use: it takes about 20 MB of memory, and most processes never take
 * a payment (ADR 18).
 */
function loadSdk(): Promise<typeof Stripe> {
  sdk ??= import("stripe").then((m) => m.default);
  return sdk;
}

/** Whether payments are configured (STRIPE_SECRET_KEY is set). */
export function paymentsConfigured(): boolean {
  return Boolean(config().stripeSecretKey);
}

/** The Stripe client, pointed at STRIPE_API_BASE when set (a local Stripe-compatible server in tests). */
async function stripe(): Promise<Stripe | null> {
  if (client !== undefined) return client;
  const c = config();
  if (!c.stripeSecretKey) return (client = null);
  const StripeSdk = await loadSdk();
  const base = c.stripeApiBase ? new URL(c.stripeApiBase) : null;
  client ??= new StripeSdk(c.stripeSecretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === "https:" ? 443 : 80)),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
  return client;
}

/** Stripe's own client for offline work (webhook signatures), even without an API key. */
async function offline(): Promise<Stripe> {
  return (await stripe()) ?? new (await loadSdk())("sk_offline_unused");
}

export type CheckoutCustomer = { email: string; firstName: string; lastName: string; marketingConsent: boolean };

/**
 * A Checkout Session for one plan: one-off plans in payment mode, the auto-renewing plan as a
 * subscription; the price comes from our catalogue (price_data), never from the browser.
 */
export async function createCheckoutSession(plan: Plan, customer: CheckoutCustomer, userId: string | null) {
  const api = await stripe();
  if (!api) throw new Error("payments are not configured");
  const appUrl = config().appUrl;
  const isSubscription = plan.billing === "subscription";
  const metadata = {
    plan_type: plan.type,
    user_id: userId ?? "",
    customer_name: `${customer.firstName} ${customer.lastName}`,
    marketing_consent: customer.marketingConsent ? "yes" : "no",
  };
  const months = Math.max(1, Math.round(plan.durationDays / 30.4));
  return api.checkout.sessions.create({
    mode: isSubscription ? "subscription" : "payment",
    locale: "nl",
    customer_email: customer.email,
    client_reference_id: userId ?? undefined,
    metadata,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "eur",
          unit_amount: plan.priceCents,
          product_data: { name: plan.name, description: plan.description },
          ...(isSubscription ? { recurring: { interval: "month" as const, interval_count: months } } : {}),
        },
      },
    ],
    ...(isSubscription ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
    success_url: userId
      ? `${appUrl}/payment/success?session_id={CHECKOUT_SESSION_ID}`
      : `${appUrl}/auth?session_id={CHECKOUT_SESSION_ID}&registration=true`,
    cancel_url: `${appUrl}/payment/cancel?plan=${encodeURIComponent(plan.type)}`,
  });
}

/** The event, if the signature over the raw body is valid for STRIPE_WEBHOOK_SECRET; otherwise null. */
export async function verifyWebhook(rawBody: string, signature: string | null, secret: string): Promise<Stripe.Event | null> {
  if (!signature) return null;
  const api = await offline();
  try {
    return api.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    return null;
  }
}

export type { Stripe };

/**
 * Cancels a user's renewing subscriptions at Stripe. Returns false when one could not be cancelled
 * (payments not configured, or Stripe did not answer), so the caller can keep the account.
 */
export async function cancelRenewingSubscriptions(userId: string): Promise<boolean> {
  const ids = renewingSubscriptions(userId);
  if (ids.length === 0) return true;
  const api = await stripe();
  if (!api) return false;
  for (const id of ids) {
    try {
      await api.subscriptions.cancel(id);
    } catch (error) {
      log.error("subscription could not be cancelled", { subscription: id, ...errorFields(error) });
      return false;
    }
    markSubscriptionCancelled(id);
  }
  return true;
}
