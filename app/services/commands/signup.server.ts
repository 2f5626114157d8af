// Signing up, as one command: limited per address, a common password refused, the password hashed
// (refused when every check is taken), the account created and its mail queued. Whether the address
// already had an account is never told: the outcome is the same, only the mail differs.
import { createAccount, normaliseEmail } from "~/models/accounts.server";
import { queueAlreadyRegisteredMail, queueVerificationMail } from "~/services/commands/account-mail.server";
import { isCommonPassword } from "~/services/requests/common-passwords.server";
import { hashPassword, HashingBusyError } from "~/services/requests/password.server";
import { limits, mayMail } from "~/services/requests/rate-limit.server";

export type SignupOutcome =
  /** An account was created, or the address had one already: the answer is the same. */
  | { ok: true }
  /** Too many sign-ups from this address (in ten minutes or in a day). */
  | { ok: false; reason: "too-many"; retryAfterS: number }
  /** The password is on the list of common passwords (NIST SP 800-63B). */
  | { ok: false; reason: "common-password" }
  /** Every password check was taken: nothing was created. */
  | { ok: false; reason: "busy"; retryAfterS: number };

export type Signup = { email: string; password: string; marketing: boolean };

/** How long a sign-up refused because the password checks were all taken is asked to wait. */
const BUSY_RETRY_S = 5;

export async function signUp({ email, password, marketing }: Signup, ip: string): Promise<SignupOutcome> {
  const perTen = limits.signupPerIp.hit(ip);
  const perDay = limits.signupPerIpDaily.hit(ip);
  if (!perTen.allowed || !perDay.allowed) {
    return { ok: false, reason: "too-many", retryAfterS: perDay.allowed ? perTen.retryAfterS : perDay.retryAfterS };
  }
  if (await isCommonPassword(password)) return { ok: false, reason: "common-password" };
  const address = normaliseEmail(email);
  let passwordHash: string;
  try {
    passwordHash = await hashPassword(password);
  } catch (error) {
    if (!(error instanceof HashingBusyError)) throw error;
    return { ok: false, reason: "busy", retryAfterS: BUSY_RETRY_S };
  }
  const created = createAccount({ email: address, passwordHash, marketingConsent: marketing });
  // No address gets more mail than the mail limits allow, whoever signs it up.
  if (mayMail(address)) {
    if (created) queueVerificationMail(created.userId, address);
    else if (limits.alreadyRegisteredPerAddress.hit(address).allowed) queueAlreadyRegisteredMail(address);
  }
  return { ok: true };
}
