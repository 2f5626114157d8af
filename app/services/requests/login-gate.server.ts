// Who may try a password now, decided once per login before the slow hash and before any page is
// rendered. Every attempt is counted at once, so a burst cannot run hashes past the limits; what an
// attempt turns out to be (right, unverified, a server too busy to check) settles the count afterwards.
import { createContext, type RouterContextProvider } from "react-router";
import { HASHING_CAPACITY, hashingIsFull } from "~/services/requests/password.server";
import { limits } from "~/services/requests/rate-limit.server";

export type LoginAdmission =
  | { allowed: true; email: string; ip: string; /** Gives the place back once the login is answered. */ release: () => void }
  | { allowed: false; reason: "throttled" | "busy"; retryAfterS: number; email: string };

/** The admission of this request's login, when the auth route's middleware made one. */
export const loginAdmissionContext = createContext<LoginAdmission | null>(null);

/**
 * Logins admitted and not yet answered. Each holds a place in the password checks' line from its
 * admission on, so a burst admitted all at once is refused here, before any page is rendered, instead
 * of in the line a moment later.
 */
let admitted = 0;

/**
 * Counts a login attempt for `email` from `ip` and says whether its password may be checked: refused
 * when the address or the account has tried too often (`throttled`), or when the password checks are
 * all taken and their line is full (`busy`, counted against the address only).
 */
export function admitLogin(email: string, ip: string, now = Date.now()): LoginAdmission {
  const byAddress = limits.loginFailuresPerIp.hit(ip, now);
  if (!byAddress.allowed) {
    limits.loginFailuresPerIp.refund(ip);
    return { allowed: false, reason: "throttled", retryAfterS: byAddress.retryAfterS, email };
  }
  const byAccount = limits.loginPerAccount.attempt(email, now);
  if (!byAccount.allowed) {
    limits.loginFailuresPerIp.refund(ip);
    return { allowed: false, reason: "throttled", retryAfterS: byAccount.retryAfterS, email };
  }
  if (admitted >= HASHING_CAPACITY || hashingIsFull()) {
    loginNotChecked(email);
    return { allowed: false, reason: "busy", retryAfterS: 5, email };
  }
  admitted += 1;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    admitted -= 1;
  };
  return { allowed: true, email, ip, release };
}

/**
 * The admission the auth route's middleware made for this login; the middleware runs before every
 * action of the route and gives the place back after the answer.
 */
export function requireAdmission(context: Readonly<RouterContextProvider>, email: string): LoginAdmission {
  const made = context.get(loginAdmissionContext);
  if (!made || made.email !== email) throw new Error("a login reached the action without the auth route's admission");
  return made;
}

/** The password was right (also for an address not confirmed yet): the attempt does not count against anyone. */
export function loginSucceeded(email: string, ip: string) {
  limits.loginFailuresPerIp.refund(ip);
  limits.loginPerAccount.succeeded(email);
}

/** The password could not be checked (the server was busy): the address's count stays, the account's goes. */
export function loginNotChecked(email: string) {
  limits.loginPerAccount.cancel(email);
}
