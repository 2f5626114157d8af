import { data } from "react-router";
import type { Route } from "./+types/stripe";
import { config } from "~/platform/config.server";
import { errorFields, log } from "~/platform/logger.server";
import { verifyWebhook } from "~/services/adapters/stripe.server";
import { applyStripeEvent } from "~/models/payments.server";

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "method not allowed" }, { status: 405 });
  const secret = config().stripeWebhookSecret;
  if (!secret) {
    log.warn("stripe webhook received but STRIPE_WEBHOOK_SECRET is not set");
    return data({ error: "webhooks are not configured" }, { status: 503 });
  }
  // The signature covers the exact bytes Stripe sent, so the body is read raw.
  const event = await verifyWebhook(await request.text(), request.headers.get("stripe-signature"), secret);
  if (!event) return data({ error: "invalid signature" }, { status: 400 });
  const object = (event as { data?: { object?: { id?: unknown } } }).data?.object;
  if (typeof event.id !== "string" || typeof event.type !== "string" || !object || typeof object.id !== "string") {
    return data({ error: "malformed event" }, { status: 400 });
  }
  try {
    const outcome = applyStripeEvent(event);
    log.info("stripe event", { id: event.id, type: event.type, outcome });
    return data({ received: true, outcome });
  } catch (error) {
    // Stripe retries a failed delivery; nothing of this event was written.
    log.error("stripe event failed", { id: event.id, type: event.type, ...errorFields(error) });
    return data({ error: "could not apply the event" }, { status: 500 });
  }
}

export function loader() {
  return data({ error: "method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
