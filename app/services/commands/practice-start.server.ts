// Starting practice, as commands the practice route answers. Practising needs a subject: the user, or
// the visitor of the cookie. Someone with neither gets a new visitor and its cookie, at most so many
// per address because each one is a row (ADR 7). A command that made a visitor returns its cookie
// also when it then refuses: the visitor exists from then on.
import { maxTestSize, type Role } from "~/lib/practice/engine";
import type { StartOutcome, TooManyVisitors } from "~/lib/practice/start-outcome";
import type { Subject } from "~/lib/practice/subject";
import { startAttempt, type StartRequest } from "~/models/attempts.server";
import {
  getPersonalSettings,
  getPracticePreferences,
  savePersonalSettings,
  savePracticePreferences,
  type PersonalSettings,
} from "~/models/practice-settings.server";
import { limits } from "~/services/requests/rate-limit.server";
import { ensureVisitor } from "~/services/requests/visitor.server";

/** Who practises: as the request found them (no subject on a first visit), with the request (its cookie), address and time. */
export type Practiser = { viewer: { subject: Subject | null; role: Role }; request: Request; ip: string; now: Date };

/** `setCookie`: the new visitor's cookie to send, or null when the request came with a subject. */
export type SubjectOutcome = { ok: true; subject: Subject; setCookie: string | null } | TooManyVisitors;

/** A test to start, as the practice forms describe it. */
export type PracticeTest = Omit<StartRequest, "subject" | "role">;

/** The practiser's subject: theirs, or a new visitor's when the address may still make one. */
export async function practiceSubject({ viewer, request, ip, now }: Practiser): Promise<SubjectOutcome> {
  if (viewer.subject) return { ok: true, subject: viewer.subject, setCookie: null };
  const hit = limits.newVisitorsPerIp.hit(ip, now.getTime());
  if (!hit.allowed) return { ok: false, reason: "too-many-visitors", retryAfterS: hit.retryAfterS };
  const { visitorId, setCookie } = await ensureVisitor(request);
  return { ok: true, subject: { visitorId }, setCookie };
}

/**
 * Starts a test of quick, category or personal practice. The choice 'Zonder fotovragen' a quick or
 * category test is started with is kept for the next start form (a personal test keeps it with its
 * settings).
 */
export async function startPractice(who: Practiser, test: PracticeTest): Promise<StartOutcome> {
  const found = await practiceSubject(who);
  if (!found.ok) return found;
  const { subject, setCookie } = found;
  if (test.mode !== "personal") savePracticePreferences(subject, { withoutPictures: test.withoutPictures === true }, who.now);
  const started = startAttempt({ subject, role: who.viewer.role, ...test }, who.now);
  return started.ok ? { ok: true, setCookie } : { ok: false, reason: started.reason, setCookie };
}

/** Starts a personal test from the settings saved with 'Opslaan'; without saved settings there is nothing to start. */
export async function startPersonalPractice(who: Practiser): Promise<StartOutcome | { ok: false; reason: "no-settings" }> {
  const settings = who.viewer.subject ? getPersonalSettings(who.viewer.subject) : null;
  if (!settings) return { ok: false, reason: "no-settings" };
  return startPractice(who, {
    mode: "personal",
    title: "Persoonlijk oefenen",
    categoryIds: settings.categories,
    types: settings.types,
    requestedCount: settings.questionCount,
    avoidMastered: settings.avoidMastered,
    withoutPictures: getPracticePreferences(who.viewer.subject).withoutPictures,
  });
}

/** Keeps the personal test's settings, its size at most what the role may ask, and the choice 'Zonder fotovragen'. */
export async function choosePersonalTest(
  who: Practiser,
  settings: PersonalSettings,
  withoutPictures: boolean,
): Promise<{ ok: true; setCookie: string | null } | TooManyVisitors> {
  const found = await practiceSubject(who);
  if (!found.ok) return found;
  const questionCount = Math.min(settings.questionCount, maxTestSize(who.viewer.role));
  savePersonalSettings(found.subject, { ...settings, questionCount }, who.now);
  savePracticePreferences(found.subject, { withoutPictures }, who.now);
  return { ok: true, setCookie: found.setCookie };
}
