import { expect, test, type APIRequestContext } from "@playwright/test";
import Stripe from "stripe";
import { FAKE_STRIPE_PORT, WEBHOOK_SECRET } from "../../playwright.config";
import { createUser, insertPromoCode, premiumExpiry, query, sessionCookieFor, uniqueEmail } from "./support/factory";
import { loginAs } from "./support/practice";

const stripe = new Stripe("sk_test_e2e");
const DAY = 86_400_000;

type FakeSession = { id: string; mode: string; customer_email: string; client_reference_id: string | null; metadata: Record<string, string>; amount_total: number; success_url: string; params: Record<string, string> };

async function fakeSessions(request: APIRequestContext): Promise<FakeSession[]> {
  return (await request.get(`http://127.0.0.1:${FAKE_STRIPE_PORT}/__sessions`)).json();
}

function signed(event: object) {
  const payload = JSON.stringify(event);
  return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}

async function deliver(request: APIRequestContext, event: object) {
  const { payload, signature } = signed(event);
  return request.post("/webhooks/stripe", { headers: { "stripe-signature": signature, "content-type": "application/json" }, data: payload });
}

function checkoutCompleted(session: FakeSession, eventId = `evt_${session.id}`) {
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

async function fillCheckout(page: import("@playwright/test").Page, email?: string) {
  await page.getByLabel("Voornaam").fill("Jan");
  await page.getByLabel("Achternaam").fill("Jager");
  if (email) await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel(/algemene voorwaarden/).check();
  await page.getByLabel(/privacybeleid/).check();
}

test.beforeEach(async ({ page }) => {
  // Stripe's hosted checkout is not reachable from here; the browser stops at a stand-in page.
  await page.route("https://checkout.stripe.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<h1>Stripe Checkout</h1>" }));
});

test.describe("plans", () => {
  test("one catalogue on /plans, /promo and the landing page, prices in euros", async ({ page }) => {
    for (const path of ["/plans", "/promo", "/"]) {
      await page.goto(path);
      const plans = path === "/" ? page.locator("#premium") : page.locator("main");
      await expect(plans.getByText("€ 22,50")).toBeVisible();
      await expect(plans.getByText("€ 47,50")).toBeVisible();
      await expect(plans.getByText("€ 120,00")).toBeVisible();
      await expect(plans.getByRole("link", { name: "Kies Stoomcursus" })).toHaveAttribute("href", "/payment?plan=stoomcursus");
    }
    await page.goto("/plans");
    await expect(page.getByRole("heading", { name: "Premium Lidmaatschap", level: 1 })).toBeVisible();
    await page.goto("/promo");
    await expect(page.getByRole("heading", { name: "Verbeter je Slagingskans", level: 1 })).toBeVisible();
    for (const card of ["Onbeperkt oefenen", "Persoonlijke leerroute", "Voortgangsanalyse", "Premium dashboard"]) {
      await expect(page.getByRole("heading", { name: card })).toBeVisible();
    }
  });

  test("/payment without a known plan says so", async ({ page }) => {
    for (const path of ["/payment", "/payment?plan=bestaat-niet"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Geen plan geselecteerd" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Terug" })).toBeVisible();
    }
  });
});

