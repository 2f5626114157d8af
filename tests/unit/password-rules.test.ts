import { describe, expect, it } from "vitest";
import { isCommonPassword } from "~/services/requests/common-passwords.server";
import { Gate, GateFullError } from "~/lib/hash-gate";
import { DAILY_CEILING, FREE_FAILURES, LoginThrottle } from "~/lib/login-throttle";
import { needsRehash, PARAMS } from "~/services/requests/password.server";
import { MESSAGES, PASSWORD_MIN, signupSchema } from "~/lib/schemas/auth";

const signup = (password: string) =>
  signupSchema.safeParse({ email: "a@voorbeeld.nl", password, confirmPassword: password, terms: true, privacy: true });

describe("password rules (NIST 800-63B)", () => {
  it("asks for at least 8 characters", () => {
    expect(PASSWORD_MIN).toBe(8);
    const short = signup("abc-123");
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe(MESSAGES.passwordShort);
    expect(MESSAGES.passwordShort).toContain("8 tekens");
    expect(signup("veldwerk-najaar").success).toBe(true);
  });

  it("refuses common passwords, also with digits or punctuation added, and repeats", async () => {
    for (const p of ["123456", "12345678", "password", "wachtwoord", "Wachtwoord123", "qwerty123!", "jachtexamen2026", "aaaaaaaaaa"]) {
      expect(await isCommonPassword(p), p).toBe(true);
    }
    for (const p of ["veldwerk-najaar", "geheim-wachtwoord", "reebok in de haver 7"]) expect(await isCommonPassword(p), p).toBe(false);
  });

  it("redoes hashes made with other parameters", () => {
    expect(needsRehash(`scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$salt$hash`)).toBe(false);
    expect(needsRehash("scrypt$131072$8$1$salt$hash")).toBe(true);
  });
});

describe("LoginThrottle", () => {
  it("lets the first wrong passwords through, then doubles the wait", () => {
    const t = new LoginThrottle();
    let now = 1_000_000;
    for (let i = 0; i < FREE_FAILURES; i++) expect(t.attempt("a@x.nl", now).allowed).toBe(true);
    // The next one must wait 1 s after the last failure, then 2 s, then 4 s.
    expect(t.attempt("a@x.nl", now)).toEqual({ allowed: false, retryAfterS: 1 });
    now += 1000;
    expect(t.attempt("a@x.nl", now).allowed).toBe(true);
    expect(t.attempt("a@x.nl", now + 1000)).toEqual({ allowed: false, retryAfterS: 1 });
    expect(t.attempt("a@x.nl", now + 2000).allowed).toBe(true);
    expect(t.attempt("a@x.nl", now + 2000 + 3000)).toEqual({ allowed: false, retryAfterS: 1 });
    // Another account is not affected.
    expect(t.attempt("b@x.nl", now).allowed).toBe(true);
  });

  it("stops at the daily ceiling until the day is over, and a right password clears it", () => {
    const t = new LoginThrottle();
    let now = 0;
    let tried = 0;
    for (let i = 0; i < 80; i++) {
      now += 16 * 60_000; // longer than the longest wait; 80 tries stay within one day
      if (t.attempt("a@x.nl", now).allowed) tried++;
    }
    expect(tried).toBe(DAILY_CEILING);
    const start = 16 * 60_000;
    expect(t.attempt("a@x.nl", start + 24 * 3_600_000 + 1).allowed).toBe(true);
    t.succeeded("a@x.nl");
    for (let i = 0; i < FREE_FAILURES; i++) expect(t.attempt("a@x.nl", now).allowed).toBe(true);
  });

  it("does not count a cancelled attempt", () => {
    const t = new LoginThrottle();
    for (let i = 0; i < FREE_FAILURES - 1; i++) t.attempt("a@x.nl", 0);
    t.attempt("a@x.nl", 0);
    t.cancel("a@x.nl");
    expect(t.attempt("a@x.nl", 0).allowed).toBe(true);
    expect(t.attempt("a@x.nl", 0).allowed).toBe(false);
  });
});

describe("Gate", () => {
  it("runs at most `running` at once, lets `waiting` wait and refuses the rest", async () => {
    const gate = new Gate(2, 3);
    let active = 0;
    let peak = 0;
    const release: (() => void)[] = [];
    const job = () =>
      gate.run(
        () =>
          new Promise<void>((resolve) => {
            active++;
            peak = Math.max(peak, active);
            release.push(() => {
              active--;
              resolve();
            });
          }),
      );
    const jobs = Array.from({ length: 5 }, job);
    await expect(job()).rejects.toBeInstanceOf(GateFullError);
    expect(gate.load).toEqual({ active: 2, waiting: 3 });
    while (release.length || gate.load.active) {
      release.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
    await Promise.all(jobs);
    expect(peak).toBe(2);
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });
});
