import { expect, test } from "@playwright/test";
import { createUser, insertPromoCode, premiumExpiry, query, uniqueEmail } from "./support/factory";
import { checkoutCompleted, DAY, deliver, fakeSessions } from "./support/stripe";
import { loginAs } from "./support/practice";

async function fillCheckout(page: import("@playwright/test").Page, email?: string) {
  await page.getByLabel("Voornaam").fill("Jan");
  await page.getByLabel("Achternaam").fill("Jager");
  if (email) await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel(/algemene voorwaarden/).check();
  await page.getByLabel(/privacybeleid/).check();
}

test.beforeEach(async ({ page }) => {
  // Stripe's hosted checkout is not reachable from here; the browser stops at a stand-in page.
  await page.route("https://checkout.stripe.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<h1>Stripe Checkout</h1>" }),
  );
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
    await expect(page.getByRole("heading", { name: "Premium lidmaatschap", level: 1 })).toBeVisible();
    await page.goto("/promo");
    await expect(page.getByRole("heading", { name: "Verbeter je slagingskans", level: 1 })).toBeVisible();
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

    const bad = await request.post("/webhooks/stripe", {
      headers: { "stripe-signature": "t=1,v1=ongeldig" },
      data: JSON.stringify(checkoutCompleted(session)),
    });
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
    await expect(page.locator("dd").getByText("Premium", { exact: true })).toBeVisible();
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
    const [row] = query<{ id: string; e: number }>(
      "select u.id, p.premium_expires_at as e from users u join profiles p on p.id = u.id where u.email = ?",
      email,
    );
    // 3 trial days + 3 paid days.
    expect(Math.round((row!.e - Date.now()) / DAY)).toBe(6);
    expect(query<{ user_id: string }>("select user_id from payments where stripe_checkout_session_id = ?", session.id)[0]?.user_id).toBe(
      row!.id,
    );
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
});