test.describe("checkout", () => {
  test("validation messages of every field", async ({ page }) => {
    await page.goto("/payment?plan=stoomcursus");
    await expect(page.getByRole("heading", { name: "Afrekenen" })).toBeVisible();
    await page.getByLabel("E-mailadres").fill("geen-adres");
    await page.getByRole("button", { name: /Betalen/ }).click();
    await expect(page.getByText("Voornaam moet minimaal 2 tekens bevatten.")).toBeVisible();
    await expect(page.getByText("Achternaam moet minimaal 2 tekens bevatten.")).toBeVisible();
    await expect(page.getByText("Ongeldig e-mailadres.")).toBeVisible();
    await expect(page.getByText("Je moet akkoord gaan met de algemene voorwaarden.")).toBeVisible();
    await expect(page.getByText("Je moet akkoord gaan met het privacybeleid.")).toBeVisible();
    const form = page.locator("form#checkout");
    await expect(form.getByRole("link", { name: "algemene voorwaarden" })).toHaveAttribute("href", "/terms");
    await expect(form.getByRole("link", { name: "privacybeleid" })).toHaveAttribute("href", "/privacy");
    await expect(page.getByRole("link", { name: "Terug naar prijzen" })).toBeVisible();
  });

  test("a logged-in user pays; the webhook grants the plan's days once; the success page waits for it", async ({ page, request }) => {
    const user = await createUser();
    await loginAs(page, user.email, user.password);
    await page.goto("/payment?plan=stoomcursus");
    await fillCheckout(page);
    await page.getByRole("button", { name: /Betalen/ }).click();
    await expect(page.getByRole("heading", { name: "Stripe Checkout" })).toBeVisible();

    const session = (await fakeSessions(request)).find((s) => s.client_reference_id === user.id)!;
    expect(session.mode).toBe("payment");
    expect(session.amount_total).toBe(4750);
    expect(session.customer_email).toBe(user.email);
    expect(session.metadata).toMatchObject({ plan_type: "stoomcursus", user_id: user.id });

    // Back from Stripe before the webhook: pending, and no premium.
    await page.goto(`/payment/success?session_id=${session.id}`);
    await expect(page.getByRole("heading", { name: "Betaling wordt verwerkt" })).toBeVisible();
    expect(premiumExpiry(user.id)).toBeNull();

    const bad = await request.post("/webhooks/stripe", { headers: { "stripe-signature": "t=1,v1=ongeldig" }, data: JSON.stringify(checkoutCompleted(session)) });
    expect(bad.status()).toBe(400);
    expect(premiumExpiry(user.id)).toBeNull();

    const first = await deliver(request, checkoutCompleted(session));
    expect(first.status()).toBe(200);
    const expiry = premiumExpiry(user.id)!;
    expect(Math.round((expiry - Date.now()) / DAY)).toBe(70);

    const replay = await deliver(request, checkoutCompleted(session));
    expect(replay.status()).toBe(200);
    expect(premiumExpiry(user.id)).toBe(expiry);

    await page.goto(`/payment/success?session_id=${session.id}`);
    await expect(page.getByRole("heading", { name: "Betaling geslaagd!" })).toBeVisible();
    await page.goto("/profile");
    await expect(page.getByText("Premium", { exact: true })).toBeVisible();
  });

  test("the auto-renewing plan is a subscription of six months", async ({ page, request }) => {
    const email = uniqueEmail("abonnee");
    await page.goto("/payment?plan=fixed_6months");
    await fillCheckout(page, email);
    await page.getByRole("button", { name: /Betalen/ }).click();
    await expect(page.getByRole("heading", { name: "Stripe Checkout" })).toBeVisible();
    const session = (await fakeSessions(request)).find((s) => s.customer_email === email)!;
    expect(session.mode).toBe("subscription");
    expect(session.params["line_items[0][price_data][recurring][interval]"]).toBe("month");
    expect(session.params["line_items[0][price_data][recurring][interval_count]"]).toBe("6");
    expect(session.success_url).toContain("/auth?session_id={CHECKOUT_SESSION_ID}&registration=true");
  });

  test("an anonymous buyer is thanked, signs up with the same address and gets the purchase", async ({ page, request }) => {
    const email = uniqueEmail("koper");
    await page.goto("/payment?plan=intensive_3days");
    await fillCheckout(page, email);
    await page.getByRole("button", { name: /Betalen/ }).click();
    await expect(page.getByRole("heading", { name: "Stripe Checkout" })).toBeVisible();
    const session = (await fakeSessions(request)).find((s) => s.customer_email === email)!;
    expect((await deliver(request, checkoutCompleted(session))).status()).toBe(200);

    await page.goto(`/auth?session_id=${session.id}&registration=true`);
    await expect(page.getByText("Bedankt voor je aankoop!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Account aanmaken" })).toHaveAttribute("aria-current", "page");
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByLabel("Wachtwoord", { exact: true }).fill("koper-wachtwoord");
    await page.getByLabel("Bevestig wachtwoord").fill("koper-wachtwoord");
    await page.getByLabel(/algemene voorwaarden/).check();
    await page.getByLabel(/privacybeleid/).check();
    await page.getByRole("button", { name: "Account aanmaken", exact: true }).click();
    await expect(page).toHaveURL("/signup-success");
    const [row] = query<{ id: string; e: number }>("select u.id, p.premium_expires_at as e from users u join profiles p on p.id = u.id where u.email = ?", email);
    // 3 trial days + 3 paid days.
    expect(Math.round((row!.e - Date.now()) / DAY)).toBe(6);
    expect(query<{ user_id: string }>("select user_id from payments where stripe_checkout_session_id = ?", session.id)[0]?.user_id).toBe(row!.id);
  });

  test("five deliveries of one event at once fulfil it once", async ({ request }) => {
    const user = await createUser();
    const session: FakeSession = { id: `cs_test_parallel_${user.id}`, mode: "payment", customer_email: user.email, client_reference_id: user.id, metadata: { plan_type: "intensive_3days", user_id: user.id }, amount_total: 2250, success_url: "", params: {} };
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(request, checkoutCompleted(session, `evt_parallel_${user.id}`))));
    expect(responses.map((r) => r.status())).toEqual([200, 200, 200, 200, 200]);
    expect(Math.round((premiumExpiry(user.id)! - Date.now()) / DAY)).toBe(3);
    expect(query("select id from stripe_events where id = ?", `evt_parallel_${user.id}`)).toHaveLength(1);
  });

  test("a subscription cancelled before a late invoice.paid keeps the paid period and stops renewing", async ({ request }) => {
    const user = await createUser();
    const sub = `sub_late_${user.id}`;
    const periodEnd = Math.floor((Date.now() + 183 * DAY) / 1000);
    const deleted = { id: `evt_del_${user.id}`, object: "event", type: "customer.subscription.deleted", data: { object: { id: sub, object: "subscription", customer: "cus_x", metadata: { user_id: user.id, plan_type: "fixed_6months" } } } };
    const paid = {
      id: `evt_inv_${user.id}`,
      object: "event",
      type: "invoice.paid",
      data: { object: { id: `in_${user.id}`, object: "invoice", customer: "cus_x", customer_email: user.email, parent: { subscription_details: { subscription: sub, metadata: { user_id: user.id, plan_type: "fixed_6months" } } }, lines: { data: [{ period: { start: Math.floor(Date.now() / 1000), end: periodEnd } }] } } },
    };
    expect((await deliver(request, deleted)).status()).toBe(200);
    expect((await deliver(request, paid)).status()).toBe(200);
    expect(premiumExpiry(user.id)).toBe(periodEnd * 1000);
    const [row] = query<{ status: string; auto_renew: number }>("select status, auto_renew from subscriptions where stripe_subscription_id = ?", sub);
    expect(row).toEqual({ status: "canceled", auto_renew: 0 });
  });
});

