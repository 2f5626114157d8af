import { randomBytes, scryptSync } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { profiles, promoCodes, users } from "~/db/schema";
import { FREE_FAILURES } from "~/lib/login-throttle";
import { createAccount, normaliseEmail, passwordHashOf } from "~/models/accounts.server";
import { PROMO_MESSAGES } from "~/models/promo.server";
import { log } from "~/platform/logger.server";
import { admitLogin } from "~/services/requests/login-gate.server";
import { logIn } from "~/services/commands/login.server";
import { HASHING_CAPACITY, hashPassword, PARAMS } from "~/services/requests/password.server";
import { freshDatabase } from "../support/database";

// The login command on a real database with real password hashes: what each attempt turns out to be,
// and how it settles the counts per address and per account that the gate made when it admitted it.

const env = freshDatabase();
afterAll(() => env.cleanup());

/** The time the gate counts at, fixed, so a back-off's wait never runs out between two attempts. */
const NOW = Date.parse("2026-06-01T10:00:00Z");
const PASSWORD = "goed-wachtwoord-123";
let passwordHash: string;
let n = 0;

/** A new account with PASSWORD; confirmed unless asked otherwise. */
function account(verified = true): { email: string; userId: string } {
  const email = `jager-${n++}@voorbeeld.nl`;
  const { userId } = createAccount({ email, passwordHash, marketingConsent: false })!;
  if (verified)
    env.db
      .update(users)
      .set({ emailVerifiedAt: new Date(NOW) })
      .where(eq(users.id, userId))
      .run();
  return { email, userId };
}

function loginRequest(email: string, password: string): Request {
  return new Request("http://localhost/auth", { method: "POST", body: new URLSearchParams({ intent: "login", email, password }) });
}

/**
 * One login as the auth route makes it: the gate admits it (the route's middleware), the command
 * checks it (the action), and its place is given back after the answer.
 */
async function attempt(email: string, password: string, ip: string, promoCode?: string) {
  const admission = admitLogin(normaliseEmail(email), ip, NOW);
  try {
    return await logIn(loginRequest(email, password), admission, promoCode);
  } finally {
    if (admission.allowed) admission.release();
  }
}

/** Attempts a few at a time, as a burst arrives (never more than the password checks can hold). */
async function inBatches<T>(count: number, one: (i: number) => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (let i = 0; i < count; i += 5) {
    answers.push(...(await Promise.all(Array.from({ length: Math.min(5, count - i) }, (_, j) => one(i + j)))));
  }
  return answers;
}

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

