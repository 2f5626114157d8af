import { expect, test, type Page } from "@playwright/test";
import { createUser, insertToken, lastMailTo, linkIn, mailsTo, query, uniqueEmail } from "./support/factory";
import { throttleAccount } from "./support/throttle";

async function login(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("E-mailadres").first().fill(email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
}

function pathOf(link: string) {
  const url = new URL(link);
  return url.pathname + url.search;
}

test.describe("sign-up", () => {
  test("the five checks come in product order with their exact messages", async ({ page }) => {
    await page.goto("/auth?tab=signup");
    const submit = page.getByRole("button", { name: "Account aanmaken", exact: true });
    await expect(page.getByText("3 dagen gratis premium")).toBeVisible();

    await submit.click();
    await expect(page.getByText("Vul alle velden in om een account aan te maken.")).toBeVisible();

    await page.getByLabel("E-mailadres").fill(uniqueEmail("check"));
    await page.getByLabel("Wachtwoord", { exact: true }).fill("veldwerk-1");
    await page.getByLabel("Bevestig wachtwoord").fill("veldwerk-2");
    await submit.click();
    await expect(page.getByText("Wachtwoorden komen niet overeen")).toBeVisible();

    await page.getByLabel("Wachtwoord", { exact: true }).fill("abc");
    await page.getByLabel("Bevestig wachtwoord").fill("abc");
    await submit.click();
    await expect(page.getByText("Je wachtwoord moet minimaal 8 tekens bevatten.")).toBeVisible();

    // Passwords are never sent back by the server, so they are typed again before each try.
    const typePasswords = async () => {
      await page.getByLabel("Wachtwoord", { exact: true }).fill("veldwerk-1");
      await page.getByLabel("Bevestig wachtwoord").fill("veldwerk-1");
    };
    await typePasswords();
    await submit.click();
    await expect(page.getByText("Je moet akkoord gaan met de algemene voorwaarden.")).toBeVisible();

    await page.getByLabel(/algemene voorwaarden/).check();
    await typePasswords();
    await submit.click();
    await expect(page.getByText("Je moet akkoord gaan met het privacybeleid.")).toBeVisible();
    // The error is tied to its field.
    const privacy = page.getByLabel(/privacybeleid/);
    await expect(privacy).toHaveAttribute("aria-invalid", "true");
  });

  test("sign-up → mail → link → verified and logged in → dashboard with the trial", async ({ page }) => {
    const email = uniqueEmail("nieuw");
    await page.goto("/auth?tab=signup");
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByLabel("Wachtwoord", { exact: true }).fill("mijn-wachtwoord");
    await page.getByLabel("Bevestig wachtwoord").fill("mijn-wachtwoord");
    await page.getByLabel(/algemene voorwaarden/).check();
    await page.getByLabel(/privacybeleid/).check();
    await page.getByLabel(/tips en aanbiedingen/).check();
    await page.getByRole("button", { name: "Account aanmaken", exact: true }).click();

    await expect(page).toHaveURL("/signup-success");
    await expect(page.getByRole("heading", { name: "Account aangemaakt!" })).toBeVisible();

    const [row] = query<{
      id: string;
      marketing_consent: number;
      is_premium: number;
      premium_expires_at: number;
      email_verified_at: number | null;
    }>(
      "select u.id, u.marketing_consent, u.email_verified_at, p.is_premium, p.premium_expires_at from users u join profiles p on p.id = u.id where u.email = ?",
      email,
    );
    expect(row?.marketing_consent).toBe(1);
    expect(row?.is_premium).toBe(1);
    expect(row?.email_verified_at).toBeNull();
    const daysOut = ((row?.premium_expires_at ?? 0) - Date.now()) / 86_400_000;
    expect(daysOut).toBeGreaterThan(2.99);
    expect(daysOut).toBeLessThanOrEqual(3);

    // Logging in before the address is confirmed is refused with a way to get a new link.
    await login(page, email, "mijn-wachtwoord");
    await expect(page.getByText("Je e-mailadres is nog niet bevestigd.")).toBeVisible();

    const mail = await lastMailTo(email);
    expect(mail.subject).toContain("Bevestig je e-mailadres");
    expect(mail.text).toContain("meteen ingelogd");
    const link = linkIn(mail);
    await page.goto(pathOf(link));
    await expect(page).toHaveURL("/email-verification");
    await expect(page.getByRole("heading", { name: "E-mail bevestigd!" })).toBeVisible();
    await expect(page.getByText("Je bent ingelogd")).toBeVisible();

    // The link proved the address: the candidate is logged in, with a session of their own, like after a login.
    expect(query("select id from sessions where user_id = ?", row!.id)).toHaveLength(1);
    await page.getByRole("link", { name: "Ga naar dashboard" }).click();
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { name: "Welkom bij de Jacht Theorie Oefenapp!" })).toBeVisible();
    await expect(page.getByText("Premium proefperiode actief")).toBeVisible();
    await expect(page.getByText("Je hebt nog 3 dagen premium toegang.")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Mijn profiel" })).toBeVisible();

    // A logged-in user who opens /auth goes to the dashboard.
    await page.goto("/auth");
    await expect(page).toHaveURL("/dashboard");

    // The same link again is refused, and logs nobody in.
    await page.goto("/profile");
    await page.getByRole("button", { name: "Uitloggen" }).click();
    await expect(page).toHaveURL("/auth");
    await page.goto(pathOf(link));
    await expect(page.getByText("Verificatie mislukt")).toBeVisible();
    await expect(page.getByText(/probleem opgetreden bij het verifiëren van je e-mail/)).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/^.*\/auth\?next=%2Fdashboard$/);

    await login(page, email, "mijn-wachtwoord");
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByText("Ingelogd", { exact: true })).toBeVisible();
  });

  test("an address that already has an account gets the same answer, and its owner a mail", async ({ page }) => {
    const user = await createUser();
    await page.goto("/auth?tab=signup");
    await page.getByLabel("E-mailadres").fill(user.email);
    await page.getByLabel("Wachtwoord", { exact: true }).fill("iets-anders");
    await page.getByLabel("Bevestig wachtwoord").fill("iets-anders");
    await page.getByLabel(/algemene voorwaarden/).check();
    await page.getByLabel(/privacybeleid/).check();
    await page.getByRole("button", { name: "Account aanmaken", exact: true }).click();
    await expect(page).toHaveURL("/signup-success");
    const mail = await lastMailTo(user.email);
    expect(mail.subject).toContain("al een account");
    expect(query("select id from users where email = ?", user.email)).toHaveLength(1);
  });

  test("the verification link can be sent again from the login screen", async ({ page }) => {
    const user = await createUser({ verified: false });
    await page.goto("/auth");
    await page.getByText("Geen verificatiemail ontvangen?").click();
    const resend = page.locator("form#resend");
    await resend.getByLabel("E-mailadres").fill(user.email);
    await resend.getByRole("button", { name: "Verificatielink opnieuw sturen" }).click();
    await expect(page.getByText(/hebben we een nieuwe verificatielink gestuurd/)).toBeVisible();
    const mail = await lastMailTo(user.email);
    await page.goto(pathOf(linkIn(mail)));
    await expect(page).toHaveURL("/email-verification");
  });

  test("an expired verification token is refused", async ({ page }) => {
    const user = await createUser({ verified: false });
    insertToken(user.id, "email_confirmation", "verlopen-token-" + user.id, Date.now() - 1000);
    await page.goto(`/auth?token_hash=verlopen-token-${user.id}&type=email_confirmation`);
    await expect(page.getByText("Verificatie mislukt")).toBeVisible();
    expect(query<{ v: number | null }>("select email_verified_at as v from users where id = ?", user.id)[0]?.v).toBeNull();
  });
});

