// Dates as the app writes them: Dutch, on the Dutch clock. The one home of the nl-NL formats.

export const DAY_MS = 24 * 60 * 60 * 1000;

const TIME_ZONE = "Europe/Amsterdam";
const long = new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "long", year: "numeric", timeZone: TIME_ZONE });
const shortWithYear = new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "short", year: "numeric", timeZone: TIME_ZONE });
const shortNoYear = new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "short", timeZone: TIME_ZONE });
const isoDay = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: TIME_ZONE });
const offsetName = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, timeZoneName: "shortOffset" });
const clock = new Intl.DateTimeFormat("nl-NL", { hour: "2-digit", minute: "2-digit", timeZone: TIME_ZONE });
const dayAndClock = new Intl.DateTimeFormat("nl-NL", {
  weekday: "long",
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: TIME_ZONE,
});
// A calendar day (`2026-11-21`) has no clock time: it is shown as the day it names.
const calendarDay = new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** '15 september 2025'. */
export function longDate(date: Date | string): string {
  return long.format(new Date(date));
}

/** '15 sep 2025'. */
export function shortDate(date: Date | string): string {
  return shortWithYear.format(new Date(date));
}

/** '15 sep', for points on a chart of one period. */
export function dayAndMonth(date: Date | string): string {
  return shortNoYear.format(new Date(date));
}

/** '14:35', on the Dutch clock. */
export function clockTime(date: Date | string): string {
  return clock.format(new Date(date));
}

/** '15 september 2025 14:35', for logs. */
export function longDateTime(date: Date | string): string {
  return `${longDate(date)} ${clockTime(date)}`;
}

/** 'woensdag 2 december om 14:35'. */
export function dayAndTime(date: Date | string): string {
  return dayAndClock.format(new Date(date));
}

/** `2026-11-21` → '21 november 2026'; anything that is not such a day gives null. */
export function calendarDayText(day: string | null | undefined): string | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : calendarDay.format(date);
}

/** The Dutch calendar day of a moment: `2026-11-25`. */
export function dutchDay(date: Date): string {
  return isoDay.format(date);
}

/** The moment a Dutch calendar day (`2026-11-25`) begins. */
export function startOfDutchDay(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const name = offsetName.formatToParts(new Date(utcMidnight)).find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-]\d+)(?::(\d+))?/.exec(name);
  const offsetMinutes = match ? Number(match[1]) * 60 + Math.sign(Number(match[1])) * Number(match[2] ?? 0) : 0;
  return new Date(utcMidnight - offsetMinutes * 60_000);
}

/** The calendar day after `day`. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}