// Every check is a real scrypt hash (about 160 ms alone, much longer on a busy machine).
describe("logging in", { timeout: 60_000 }, () => {
  it("a right password logs in, whatever the case and spaces of the address", async () => {
    const { email, userId } = account();
    expect(await attempt(email, PASSWORD, "10.0.0.1")).toEqual({ ok: true, userId, promo: null });
    expect(await attempt(`  ${email.toUpperCase()} `, PASSWORD, "10.0.0.1")).toEqual({ ok: true, userId, promo: null });
  });

  it("a wrong password and an unknown address get the same answer", async () => {
    const { email } = account();
    expect(await attempt(email, "fout-wachtwoord", "10.0.1.1")).toEqual({ ok: false, reason: "wrong" });
    expect(await attempt("niemand@voorbeeld.nl", PASSWORD, "10.0.1.1")).toEqual({ ok: false, reason: "wrong" });
  });

  it("an address not confirmed yet is told so only with the right password, and that costs no attempt", async () => {
    const { email } = account(false);
    expect(await attempt(email, "fout-wachtwoord", "10.0.2.1")).toEqual({ ok: false, reason: "wrong" });
    for (let i = 0; i < FREE_FAILURES + 2; i++) {
      expect(await attempt(email, PASSWORD, "10.0.2.1")).toEqual({ ok: false, reason: "unverified" });
    }
  });

  it("throttles an account after its free wrong passwords, also for the right one; a right password before clears the count", async () => {
    const { email, userId } = account();
    for (let i = 0; i < FREE_FAILURES - 1; i++) expect(await attempt(email, `fout-${i}`, `10.1.0.${i}`)).toMatchObject({ reason: "wrong" });
    expect(await attempt(email, PASSWORD, "10.1.1.1")).toMatchObject({ ok: true, userId });
    for (let i = 0; i < FREE_FAILURES; i++) expect(await attempt(email, `fout-${i}`, `10.1.2.${i}`)).toMatchObject({ reason: "wrong" });
    // Now every attempt waits (1 s after the fifth wrong one), from any address, before its password is checked.
    expect(await attempt(email, PASSWORD, "10.1.3.1")).toEqual({ ok: false, reason: "throttled", retryAfterS: 1 });
    expect(await attempt(email, "fout", "10.1.3.2")).toEqual({ ok: false, reason: "throttled", retryAfterS: 1 });
  });

  it("throttles an address after 30 wrong passwords a minute; its right passwords do not count", async () => {
    const ip = "10.2.0.1";
    const known = Array.from({ length: 3 }, () => account());
    const wrong = await inBatches(29, (i) => attempt(i % 2 ? account().email : `onbekend-${i}@voorbeeld.nl`, "fout", ip));
    expect(wrong.every((outcome) => !outcome.ok && outcome.reason === "wrong")).toBe(true);
    expect(await attempt(known[0]!.email, PASSWORD, ip)).toMatchObject({ ok: true });
    expect(await attempt(known[1]!.email, "fout", ip)).toEqual({ ok: false, reason: "wrong" });
    const refused = await attempt(known[2]!.email, PASSWORD, ip);
    expect(refused).toMatchObject({ ok: false, reason: "throttled" });
    expect(!refused.ok && "retryAfterS" in refused && refused.retryAfterS).toBeGreaterThan(0);
    // Another address is not held up by it.
    expect(await attempt(known[2]!.email, PASSWORD, "10.2.0.2")).toMatchObject({ ok: true });
  });

  it("refuses as busy while every password check is taken, without checking or counting against the account", async () => {
    const { email, userId } = account();
    const held = Array.from({ length: HASHING_CAPACITY }, (_, i) => admitLogin(`wachtend-${i}@voorbeeld.nl`, `10.3.0.${i}`, NOW));
    expect(held.every((admission) => admission.allowed)).toBe(true);
    for (let i = 0; i < FREE_FAILURES + 1; i++) {
      expect(await attempt(email, "fout", "10.3.1.1")).toEqual({ ok: false, reason: "busy", retryAfterS: 5 });
    }
    for (const admission of held) if (admission.allowed) admission.release();
    expect(await attempt(email, PASSWORD, "10.3.1.1")).toEqual({ ok: true, userId, promo: null });
  });

  it("a login admitted while the hashing line then fills up is answered busy, and gives the account its attempt back", async () => {
    const { email } = account();
    for (let i = 0; i < FREE_FAILURES - 1; i++) expect(await attempt(email, `fout-${i}`, "10.4.0.1")).toMatchObject({ reason: "wrong" });
    const admission = admitLogin(email, "10.4.0.1", NOW);
    expect(admission.allowed).toBe(true);
    // Sign-ups (hashes the gate did not admit) take every place and the whole line meanwhile.
    const signups = Array.from({ length: HASHING_CAPACITY }, () => hashPassword("nieuw-wachtwoord"));
    expect(await logIn(loginRequest(email, PASSWORD), admission)).toEqual({ ok: false, reason: "busy", retryAfterS: 5 });
    if (admission.allowed) admission.release();
    await Promise.all(signups);
    // That check did not count: one more wrong password is still free, the next attempt waits.
    expect(await attempt(email, "fout", "10.4.0.1")).toEqual({ ok: false, reason: "wrong" });
    expect(await attempt(email, PASSWORD, "10.4.0.1")).toMatchObject({ reason: "throttled" });
  });

  it("redeems a promo code sent with the login for the account, and logs in when the code is refused", async () => {
    env.db.insert(promoCodes).values({ code: "jachtstart", durationDays: 7 }).run();
    const first = account();
    expect(await attempt(first.email, PASSWORD, "10.5.0.1", " JACHTSTART ")).toEqual({
      ok: true,
      userId: first.userId,
      promo: { ok: true, durationDays: 7 },
    });
    expect(env.db.select().from(profiles).where(eq(profiles.id, first.userId)).get()?.isPremium).toBe(true);
    const second = account();
    expect(await attempt(second.email, PASSWORD, "10.5.0.1", "bestaat-niet")).toEqual({
      ok: true,
      userId: second.userId,
      promo: { ok: false, message: PROMO_MESSAGES.invalid },
    });
    // A wrong password redeems nothing.
    expect(await attempt(second.email, "fout", "10.5.0.1", "jachtstart")).toEqual({ ok: false, reason: "wrong" });
  });

  it("stores a new hash when the old one was made with other parameters", async () => {
    const { email, userId } = account();
    const salt = randomBytes(16);
    const old = scryptSync(PASSWORD.normalize("NFKC"), salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    env.db
      .update(users)
      .set({ passwordHash: ["scrypt", 2 ** 14, 8, 1, salt.toString("base64"), old.toString("base64")].join("$") })
      .where(eq(users.id, userId))
      .run();
    expect(await attempt(email, PASSWORD, "10.6.0.1")).toMatchObject({ ok: true, userId });
    expect(passwordHashOf(userId)).toMatch(new RegExp(`^scrypt\\$${PARAMS.N}\\$${PARAMS.r}\\$${PARAMS.p}\\$`));
    expect(await attempt(email, PASSWORD, "10.6.0.1")).toMatchObject({ ok: true, userId });
  });

  it("a check that fails for another reason is logged and answered as a wrong password", async () => {
    const errors = vi.spyOn(log, "error").mockImplementation(() => undefined);
    const { email } = account();
    const admission = admitLogin(email, "10.7.0.1", NOW);
    const request = loginRequest(email, PASSWORD);
    await request.text(); // its form was read already: remix-auth's form strategy refuses it
    expect(await logIn(request, admission)).toEqual({ ok: false, reason: "wrong" });
    if (admission.allowed) admission.release();
    expect(errors).toHaveBeenCalledWith("login failed", expect.anything());
    errors.mockRestore();
  });
});