test.describe("login", () => {
  test("missing fields and a wrong password get their messages", async ({ page }) => {
    const user = await createUser();
    await page.goto("/auth");
    await page.getByRole("button", { name: "Inloggen", exact: true }).click();
    await expect(page.getByText("Vul zowel je e-mail als wachtwoord in.")).toBeVisible();

    await login(page, user.email, "fout-wachtwoord");
    await expect(page.getByText("Fout bij inloggen")).toBeVisible();
    await expect(page.getByText("Onjuist e-mailadres of wachtwoord.")).toBeVisible();

    // An unknown address answers exactly the same.
    await login(page, uniqueEmail("onbekend"), "fout-wachtwoord");
    await expect(page.getByText("Onjuist e-mailadres of wachtwoord.")).toBeVisible();
  });

  test("too many attempts on one account are throttled", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const user = await createUser();
    // Five wrong passwords cost nothing; then the account has to wait, even for the right one.
    for (let i = 0; i < 5; i++) {
      await login(page, user.email, `fout-${i}`);
      await expect(page.getByText("Onjuist e-mailadres of wachtwoord.")).toBeVisible();
    }
    // More wrong passwords, until the wait is long enough for the browser step below.
    await throttleAccount(baseURL!, user.email);
    await login(page, user.email, user.password);
    await expect(page.getByText(/Er is te vaak een verkeerd wachtwoord geprobeerd/)).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  test("next is followed for same-site paths only", async ({ page }) => {
    const user = await createUser();
    await page.goto("/profile");
    await expect(page).toHaveURL("/auth?next=%2Fprofile");
    await page.getByLabel("E-mailadres").first().fill(user.email);
    await page.getByLabel("Wachtwoord", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Inloggen", exact: true }).click();
    await expect(page).toHaveURL("/profile");

    const other = await createUser();
    await page.context().clearCookies();
    await page.goto("/auth?next=//evil.example/steal");
    await page.getByLabel("E-mailadres").first().fill(other.email);
    await page.getByLabel("Wachtwoord", { exact: true }).fill(other.password);
    await page.getByRole("button", { name: "Inloggen", exact: true }).click();
    await expect(page).toHaveURL("/dashboard");
  });

  test("each login gets a new session id", async ({ page }) => {
    const user = await createUser();
    await login(page, user.email, user.password);
    await expect(page).toHaveURL("/dashboard");
    const first = (await page.context().cookies()).find((c) => c.name === "__session")?.value;
    await page.goto("/profile");
    await page.getByRole("button", { name: "Uitloggen" }).click();
    // The logout must be done before the next login page is asked for, or that page still sees the session.
    await expect(page).toHaveURL("/auth");
    await login(page, user.email, user.password);
    await expect(page).toHaveURL("/dashboard");
    const third = (await page.context().cookies()).find((c) => c.name === "__session")?.value;
    expect(first).toBeTruthy();
    expect(third).toBeTruthy();
    expect(third).not.toBe(first);
  });
});

test.describe("logout", () => {
  test("logout ends the session for good", async ({ page, request }) => {
    const user = await createUser();
    await login(page, user.email, user.password);
    await expect(page).toHaveURL("/dashboard");
    const cookie = (await page.context().cookies()).find((c) => c.name === "__session")!;

    await page.goto("/profile");
    await page.getByRole("button", { name: "Uitloggen" }).click();
    await expect(page).toHaveURL("/auth");
    await expect(page.getByText("Uitgelogd", { exact: true })).toBeVisible();
    await expect(page.getByText("Je bent succesvol uitgelogd.")).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\?next=/);

    // The old cookie, replayed, no longer opens anything.
    const replay = await request.get("/dashboard", { headers: { Cookie: `__session=${cookie.value}` }, maxRedirects: 0 });
    expect(replay.status()).toBe(302);
    expect(replay.headers()["location"]).toContain("/auth");
  });
});

test.describe("password recovery", () => {
  test("request → mail → new password → log in with it; the link works once", async ({ page, browser }) => {
    const user = await createUser();
    // A second browser stays logged in; resetting the password must end that session.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await login(otherPage, user.email, user.password);
    await expect(otherPage).toHaveURL("/dashboard");

    await page.goto("/auth");
    await page.getByRole("link", { name: "Wachtwoord vergeten?" }).click();
    await expect(page).toHaveURL("/wachtwoord-vergeten");
    await expect(page.getByRole("heading", { name: "Wachtwoord vergeten", level: 1 })).toBeVisible();
    await page.getByLabel("E-mailadres").fill(user.email);
    await page.getByRole("button", { name: "Herstellink versturen" }).click();
    await expect(page.getByText(/Als er een account bij dit e-mailadres hoort/)).toBeVisible();

    const link = pathOf(linkIn(await lastMailTo(user.email)));
    await page.goto(link);
    await page.getByLabel("Nieuw wachtwoord", { exact: true }).fill("kort");
    await page.getByLabel("Herhaal nieuw wachtwoord").fill("kort");
    await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
    await expect(page.getByText("Je wachtwoord moet minimaal 8 tekens bevatten.")).toBeVisible();

    await page.getByLabel("Nieuw wachtwoord", { exact: true }).fill("nieuw-wachtwoord");
    await page.getByLabel("Herhaal nieuw wachtwoord").fill("nieuw-wachtwoord");
    await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
    await expect(page).toHaveURL("/auth?type=recovery");
    await expect(page.getByText("Je kunt nu inloggen met je nieuwe wachtwoord.")).toBeVisible();

    await otherPage.goto("/dashboard");
    await expect(otherPage).toHaveURL(/\/auth/);
    await other.close();

    await login(page, user.email, user.password);
    await expect(page.getByText("Onjuist e-mailadres of wachtwoord.")).toBeVisible();
    await login(page, user.email, "nieuw-wachtwoord");
    await expect(page).toHaveURL("/dashboard");

    await page.goto(link);
    await expect(page.getByText("Deze herstellink is ongeldig, al gebruikt of verlopen.")).toBeVisible();
  });

  test("an unknown address gets the same answer and no mail", async ({ page }) => {
    const email = uniqueEmail("niemand");
    await page.goto("/wachtwoord-vergeten");
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByRole("button", { name: "Herstellink versturen" }).click();
    await expect(page.getByText(/Als er een account bij dit e-mailadres hoort/)).toBeVisible();
    expect(mailsTo(email)).toHaveLength(0);
  });

  test("a recovery link cannot verify an e-mail, nor an expired one reset a password", async ({ page }) => {
    const user = await createUser({ verified: false });
    insertToken(user.id, "recovery", "herstel-" + user.id, Date.now() + 60_000);
    await page.goto(`/auth?token_hash=herstel-${user.id}&type=email_confirmation`);
    await expect(page.getByText("Verificatie mislukt")).toBeVisible();

    insertToken(user.id, "recovery", "oud-" + user.id, Date.now() - 1);
    await page.goto(`/wachtwoord-herstellen?token=oud-${user.id}`);
    await expect(page.getByText("Deze herstellink is ongeldig, al gebruikt of verlopen.")).toBeVisible();
  });
});

test.describe("promo code on the login screen", () => {
  test("Activeer needs a code and credentials, then redeems it", async ({ page }) => {
    const user = await createUser();
    await page.goto("/auth");
    await page.getByRole("button", { name: "Activeer" }).click();
    await expect(page.getByText("Vul een geldige promotiecode in.").first()).toBeVisible();

    await page.getByLabel("Promotiecode", { exact: true }).fill("toine5");
    await page.getByRole("button", { name: "Activeer" }).click();
    await expect(page.getByText("Je moet ingelogd zijn om een promocode te gebruiken.")).toBeVisible();

    await page.getByLabel("E-mailadres").first().fill(user.email);
    await page.getByLabel("Wachtwoord", { exact: true }).fill(user.password);
    await page.getByLabel("Promotiecode", { exact: true }).fill("toine5");
    await page.getByRole("button", { name: "Activeer" }).click();
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByText("Premium geactiveerd!")).toBeVisible();
    await expect(page.getByText("Je hebt 5 dagen gratis premium toegang geactiveerd.")).toBeVisible();
    await expect(page.getByText("Je hebt nog 5 dagen premium toegang.")).toBeVisible();
  });

  test("a code that does not exist is refused and grants nothing", async ({ page }) => {
    const user = await createUser();
    await page.goto("/auth");
    await page.getByLabel("E-mailadres").first().fill(user.email);
    await page.getByLabel("Wachtwoord", { exact: true }).fill(user.password);
    await page.getByLabel("Promotiecode", { exact: true }).fill("bestaat-niet");
    await page.getByRole("button", { name: "Activeer" }).click();
    await expect(page.getByText("Fout bij activeren")).toBeVisible();
    await expect(page.getByText("Ongeldige promotiecode")).toBeVisible();
    await expect(page.getByText("Premium proefperiode actief")).toHaveCount(0);
  });
});
