// Back-off for wrong passwords per account. Pure: the caller passes the time.
//
// The first FREE_FAILURES wrong passwords in a row cost nothing; after that each next attempt has
// to wait twice as long as the one before (1 s, 2 s, 4 s … at most MAX_DELAY_MS), and after
// DAILY_CEILING wrong passwords in 24 hours the password is not tried again until that day is over.
// A right password clears it all. The real owner is never locked out: a throttled login offers a
// one-time login link by e-mail instead.

import { DAY_MS } from "~/lib/dates";

export const FREE_FAILURES = 5;
export const MAX_DELAY_MS = 15 * 60_000;
export const DAILY_CEILING = 30;

type State = { streak: number; lastAt: number; dayStart: number; dayCount: number };

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterS: number };

export class LoginThrottle {
  private accounts = new Map<string, State>();

  /** How long the account must wait after `streak` wrong passwords in a row. */
  static delayMs(streak: number): number {
    if (streak < FREE_FAILURES) return 0;
    return Math.min(MAX_DELAY_MS, 1000 * 2 ** (streak - FREE_FAILURES));
  }

  /**
   * Whether a password may be tried now. When it may, the attempt is counted as a failure at once
   * (before the slow hash, so parallel attempts cannot slip past); `succeeded` takes it back.
   */
  attempt(account: string, now: number): ThrottleVerdict {
    if (this.accounts.size > 50_000) this.sweep(now);
    let s = this.accounts.get(account);
    if (s && now - s.dayStart >= DAY_MS) {
      s = { streak: 0, lastAt: 0, dayStart: now, dayCount: 0 };
      this.accounts.set(account, s);
    }
    if (s) {
      if (s.dayCount >= DAILY_CEILING) return { allowed: false, retryAfterS: Math.ceil((s.dayStart + DAY_MS - now) / 1000) };
      const wait = s.lastAt + LoginThrottle.delayMs(s.streak) - now;
      if (wait > 0) return { allowed: false, retryAfterS: Math.ceil(wait / 1000) };
    } else {
      s = { streak: 0, lastAt: 0, dayStart: now, dayCount: 0 };
      this.accounts.set(account, s);
    }
    s.streak += 1;
    s.dayCount += 1;
    s.lastAt = now;
    return { allowed: true };
  }

  /** The attempt could not be made after all (the server was busy): it does not count. */
  cancel(account: string) {
    const s = this.accounts.get(account);
    if (!s) return;
    s.streak = Math.max(0, s.streak - 1);
    s.dayCount = Math.max(0, s.dayCount - 1);
  }

  /** The password was right: the account starts with a clean slate. */
  succeeded(account: string) {
    this.accounts.delete(account);
  }

  private sweep(now: number) {
    for (const [key, s] of this.accounts) if (now - s.dayStart >= DAY_MS) this.accounts.delete(key);
  }
}
