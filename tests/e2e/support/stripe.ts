import type { APIRequestContext } from "@playwright/test";
import Stripe from "stripe";
import { FAKE_STRIPE_PORT, WEBHOOK_SECRET } from "../../../playwright.config";

const stripe = new Stripe("sk_test_e2e");
export const DAY = 86_400_000;

export type FakeSession = {
  id: string;
  mode: string;
  customer_email: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  success_url: string;
  params: Record<string, string>;
};

export async function fakeSessions(request: APIRequestContext): Promise<FakeSession[]> {
  return (await request.get(`http://127.0.0.1:${FAKE_STRIPE_PORT}/__sessions`)).json();
}

export function signed(event: object) {
  const payload = JSON.stringify(event);
  return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}

export async function deliver(request: APIRequestContext, event: object) {
  const { payload, signature } = signed(event);
  return request.post("/webhooks/stripe", {
    headers: { "stripe-signature": signature, "content-type": "application/json" },
    data: payload,
  });
}

export function checkoutCompleted(session: FakeSession, eventId = `evt_${session.id}`) {
  return {
    id: eventId,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: session.id,
        object: "checkout.session",
        mode: session.mode,
        payment_status: "paid",
        amount_total: session.amount_total,
        customer_email: session.customer_email,
        customer_details: { email: session.customer_email },
        client_reference_id: session.client_reference_id,
        metadata: session.metadata,
        payment_intent: "pi_test",
        customer: "cus_test",
        subscription: session.mode === "subscription" ? `sub_${session.id}` : null,
      },
    },
  };
}
