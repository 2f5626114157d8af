// The day's free questions are spent: where a candidate is sent, and when they can practise again.
import { clockTime, DAY_MS, dutchDay } from "~/lib/dates";
import { allowanceDay } from "~/lib/practice/engine";

/** The `reden` a page is sent with when the day's free questions are spent. */
export const DAILY_LIMIT_REASON = "daglimiet";

/**
 * Where quick practice sends someone whose free questions are spent: a visitor to the login page (make
 * an account or log in), a free account to the premium page. The page says why (its `reden`).
 */
export function dailyLimitPath(isLoggedIn: boolean): string {
  return `${isLoggedIn ? "/promo" : "/auth"}?reden=${DAILY_LIMIT_REASON}`;
}

/** Whether a page was opened because the day's free questions are spent. */
export function sentForDailyLimit(url: URL): boolean {
  return url.searchParams.get("reden") === DAILY_LIMIT_REASON;
}

/** When the allowance of `now`'s day is new again: the start of the next allowance day (UTC midnight). */
export function allowanceResetsAt(now: Date): Date {
  return new Date(Date.parse(`${allowanceDay(now)}T00:00:00Z`) + DAY_MS);
}

/** That moment in words, on the Dutch clock: 'morgen om 01:00' (or 'vandaag om 01:00' just after midnight). */
export function allowanceResetText(now: Date): string {
  const at = allowanceResetsAt(now);
  const day = dutchDay(at) === dutchDay(now) ? "vandaag" : "morgen";
  return `${day} om ${clockTime(at)}`;
}
