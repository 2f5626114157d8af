import { describe, expect, it } from "vitest";
import { FREE_FAILURES } from "~/lib/login-throttle";
import { admitLogin, loginSucceeded } from "~/services/requests/login-gate.server";
import { HASHING_CAPACITY } from "~/services/requests/password.server";

// The admission of a login before its password is checked: counted at once, refused when an address
// or an account tried too often, or when every place in the password checks is held.

describe("login admission", () => {
  it("holds a place per admitted login until it is given back, and refuses as busy beyond the checks' capacity", () => {
    const admitted = Array.from({ length: HASHING_CAPACITY }, (_, i) => admitLogin(`plaats-${i}@voorbeeld.nl`, `10.1.0.${i}`));
    expect(admitted.every((a) => a.allowed)).toBe(true);
    const refused = admitLogin("nog-een@voorbeeld.nl", "10.1.1.1");
    expect(refused).toMatchObject({ allowed: false, reason: "busy", retryAfterS: 5 });
    // Giving a place back twice frees it once.
    for (const a of admitted.slice(0, 2)) if (a.allowed) a.release();
    if (admitted[0]!.allowed) admitted[0]!.release();
    const again = [admitLogin("weer-1@voorbeeld.nl", "10.1.1.2"), admitLogin("weer-2@voorbeeld.nl", "10.1.1.3")];
    expect(again.map((a) => a.allowed)).toEqual([true, true]);
    expect(admitLogin("weer-3@voorbeeld.nl", "10.1.1.4").allowed).toBe(false);
    for (const a of [...admitted, ...again]) if (a.allowed) a.release();
  });

  it("refuses an account after its free failures and an address after 30 attempts a minute, with the wait", () => {
    const account = "doelwit@voorbeeld.nl";
    for (let i = 0; i < FREE_FAILURES; i++) {
      const a = admitLogin(account, `10.2.0.${i}`);
      expect(a.allowed).toBe(true);
      if (a.allowed) a.release();
    }
    const throttled = admitLogin(account, "10.2.1.1");
    expect(throttled).toMatchObject({ allowed: false, reason: "throttled" });
    expect(throttled.allowed ? 0 : throttled.retryAfterS).toBeGreaterThan(0);

    const script = "10.3.3.3";
    const answers = Array.from({ length: 31 }, (_, i) => {
      const a = admitLogin(`ander-${i}@voorbeeld.nl`, script);
      if (a.allowed) {
        loginSucceeded(a.email, script);
        a.release();
      }
      return a.allowed;
    });
    // Right passwords give the address's attempts back: only wrong ones fill its limit.
    expect(answers.every(Boolean)).toBe(true);
    const wrong = Array.from({ length: 31 }, (_, i) => {
      const a = admitLogin(`fout-${i}@voorbeeld.nl`, "10.4.4.4");
      if (a.allowed) a.release();
      return a;
    });
    expect(wrong.slice(0, 30).every((a) => a.allowed)).toBe(true);
    expect(wrong[30]).toMatchObject({ allowed: false, reason: "throttled" });
  });
});
