// Candidates for the measuring scripts (bench, Lighthouse, the class): a visitor with a practice test
// started through the form, and a premium account (made directly in the database, as no payment is
// needed to measure a page) with an exam started through the form.
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { createCookie } from "react-router";

const form = (body, cookie, app) => ({
  method: "POST",
  redirect: "manual",
  headers: { "content-type": "application/x-www-form-urlencoded", origin: app, ...(cookie ? { cookie } : {}) },
  body,
});

const cookiesOf = (res) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

const hasPhoto = (html) => html.includes('class="question-image"');
const field = (html, name) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1];

/** A visitor's quick practice test: its cookie and the hidden fields of the question on screen. */
export async function startVisitorTest(app) {
  const res = await fetch(`${app}/practice?tab=quick&t=1`, form("intent=start-quick", null, app));
  const cookie = cookiesOf(res);
  const html = await (await fetch(`${app}/practice?tab=quick&t=1`, { headers: { cookie } })).text();
  const attemptId = field(html, "attemptId");
  const position = field(html, "position");
  if (!attemptId) throw new Error("could not start a practice test");
  return { cookie, attemptId, position, html };
}

/**
 * A visitor whose practice test shows a picture question, not yet answered: the test is answered and
 * moved on until one is on screen (a quick test holds picture questions once photos are there).
 */
export async function visitorAtPictureQuestion(app) {
  for (let test = 0; test < 5; test++) {
    let { cookie, attemptId, position, html } = await startVisitorTest(app);
    for (let step = 0; step < 30 && position; step++) {
      if (hasPhoto(html)) return { cookie, path: "/practice?tab=quick&t=1" };
      await fetch(`${app}/practice?tab=quick&t=1`, form(`intent=check&attemptId=${attemptId}&position=${position}&answer=0`, cookie, app));
      await fetch(`${app}/practice?tab=quick&t=1`, form(`intent=next&attemptId=${attemptId}&position=${position}`, cookie, app));
      html = await (await fetch(`${app}/practice?tab=quick&t=1`, { headers: { cookie } })).text();
      const next = field(html, "position");
      if (next === position) break;
      position = next;
    }
  }
  throw new Error("no picture question came up in five practice tests: are the photos there?");
}

/** A premium account and its session cookie, made directly in the database of `dataDir`. */
export async function premiumAccount(dataDir) {
  const db = new Database(path.join(dataDir, "app.db"));
  db.pragma("busy_timeout = 5000");
  const userId = randomUUID();
  const sessionId = randomBytes(32).toString("base64url");
  const now = Date.now();
  db.prepare("insert into users (id, email, password_hash, email_verified_at, created_at) values (?, ?, 'x', ?, ?)").run(
    userId,
    `meting-${userId.slice(0, 8)}@voorbeeld.nl`,
    now,
    now,
  );
  db.prepare("insert into profiles (id, is_premium, premium_expires_at) values (?, 1, ?)").run(userId, now + 86_400_000);
  db.prepare("insert into sessions (id, user_id, expires_at, created_at) values (?, ?, ?, ?)").run(
    sessionId,
    userId,
    now + 86_400_000,
    now,
  );
  db.close();
  const secret = readFileSync(path.join(dataDir, "session-secret"), "utf8").trim();
  const session = createCookie("__session", { secrets: [secret], path: "/", httpOnly: true, sameSite: "lax" });
  return (await session.serialize(sessionId)).split(";")[0];
}

/** A premium account with an exam started through the form: its cookie and the exam's path. */
export async function startPremiumExam(app, dataDir) {
  const cookie = await premiumAccount(dataDir);
  const res = await fetch(`${app}/examen`, form("", cookie, app));
  // The start redirects to the first question's anchor (/examen/<id>?vraag=1#vraag); the exam's own path is wanted.
  const location = res.headers.get("location");
  const examPath = location ? new URL(location, app).pathname : null;
  if (!examPath?.startsWith("/examen/")) throw new Error(`could not start an exam (${res.status} to ${location})`);
  return { cookie, examPath };
}

/** The number of the exam's first question with a photo. */
export async function firstPictureQuestion(app, exam) {
  for (let n = 1; n <= 75; n++) {
    const html = await (await fetch(`${app}${exam.examPath}?vraag=${n}`, { headers: { cookie: exam.cookie } })).text();
    if (hasPhoto(html)) return n;
  }
  throw new Error("the exam has no picture question: are the photos there?");
}
