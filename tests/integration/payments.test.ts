import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, plans, profiles, stripeEvents, subscriptions } from "~/db/schema";
import { DAY_MS } from "~/lib/dates";
import { createAccount } from "~/models/accounts.server";
import { applyStripeEvent } from "~/models/payments.server";
import { freshDatabase } from "../support/database";

const env = freshDatabase();
afterAll(() => env.cleanup());

const now = new Date("2026-06-01T10:00:00Z");
const at = (iso: string) => new Date(iso);
let n = 0;
const unique = (prefix: string) => `${prefix}_${++n}`;

beforeAll(() => {
  env.db
    .insert(plans)
    .values([
      { type: "maand", name: "Maand", description: "30 dagen", priceCents: 1495, billing: "one_off", durationDays: 30 },
      { type: "abonnement", name: "Abonnement", description: "6 maanden", priceCents: 3995, billing: "subscription", durationDays: 183 },
    ])
    .run();
});

function newUser(email = `${unique("koper")}@voorbeeld.nl`) {
  const { userId } = createAccount({ email, passwordHash: "x", marketingConsent: false }, now)!;
  // No trial in the way: these tests look at what a payment grants.
  env.db.update(profiles).set({ isPremium: false, premiumExpiresAt: null }).where(eq(profiles.id, userId)).run();
  return { userId, email };
}

/** A plain event as Stripe sends it, with only the fields the app reads. */
function event(type: string, object: Record<string, unknown>, id = unique("evt")): Stripe.Event {
  return { id, type, object: "event", data: { object } } as unknown as Stripe.Event;
}

function checkout(fields: {
  session?: string;
  plan?: string;
  email?: string;
  userId?: string;
  paid?: boolean;
  mode?: "payment" | "subscription";
  subscription?: string;
}) {
  return {
    id: fields.session ?? unique("cs"),
    object: "checkout.session",
    mode: fields.mode ?? "payment",
    payment_status: fields.paid === false ? "unpaid" : "paid",
    amount_total: 1495,
    customer_details: { email: fields.email ?? null },
    customer_email: fields.email ?? null,
    metadata: { plan_type: fields.plan ?? "maand", user_id: fields.userId ?? "" },
    client_reference_id: fields.userId ?? null,
    payment_intent: "pi_1",
    customer: "cus_1",
    subscription: fields.subscription ?? null,
  };
}

const profileOf = (userId: string) => env.db.select().from(profiles).where(eq(profiles.id, userId)).get()!;
const paymentOf = (session: string) => env.db.select().from(payments).where(eq(payments.stripeCheckoutSessionId, session)).get();
const subscriptionOf = (id: string) => env.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, id)).get();

