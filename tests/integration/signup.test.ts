import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { mailQueue, users } from "~/db/schema";
import { findUserByEmail } from "~/models/accounts.server";
import { deliverQueuedMail } from "~/services/adapters/mail-delivery.server";
import { HASHING_CAPACITY, hashPassword, verifyPassword } from "~/services/requests/password.server";
import { signUp } from "~/services/commands/signup.server";
import { freshDatabase } from "../support/database";

// Signing up through the command, on a real database: what it creates, what it mails, and when it refuses.

const env = freshDatabase();
afterAll(async () => {
  await deliverQueuedMail(); // the mails queued here, written to the test outbox before the database closes
  env.cleanup();
});

const PASSWORD = "eigen-wachtwoord-voor-de-jacht";
const mailsTo = (address: string) =>
  env.db.select({ subject: mailQueue.subject }).from(mailQueue).where(eq(mailQueue.toAddress, address)).all();

describe("signing up", { timeout: 60_000 }, () => {
  it("creates the account with a hash of the password and mails the confirmation link", async () => {
    expect(await signUp({ email: " Nieuw@Voorbeeld.nl ", password: PASSWORD, marketing: true }, "10.0.0.1")).toEqual({ ok: true });
    const user = findUserByEmail("nieuw@voorbeeld.nl")!;
    expect(await verifyPassword(PASSWORD, user.passwordHash)).toBe(true);
    expect(user.emailVerifiedAt).toBeNull();
    expect(env.db.select().from(users).where(eq(users.id, user.id)).get()?.marketingConsent).toBe(true);
    expect(mailsTo("nieuw@voorbeeld.nl")).toEqual([{ subject: "Bevestig je e-mailadres voor de Jacht Theorie Oefenapp" }]);
  });

  it("answers an address that has an account the same, and tells its owner once a day", async () => {
    await signUp({ email: "bestaand@voorbeeld.nl", password: PASSWORD, marketing: false }, "10.0.1.1");
    for (let i = 0; i < 2; i++) {
      expect(await signUp({ email: "BESTAAND@voorbeeld.nl", password: `ander-${PASSWORD}`, marketing: false }, "10.0.1.1")).toEqual({
        ok: true,
      });
    }
    expect(env.db.select().from(users).where(eq(users.email, "bestaand@voorbeeld.nl")).all()).toHaveLength(1);
    expect(await verifyPassword(PASSWORD, findUserByEmail("bestaand@voorbeeld.nl")!.passwordHash)).toBe(true);
    expect(mailsTo("bestaand@voorbeeld.nl").map((m) => m.subject)).toEqual([
      "Bevestig je e-mailadres voor de Jacht Theorie Oefenapp",
      "Je hebt al een account bij de Jacht Theorie Oefenapp",
    ]);
  });

  it("refuses a common password and creates nothing", async () => {
    expect(await signUp({ email: "makkelijk@voorbeeld.nl", password: "Wachtwoord123", marketing: false }, "10.0.2.1")).toEqual({
      ok: false,
      reason: "common-password",
    });
    expect(findUserByEmail("makkelijk@voorbeeld.nl")).toBeNull();
  });

  it("refuses the 51st sign-up from one address in ten minutes, whatever it sends; another address is not held up", async () => {
    for (let i = 0; i < 50; i++) {
      expect(await signUp({ email: `klas-${i}@voorbeeld.nl`, password: "jager", marketing: false }, "10.0.3.1")).toMatchObject({
        ok: false,
      });
    }
    const refused = await signUp({ email: "klas-50@voorbeeld.nl", password: PASSWORD, marketing: false }, "10.0.3.1");
    expect(refused).toMatchObject({ ok: false, reason: "too-many" });
    expect(!refused.ok && "retryAfterS" in refused && refused.retryAfterS).toBeGreaterThan(0);
    expect(findUserByEmail("klas-50@voorbeeld.nl")).toBeNull();
    expect(await signUp({ email: "klas-50@voorbeeld.nl", password: PASSWORD, marketing: false }, "10.0.3.2")).toEqual({ ok: true });
  });

  it("creates nothing while every password check is taken", async () => {
    const others = Array.from({ length: HASHING_CAPACITY }, () => hashPassword("nog-een-wachtwoord"));
    expect(await signUp({ email: "druk@voorbeeld.nl", password: PASSWORD, marketing: false }, "10.0.4.1")).toEqual({
      ok: false,
      reason: "busy",
      retryAfterS: 5,
    });
    await Promise.all(others);
    expect(findUserByEmail("druk@voorbeeld.nl")).toBeNull();
  });
});
