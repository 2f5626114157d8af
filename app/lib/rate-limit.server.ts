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

  reset(key: string) {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(key);
  }
}

const MINUTE = 60_000;

/** The app's limits, shared by every request of this process. */
export const limits = {
  /** Failed logins from one address (a shared office or school network has many users). */
  loginFailuresPerIp: new RateLimiter(50, MINUTE),
  /** All login attempts for one account. */
  loginPerAccount: new RateLimiter(10, MINUTE),
  signupPerIp: new RateLimiter(20, 10 * MINUTE),
  mailPerIp: new RateLimiter(20, 10 * MINUTE),
  mailPerAddress: new RateLimiter(3, 10 * MINUTE),
  formsPerIp: new RateLimiter(20, 10 * MINUTE),
};
