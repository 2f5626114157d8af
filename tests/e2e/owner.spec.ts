import { expect, test, type Page } from "@playwright/test";
import { createUser, DEFAULT_PASSWORD, query, sessionCookieFor } from "./support/factory";
import { loginAs } from "./support/practice";

// ADMIN_EMAILS of the browser tests' server names one owner per project (playwright.config.ts).
const ownerEmail = () => `eigenaar-${test.info().project.name}@voorbeeld.nl`;

/** Logs the project's owner in through the login form: the role is given at login. */
async function logInAsOwner(page: Page) {
  const email = ownerEmail();
  if (query("select id from users where email = ?", email).length === 0) await createUser({ email });
  await loginAs(page, email, DEFAULT_PASSWORD);
}

const form = "application/x-www-form-urlencoded";

test.describe("owner's area", () => {
  test("answers 404 to visitors and to accounts that are not owners, also for a write, and says noindex to owners", async ({
    page,
    request,
    baseURL,
  }) => {
    for (const path of ["/beheer", "/beheer/gebruikers", "/beheer/logboek"]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await page.waitForLoadState("networkidle");
      // The ordinary not-found page, also once JavaScript has taken over: nothing says the area exists.
      await expect(page.getByRole("heading", { name: "Oeps! Deze pagina bestaat niet.", level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/^Pagina niet gevonden/);
      await expect(page.getByRole("navigation", { name: "Kruimelpad" })).not.toContainText("Beheer");
    }

    const user = await createUser({ premiumDays: 1 });
    const cookie = await sessionCookieFor(user.id);
    const res = await request.get("/beheer", { headers: { cookie } });
    expect(res.status()).toBe(404);
    const write = await request.post("/beheer/gebruikers", {
      headers: { cookie, origin: baseURL!, "content-type": form },
      data: `intent=grant&userId=${user.id}&days=365&reason=zelf`,
      maxRedirects: 0,
    });
    expect(write.status()).toBe(404);
    expect(query("select id from audit_log where target = ?", `user:${user.id}`)).toEqual([]);

    await logInAsOwner(page);
    const owner = await page.goto("/beheer");
    expect(owner?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { name: "Beheer", level: 1 })).toBeVisible();
  });

  test("feedback queue: accept a question's feedback with a note, withdraw the question and put it back", async ({ page }) => {
    // A question of its own per project: accepting handles every open message of a question.
    const [question] = query<{ id: string; question_text: string }>(
      "select id, question_text from questions where category_id = 'ecologie' and retired_at is null order by id limit 1 offset ?",
      test.info().project.name === "js-on" ? 3 : 4,
    );
    const marker = `Klopt dit wel? ${test.info().project.name} ${Date.now()}`;
    query(
      "insert into question_feedback (question_id, feedback_text, created_at) values (?, ?, ?) returning id",
      question!.id,
      marker,
      Date.now(),
    );
    await logInAsOwner(page);
    await page.goto("/beheer");
    await expect(page.getByRole("link", { name: /^\d+ open feedbackbericht(en)?$/ })).toBeVisible();
    await page.getByRole("navigation", { name: "Beheeronderdelen" }).getByRole("link", { name: "Feedback" }).click();
    const item = page.locator("section.feedback-item").filter({ hasText: marker });
    await expect(item.getByText(question!.question_text)).toBeVisible();

    await item.getByRole("button", { name: "Vraag intrekken" }).click();
    await expect(page.getByText(`Vraag ${question!.id} ingetrokken`)).toBeVisible();
    expect(query<{ w: number | null }>("select withdrawn_at as w from questions where id = ?", question!.id)[0]!.w).not.toBeNull();
    await page.locator("section.feedback-item").filter({ hasText: marker }).getByRole("button", { name: "Vraag terugzetten" }).click();
    await expect(page.getByText(`Vraag ${question!.id} teruggezet`)).toBeVisible();
    expect(query<{ w: number | null }>("select withdrawn_at as w from questions where id = ?", question!.id)).toEqual([{ w: null }]);

    const again = page.locator("section.feedback-item").filter({ hasText: marker });
    await again.getByLabel("Notitie (optioneel)").fill("Bron bijgewerkt");
    await again.getByRole("button", { name: "Accepteren" }).click();
    await expect(page.getByText(/^\d+ feedbackbericht(en)? geaccepteerd$/)).toBeVisible();
    expect(query("select status, owner_note from question_feedback where feedback_text = ?", marker)).toEqual([
      { status: "accepted", owner_note: "Bron bijgewerkt" },
    ]);
    await page.getByRole("link", { name: "Geaccepteerd" }).click();
    await expect(page.locator("section.feedback-item").filter({ hasText: marker })).toBeVisible();
    const audit = query<{ action: string; actor_email: string }>(
      "select action, actor_email from audit_log where target = ? order by id",
      `question:${question!.id}`,
    );
    expect(audit.slice(-3)).toEqual([
      { action: "question.withdraw", actor_email: ownerEmail() },
      { action: "question.restore", actor_email: ownerEmail() },
      { action: "feedback.accepted", actor_email: ownerEmail() },
    ]);
  });

  test("users: find an account and grant premium days with a reason; a missing reason gets its message", async ({ page }) => {
    const customer = await createUser();
    await logInAsOwner(page);
    await page.goto("/beheer/gebruikers");
    await page.getByLabel("Zoek op e-mailadres").fill(customer.email);
    await page.getByRole("button", { name: "Zoeken" }).click();
    await page.getByRole("link", { name: customer.email }).click();
    await expect(page.getByRole("heading", { name: customer.email })).toBeVisible();
    await expect(page.getByText("Geen premium")).toBeVisible();

    await page.getByLabel("Aantal dagen").fill("30");
    await page.getByLabel("Reden").fill("x");
    await page.getByRole("button", { name: "Premium geven" }).click();
    await expect(page.getByText("Geef een reden (hoogstens 500 tekens).")).toBeVisible();
    expect(query("select premium_expires_at from profiles where id = ?", customer.id)).toEqual([{ premium_expires_at: null }]);

    await page.getByLabel("Aantal dagen").fill("30");
    await page.getByLabel("Reden").fill("Betaling kwam niet door");
    await page.getByRole("button", { name: "Premium geven" }).click();
    await expect(page.getByText("30 dagen premium gegeven")).toBeVisible();
    await expect(page.getByText("Geen premium")).toHaveCount(0);
    const [profile] = query<{ premium_expires_at: number }>("select premium_expires_at from profiles where id = ?", customer.id);
    expect(profile!.premium_expires_at).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const [row] = query<{ action: string; after: string }>(
      "select action, after from audit_log where target = ? order by id desc limit 1",
      `user:${customer.id}`,
    );
    expect(row!.action).toBe("premium.grant");
    expect(JSON.parse(row!.after)).toMatchObject({ days: 30, reason: "Betaling kwam niet door" });
  });

  test("the log names the account by its e-mail address and says what changed in Dutch words and Dutch time", async ({ page }) => {
    const customer = await createUser();
    await logInAsOwner(page);
    await page.goto(`/beheer/gebruikers?id=${customer.id}`);
    await page.getByLabel("Aantal dagen").fill("12");
    await page.getByLabel("Reden").fill("Cursus in het najaar");
    await page.getByRole("button", { name: "Premium geven" }).click();
    await expect(page.getByText("12 dagen premium gegeven")).toBeVisible();
    const [profile] = query<{ premium_expires_at: number }>("select premium_expires_at from profiles where id = ?", customer.id);
    const until = new Intl.DateTimeFormat("nl-NL", {
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "Europe/Amsterdam",
    })
      .formatToParts(new Date(profile!.premium_expires_at))
      .reduce((parts, p) => ({ ...parts, [p.type]: p.value }), {} as Record<string, string>);

    await page.getByRole("navigation", { name: "Beheeronderdelen" }).getByRole("link", { name: "Logboek" }).click();
    const row = page.getByRole("list", { name: "Wijzigingen, nieuwste eerst" }).getByRole("listitem").filter({ hasText: customer.email });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(`Door ${ownerEmail()}, `)).toBeVisible();
    await expect(row.getByRole("link", { name: customer.email })).toBeVisible();
    await expect(row.getByText("Premiumdagen gegeven")).toBeVisible();
    await expect(
      row.getByText(`Premium tot: geen → ${until.day} ${until.month} ${until.year} ${until.hour}:${until.minute}`),
    ).toBeVisible();
    await expect(row.getByText("Premium: nee → ja")).toBeVisible();
    await expect(row.getByText("Dagen: 12")).toBeVisible();
    await expect(row.getByText("Reden: Cursus in het najaar")).toBeVisible();
    await expect(row).not.toContainText("user:");
    await expect(row).not.toContainText("{");
    await expect(page.locator("main")).not.toContainText(customer.id);
  });

  test("a write from another site is refused, even for the owner", async ({ page, request, baseURL }) => {
    await logInAsOwner(page);
    const session = (await page.context().cookies()).find((c) => c.name === "__session")!;
    const customer = await createUser();
    const foreign: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }];
    for (const headers of foreign) {
      const res = await request.post("/beheer/gebruikers", {
        headers: { cookie: `__session=${session.value}`, "content-type": form, ...headers },
        data: `intent=grant&userId=${customer.id}&days=365&reason=van+buiten`,
        maxRedirects: 0,
      });
      expect(res.status()).toBe(403);
    }
    expect(query("select premium_expires_at from profiles where id = ?", customer.id)).toEqual([{ premium_expires_at: null }]);
    expect(baseURL).toBeTruthy();
  });
});
