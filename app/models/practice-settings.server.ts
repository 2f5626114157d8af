import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import type { Tx } from "~/db/transaction.server";
import { allowanceUsage, practiceSettings } from "~/db/schema";
import { allowanceDay, allowanceLimit, remainingAllowance, type Mode, type Role } from "~/lib/practice/engine";
import { DEFAULT_RETENTION } from "~/lib/learning/scheduler";
import { subjectKey, type Subject } from "~/lib/practice/subject";

// ─── Stored settings ────────────────────────────────────────────────────────

// The stored name of the leerroute's settings stays "route": rows written before keep their meaning.
type SettingsMode = "personal" | "exam" | "route" | "practice";

// Prepared once per connection (ADR 10): every recorded answer reads the learning route's retention.
const storedSettings = prepared((d) =>
  d
    .select({ settings: practiceSettings.settings })
    .from(practiceSettings)
    .where(and(eq(practiceSettings.subject, sql.placeholder("subject")), eq(practiceSettings.mode, sql.placeholder("mode"))))
    .prepare(),
);

function readSettings(subject: Subject, mode: SettingsMode): unknown {
  return storedSettings().get({ subject: subjectKey(subject), mode })?.settings;
}

function writeSettings(subject: Subject, mode: SettingsMode, settings: Record<string, unknown>, now: Date) {
  db()
    .insert(practiceSettings)
    .values({ subject: subjectKey(subject), mode, settings, updatedAt: now })
    .onConflictDoUpdate({ target: [practiceSettings.subject, practiceSettings.mode], set: { settings, updatedAt: now } })
    .run();
}

export type PersonalSettings = { categories: string[]; types: string[]; questionCount: number; avoidMastered: boolean };

export function getPersonalSettings(subject: Subject): PersonalSettings | null {
  return (readSettings(subject, "personal") as PersonalSettings | undefined) ?? null;
}

export function savePersonalSettings(subject: Subject, settings: PersonalSettings, now = new Date()) {
  writeSettings(subject, "personal", settings, now);
}

/**
 * What applies to every way of practising (quick, category, personal, the learning route, 'Mijn fouten'):
 * without picture questions, for candidates who cannot see the photos. Each start form offers the choice
 * (field `zonderFotos`) already made as it was last time.
 */
export type PracticePreferences = { withoutPictures: boolean };

export function getPracticePreferences(subject: Subject | null): PracticePreferences {
  const stored = subject ? (readSettings(subject, "practice") as Partial<PracticePreferences> | undefined) : undefined;
  return { withoutPictures: stored?.withoutPictures === true };
}

/** Stores the choice only when it changed: starting a test should not write a row for nothing. */
export function savePracticePreferences(subject: Subject, preferences: PracticePreferences, now = new Date()) {
  if (getPracticePreferences(subject).withoutPictures === preferences.withoutPictures) return;
  writeSettings(subject, "practice", preferences, now);
}

/** The exam timer: off (null) or its length in minutes; off until the candidate turns it on. */
/** The exam's timer, and whether the candidate takes the exam without picture questions. */
export type ExamSettings = { timerMinutes: number | null; withoutPictures: boolean };

export function getExamSettings(subject: Subject): ExamSettings {
  return { timerMinutes: null, withoutPictures: false, ...(readSettings(subject, "exam") as Partial<ExamSettings> | undefined) };
}

export function saveExamSettings(subject: Subject, settings: ExamSettings, now = new Date()) {
  writeSettings(subject, "exam", settings, now);
}

/** The learning route: the exam date (YYYY-MM-DD) if set, study days per week, and FSRS's desired retention. */
export type LeerrouteSettings = { examDate: string | null; daysPerWeek: number; retention: number };
export const DEFAULT_LEERROUTE_SETTINGS: LeerrouteSettings = { examDate: null, daysPerWeek: 7, retention: DEFAULT_RETENTION };

export function getLeerrouteSettings(subject: Subject): LeerrouteSettings {
  return { ...DEFAULT_LEERROUTE_SETTINGS, ...(readSettings(subject, "route") as Partial<LeerrouteSettings> | undefined) };
}

export function saveLeerrouteSettings(subject: Subject, settings: LeerrouteSettings, now = new Date()) {
  writeSettings(subject, "route", settings, now);
}

// ─── Daily allowances ───────────────────────────────────────────────────────

/** One allowance counter: a subject's use of a mode (and, for category tests, of one category) on a day. */
function counter(subject: Subject, mode: Mode, now: Date, categoryId: string) {
  return and(
    eq(allowanceUsage.subject, subjectKey(subject)),
    eq(allowanceUsage.day, allowanceDay(now)),
    eq(allowanceUsage.mode, mode),
    eq(allowanceUsage.categoryId, mode === "category" ? categoryId : ""),
  );
}

export function allowanceUsed(subject: Subject, mode: Mode, now: Date, categoryId = "", on: Pick<Tx, "select"> = db()): number {
  return (
    on
      .select({ used: allowanceUsage.used })
      .from(allowanceUsage)
      .where(counter(subject, mode, now, categoryId))
      .get()?.used ?? 0
  );
}

/** What is left today for this subject (null: no limit). Without a subject nothing is used yet. */
export function remainingToday(subject: Subject | null, role: Role, mode: Mode, now: Date, categoryId = ""): number | null {
  return remainingAllowance(role, mode, subject ? allowanceUsed(subject, mode, now, categoryId) : 0);
}

/**
 * Takes `cost` from today's allowance inside the caller's transaction. The counter only rises in
 * SQL while it stays within the limit; false when that would go over it (nothing changes then).
 */
export function takeAllowance(tx: Tx, subject: Subject, role: Role, mode: Mode, now: Date, categoryId: string, cost: number): boolean {
  const limit = allowanceLimit(role, mode);
  if (limit === null) return true;
  const counted = tx
    .insert(allowanceUsage)
    .values({ subject: subjectKey(subject), day: allowanceDay(now), mode, categoryId: mode === "category" ? categoryId : "", used: cost })
    .onConflictDoUpdate({
      target: [allowanceUsage.subject, allowanceUsage.day, allowanceUsage.mode, allowanceUsage.categoryId],
      set: { used: sql`${allowanceUsage.used} + ${cost}` },
      setWhere: sql`${allowanceUsage.used} + ${cost} <= ${limit}`,
    })
    .run();
  return counted.changes > 0;
}
