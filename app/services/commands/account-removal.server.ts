// A candidate deleting their own account, as one command: the password is asked again, a renewing
// subscription is cancelled at Stripe first (nobody pays on for an account that is gone), and then
// the account and everything tied to it go in one transaction.
import { deleteAccount } from "~/models/accounts.server";
import { verifyUserPassword } from "~/services/requests/auth.server";
import { HashingBusyError } from "~/services/requests/password.server";
import { cancelRenewingSubscriptions } from "~/services/adapters/stripe.server";

export type RemovalOutcome =
  | { ok: true }
  /** The password given is not the account's (or none was given). */
  | { ok: false; reason: "wrong-password" }
  /** Every password check was taken: nothing was checked or deleted. */
  | { ok: false; reason: "busy"; retryAfterS: number }
  /** A renewing subscription could not be cancelled (payments not configured, or Stripe did not answer): the account stays. */
  | { ok: false; reason: "subscription-kept" };

/** How long a deletion refused because the password checks were all taken is asked to wait. */
const BUSY_RETRY_S = 5;

export async function removeOwnAccount(userId: string, password: string): Promise<RemovalOutcome> {
  try {
    if (!(await verifyUserPassword(userId, password))) return { ok: false, reason: "wrong-password" };
  } catch (error) {
    if (!(error instanceof HashingBusyError)) throw error;
    return { ok: false, reason: "busy", retryAfterS: BUSY_RETRY_S };
  }
  if (!(await cancelRenewingSubscriptions(userId))) return { ok: false, reason: "subscription-kept" };
  deleteAccount(userId);
  return { ok: true };
}
