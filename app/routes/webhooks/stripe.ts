import { data } from "react-router";
import type { Route } from "./+types/stripe";
import { config } from "~/lib/config.server";
import { log } from "~/lib/logger.server";

export function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "method not allowed" }, { status: 405 });
  if (!config().stripeWebhookSecret) {
    log.warn("stripe webhook received but STRIPE_WEBHOOK_SECRET is not set");
    return data({ error: "webhooks are not configured" }, { status: 503 });
  }
  // Fulfilment is added with the premium checkout; until then no event is accepted as applied.
  return data({ error: "webhook handling is not available yet" }, { status: 501 });
}

export function loader() {
  return data({ error: "method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