describe("applyStripeEvent", () => {
  it("grants a one-off plan to the user named in the metadata, once, and ignores a replayed event", () => {
    const { userId, email } = newUser();
    const session = unique("cs");
    const paid = event("checkout.session.completed", checkout({ session, userId, email }));
    expect(applyStripeEvent(paid, now)).toBe("granted");
    expect(profileOf(userId)).toMatchObject({ isPremium: true, premiumExpiresAt: new Date(now.getTime() + 30 * DAY_MS) });
    expect(paymentOf(session)).toMatchObject({ status: "paid", userId, premiumGrantedAt: now, stripePaymentIntentId: "pi_1" });

    expect(applyStripeEvent(paid, now)).toBe("duplicate");
    const again = event("checkout.session.async_payment_succeeded", checkout({ session, userId, email }));
    expect(applyStripeEvent(again, now)).toBe("already-granted");
    expect(profileOf(userId).premiumExpiresAt).toEqual(new Date(now.getTime() + 30 * DAY_MS));
    expect(env.db.select().from(stripeEvents).where(eq(stripeEvents.id, paid.id)).all()).toHaveLength(1);
  });

  it("finds the user by e-mail alone, and extends from a later current expiry", () => {
    const { userId, email } = newUser();
    env.db
      .update(profiles)
      .set({ isPremium: true, premiumExpiresAt: at("2026-06-11T10:00:00Z") })
      .where(eq(profiles.id, userId))
      .run();
    expect(applyStripeEvent(event("checkout.session.completed", checkout({ email: email.toUpperCase() })), now)).toBe("granted");
    expect(profileOf(userId).premiumExpiresAt).toEqual(at("2026-07-11T10:00:00Z"));
  });

  it("keeps a purchase without an account until someone signs up with that address", () => {
    const email = `${unique("later")}@voorbeeld.nl`;
    const session = unique("cs");
    expect(applyStripeEvent(event("checkout.session.completed", checkout({ session, email })), now)).toBe("awaiting-account");
    expect(paymentOf(session)).toMatchObject({ status: "paid", userId: null, premiumGrantedAt: null });

    const { userId } = createAccount({ email, passwordHash: "x", marketingConsent: false }, now)!;
    // The 3-day trial and the 30 paid days, both counted by the one grant.
    expect(profileOf(userId).premiumExpiresAt).toEqual(new Date(now.getTime() + 33 * DAY_MS));
    expect(paymentOf(session)).toMatchObject({ userId, premiumGrantedAt: now });
  });

  it("grants nothing for a plan it does not know", () => {
    const { userId, email } = newUser();
    expect(applyStripeEvent(event("checkout.session.completed", checkout({ userId, email, plan: "onbekend" })), now)).toBe("unknown-plan");
    expect(profileOf(userId).isPremium).toBe(false);
  });

  it("waits for an unpaid checkout, and grants when the delayed payment succeeds", () => {
    const { userId, email } = newUser();
    const session = unique("cs");
    expect(applyStripeEvent(event("checkout.session.completed", checkout({ session, userId, email, paid: false })), now)).toBe("not-paid");
    expect(paymentOf(session)?.status).toBe("pending");
    expect(profileOf(userId).isPremium).toBe(false);
    expect(applyStripeEvent(event("checkout.session.async_payment_succeeded", checkout({ session, userId, email })), now)).toBe("granted");
    expect(profileOf(userId).isPremium).toBe(true);
  });

  it("closes a pending checkout that expired or failed, and leaves a paid one alone", () => {
    const { userId, email } = newUser();
    const expired = unique("cs");
    const failed = unique("cs");
    const paid = unique("cs");
    for (const session of [expired, failed])
      applyStripeEvent(event("checkout.session.completed", checkout({ session, userId, email, paid: false })), now);
    applyStripeEvent(event("checkout.session.completed", checkout({ session: paid, userId, email })), now);

    expect(applyStripeEvent(event("checkout.session.expired", { id: expired }), now)).toBe("closed");
    expect(applyStripeEvent(event("checkout.session.async_payment_failed", { id: failed }), now)).toBe("closed");
    expect(applyStripeEvent(event("checkout.session.expired", { id: paid }), now)).toBe("closed");
    expect([paymentOf(expired)?.status, paymentOf(failed)?.status, paymentOf(paid)?.status]).toEqual(["expired", "failed", "paid"]);
  });

  it("a subscription gives access to the end of each paid period, and an older invoice never shortens it", () => {
    const { userId, email } = newUser();
    const subscription = unique("sub");
    const started = checkout({ userId, email, plan: "abonnement", mode: "subscription", subscription });
    expect(applyStripeEvent(event("checkout.session.completed", started), now)).toBe("subscription");
    expect(subscriptionOf(subscription)).toMatchObject({ userId, status: "active", planType: "abonnement" });

    const invoice = (periodEnd: string) => ({
      id: unique("in"),
      customer: "cus_1",
      customer_email: email,
      parent: { subscription_details: { subscription, metadata: { user_id: userId, plan_type: "abonnement" } } },
      lines: { data: [{ period: { end: at(periodEnd).getTime() / 1000 } }] },
    });
    expect(applyStripeEvent(event("invoice.paid", invoice("2026-12-01T10:00:00Z")), now)).toBe("extended");
    expect(profileOf(userId)).toMatchObject({ isPremium: true, premiumExpiresAt: at("2026-12-01T10:00:00Z") });
    expect(applyStripeEvent(event("invoice.paid", invoice("2026-09-01T10:00:00Z")), now)).toBe("extended");
    expect(profileOf(userId).premiumExpiresAt).toEqual(at("2026-12-01T10:00:00Z"));
    expect(subscriptionOf(subscription)?.currentPeriodEnd).toEqual(at("2026-12-01T10:00:00Z"));
  });

  it("a cancelled subscription stops renewing but keeps the access already paid for", () => {
    const { userId, email } = newUser();
    const subscription = unique("sub");
    applyStripeEvent(
      event("checkout.session.completed", checkout({ userId, email, plan: "abonnement", mode: "subscription", subscription })),
      now,
    );
    applyStripeEvent(
      event("invoice.paid", {
        id: unique("in"),
        customer_email: email,
        parent: { subscription_details: { subscription, metadata: {} } },
        lines: { data: [{ period: { end: at("2026-12-01T10:00:00Z").getTime() / 1000 } }] },
      }),
      now,
    );
    expect(applyStripeEvent(event("customer.subscription.deleted", { id: subscription, metadata: {}, customer: "cus_1" }), now)).toBe(
      "canceled",
    );
    expect(subscriptionOf(subscription)).toMatchObject({ status: "canceled", autoRenew: false, endedAt: now });
    expect(profileOf(userId)).toMatchObject({ isPremium: true, premiumExpiresAt: at("2026-12-01T10:00:00Z") });
  });

  it("ignores event types it does not handle", () => {
    expect(applyStripeEvent(event("customer.created", { id: "cus_2" }), now)).toBe("ignored");
  });
});
