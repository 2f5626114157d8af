import { LoginThrottle } from "~/lib/login-throttle";

/**
 * Fixed-window counters in memory: enough for one process, which is how the app is deployed.
 * `hit` counts an attempt and says whether it is still within the limit.
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  hit(key: string, now = Date.now()): { allowed: boolean; retryAfterS: number } {
    if (this.windows.size > 10_000) this.sweep(now);
    let w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { allowed: w.count <= this.limit, retryAfterS: Math.ceil((w.start + this.windowMs - now) / 1000) };
  }

  /** Whether the limit is already used up, without counting an attempt. */
  isOver(key: string, now = Date.now()): boolean {
    const w = this.windows.get(key);
    return Boolean(w && now - w.start < this.windowMs && w.count >= this.limit);
  }

  /** Takes back one counted attempt (it turned out fine). */
  refund(key: string) {
    const w = this.windows.get(key);
    if (w && w.count > 0) w.count -= 1;
  }

  reset(key: string) {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(key);
  }
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The app's limits, shared by every request of this process. Per-address limits are for scripts:
 * a hunting course signs up a class of 30 from one school address within minutes, so they leave
 * room for that, while per-account and per-e-mail limits stay strict.
 */
export const limits = {
  /** Wrong passwords from one address, counted before the hash is computed. */
  loginFailuresPerIp: new RateLimiter(30, MINUTE),
  /** Wrong passwords per account: back-off and a daily ceiling. */
  loginPerAccount: new LoginThrottle(),
  signupPerIp: new RateLimiter(50, 10 * MINUTE),
  signupPerIpDaily: new RateLimiter(200, DAY),
  /** Verification, recovery and login-link requests from one address. */
  mailPerIp: new RateLimiter(60, 10 * MINUTE),
  /** Mails of any kind to one address. */
  mailPerAddress: new RateLimiter(3, 10 * MINUTE),
  mailPerAddressDaily: new RateLimiter(10, DAY),
  /** "Je hebt al een account": once a day per address. */
  alreadyRegisteredPerAddress: new RateLimiter(1, DAY),
  /** Contact form and password reset from one address. */
  formsPerIp: new RateLimiter(60, 10 * MINUTE),
  feedbackPerIp: new RateLimiter(100, 10 * MINUTE),
  /** Question feedback per account or visitor. */
  feedbackPerSender: new RateLimiter(10, 10 * MINUTE),
  /** Practice started without a visitor cookie: each makes a visitor row. */
  newVisitorsPerIp: new RateLimiter(60, 10 * MINUTE),
  checkoutPerIp: new RateLimiter(30, 10 * MINUTE),
  checkoutPerBuyer: new RateLimiter(5, 10 * MINUTE),
  promoFailuresPerAccount: new RateLimiter(5, 60 * MINUTE),
  promoFailuresPerIp: new RateLimiter(30, 60 * MINUTE),
};

/** Both limits of a mail to `address` (10 minutes and a day); counts in both when allowed. */
export function mayMail(address: string): boolean {
  if (limits.mailPerAddress.isOver(address) || limits.mailPerAddressDaily.isOver(address)) return false;
  limits.mailPerAddress.hit(address);
  limits.mailPerAddressDaily.hit(address);
  return true;
}
