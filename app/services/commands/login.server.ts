// Logging in with a password, as one command. The login gate admitted (counted) the attempt before
// anything rendered; here its password is checked with remix-auth's form strategy, the gate's counts
// are settled by what the check found, and a promo code sent with the login is redeemed for the
// account. The auth route answers the outcome: a session and a redirect, the form's message, or 429/503.
import { errorFields, log } from "~/platform/logger.server";
import { authenticateWithForm, LoginError } from "~/services/requests/auth.server";
import { loginNotChecked, loginSucceeded, type LoginAdmission } from "~/services/requests/login-gate.server";
import { HashingBusyError } from "~/services/requests/password.server";
import { redeemWithLimits } from "~/services/commands/promo-redemption.server";

/** A promo code sent with the login ('Inloggen en activeren'), redeemed or refused as on the profile page. */
export type PromoAtLogin = ReturnType<typeof redeemWithLimits>;

export type LoginOutcome =
  | { ok: true; userId: string; /** Null when the login carried no promo code. */ promo: PromoAtLogin | null }
  /** Refused before the password was checked: the address or the account tried too often. */
  | { ok: false; reason: "throttled"; retryAfterS: number }
  /** Every password check was taken, at admission or when this one asked for its turn. */
  | { ok: false; reason: "busy"; retryAfterS: number }
  /** The password was right, but the address is not confirmed yet. */
  | { ok: false; reason: "unverified" }
  /** A wrong password or an unknown address (told apart by nobody, not even by the time it takes). */
  | { ok: false; reason: "wrong" };

/** How long a login whose check found the hashing line full is asked to wait. */
const BUSY_RETRY_S = 5;

/**
 * Logs in with the e-mail and password of `request`'s form, for a login the gate admitted (or
 * refused: then nothing is checked). A wrong password keeps both counts the admission made; a right
 * one, also for an address not confirmed yet, takes them back; a check the server was too busy for
 * gives the account's back and keeps the address's, so a burst runs into its limit, not around it.
 */
export async function logIn(request: Request, admission: LoginAdmission, promoCode?: string, now = new Date()): Promise<LoginOutcome> {
  if (!admission.allowed) return { ok: false, reason: admission.reason, retryAfterS: admission.retryAfterS };
  const { email, ip } = admission;
  let userId: string;
  try {
    userId = await authenticateWithForm(request);
  } catch (error) {
    if (error instanceof HashingBusyError) {
      loginNotChecked(email);
      return { ok: false, reason: "busy", retryAfterS: BUSY_RETRY_S };
    }
    if (error instanceof LoginError && error.reason === "unverified") {
      loginSucceeded(email, ip);
      return { ok: false, reason: "unverified" };
    }
    if (!(error instanceof LoginError)) log.error("login failed", errorFields(error));
    return { ok: false, reason: "wrong" };
  }
  loginSucceeded(email, ip);
  const code = promoCode?.trim();
  return { ok: true, userId, promo: code ? redeemWithLimits(userId, code, ip, now) : null };
}