test.describe("promo codes on the profile", () => {
  test("each rule's message, success with the dialog, and a second use refused", async ({ page }) => {
    const tag = `${test.info().project.name}-${Date.now()}`;
    insertPromoCode(`uit-${tag}`, { isActive: false });
    insertPromoCode(`oud-${tag}`, { expiresAt: Date.now() - DAY });
    insertPromoCode(`vol-${tag}`, { maxUses: 1, timesUsed: 1 });
    insertPromoCode(`goed-${tag}`, { durationDays: 7 });
    const user = await createUser();
    await loginAs(page, user.email, user.password);
    await page.goto("/profile");
    const code = page.getByRole("textbox", { name: "Promotiecode" });
    const redeem = page.getByRole("button", { name: "Inwisselen" });

    await redeem.click();
    await expect(page.getByText("Voer een promotiecode in")).toBeVisible();
    const cases: [string, string][] = [
      ["bestaat-niet", "Ongeldige promotiecode"],
      [`uit-${tag}`, "Ongeldige promotiecode"],
      [`oud-${tag}`, "Deze promotiecode is verlopen"],
      [`vol-${tag}`, "Deze promotiecode is niet meer beschikbaar"],
    ];
    for (const [value, message] of cases) {
      await code.fill(value);
      await redeem.click();
      await expect(page.getByRole("alert").getByText(message, { exact: true })).toBeVisible();
    }
    await code.fill(`  goed-${tag} `);
    await redeem.click();
    await expect(page.getByText("Promotiecode succesvol inwisselen")).toBeVisible();
    await expect(page.getByText("Je hebt 7 premium dagen ontvangen!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Code succesvol toegepast!" })).toBeVisible();
    await page.getByRole("link", { name: "Sluiten" }).click();
    await expect(page.getByRole("heading", { name: "Code succesvol toegepast!" })).toHaveCount(0);
    expect(Math.round((premiumExpiry(user.id)! - Date.now()) / DAY)).toBe(7);

    await code.fill(`goed-${tag}`);
    await page.getByRole("button", { name: "Inwisselen" }).click();
    await expect(page.getByRole("alert").getByText("Je hebt deze promotiecode al gebruikt", { exact: true })).toBeVisible();
  });

  test("50 redemptions at once of a code with 10 uses: exactly 10 succeed", async ({ request, baseURL }) => {
    const code = `race-${test.info().project.name}-${Date.now()}`;
    insertPromoCode(code, { maxUses: 10 });
    const users = await Promise.all(Array.from({ length: 50 }, () => createUser()));
    const cookies = await Promise.all(users.map((u) => sessionCookieFor(u.id)));
    const responses = await Promise.all(
      cookies.map((cookie) =>
        request.post("/profile", {
          headers: { cookie, origin: baseURL!, "content-type": "application/x-www-form-urlencoded" },
          data: `intent=redeem-promo&code=${code}`,
          maxRedirects: 0,
        }),
      ),
    );
    expect(responses.filter((r) => r.status() === 302)).toHaveLength(10);
    expect(responses.filter((r) => r.status() === 400)).toHaveLength(40);
    expect(query<{ n: number }>("select times_used as n from promo_codes where code = ?", code)[0]?.n).toBe(10);
    expect(query<{ n: number }>("select count(*) as n from promo_code_redemptions r join promo_codes p on p.id = r.promo_code_id where p.code = ?", code)[0]?.n).toBe(10);
  });
});
