import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { hashPassword } from "../../../app/services/requests/password.server";
import { hashToken } from "../../../app/platform/tokens.server";

// The browser tests' server uses this database (see playwright.config.ts).
const DATA_DIR = process.env.E2E_DATA_DIR ?? "data/e2e";

function open(dataDir = DATA_DIR) {
  const db = new Database(path.join(dataDir, "app.db"));
  db.pragma("busy_timeout = 5000");
  return db;
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${randomUUID().slice(0, 8)}@voorbeeld.nl`;
}

let cachedHash: Promise<string> | undefined;
export const DEFAULT_PASSWORD = "geheim-wachtwoord";

/**
 * A verified user, created directly in the database (faster than signing up through the UI); `dataDir`
 * names the data folder of a server a test started itself.
 */
export async function createUser(options: { email?: string; premiumDays?: number; verified?: boolean; dataDir?: string } = {}) {
  const email = options.email ?? uniqueEmail("gebruiker");
  cachedHash ??= hashPassword(DEFAULT_PASSWORD);
  const passwordHash = await cachedHash;
  const id = randomUUID();
  const now = Date.now();
  const db = open(options.dataDir);
  try {
    db.transaction(() => {
      db.prepare("insert into users (id, email, password_hash, email_verified_at, created_at) values (?, ?, ?, ?, ?)").run(
        id,
        email,
        passwordHash,
        options.verified === false ? null : now,
        now,
      );
      const premium = options.premiumDays !== undefined && options.premiumDays > 0;
      db.prepare("insert into profiles (id, is_premium, premium_expires_at) values (?, ?, ?)").run(
        id,
        premium ? 1 : 0,
        premium ? now + options.premiumDays! * 86_400_000 : null,
      );
    })();
  } finally {
    db.close();
  }
  return { id, email, password: DEFAULT_PASSWORD };
}

/** Stores a token for a user directly, e.g. one that has already expired. */
export function insertToken(userId: string, purpose: "email_confirmation" | "recovery", token: string, expiresAt: number) {
  const db = open();
  try {
    db.prepare("insert into one_time_tokens (user_id, purpose, token_hash, expires_at, created_at) values (?, ?, ?, ?, ?)").run(
      userId,
      purpose,
      hashToken(token),
      expiresAt,
      Date.now(),
    );
  } finally {
    db.close();
  }
}

export function query<T>(sql: string, ...params: unknown[]): T[] {
  return queryIn(DATA_DIR, sql, ...params);
}

/** `query` against the database of another data folder (a server a test started itself). */
export function queryIn<T>(dataDir: string, sql: string, ...params: unknown[]): T[] {
  const db = open(dataDir);
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

type OutboxMail = { to: string; subject: string; text: string; date: string };

/** The newest e-mail to `to` in the outbox, waiting briefly for it to arrive. */
export async function lastMailTo(to: string, timeoutMs = 5000): Promise<OutboxMail> {
  const dir = path.join(DATA_DIR, "outbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = mailsTo(to, dir);
    if (mails.length) return mails[mails.length - 1]!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} in ${dir}`);
}

export function mailsTo(to: string, dir = path.join(DATA_DIR, "outbox")): OutboxMail[] {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort();
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as OutboxMail).filter((m) => m.to === to);
}

export function linkIn(mail: OutboxMail): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in mail '${mail.subject}'`);
  return match[0];
}

/** A logged-in session for a user, as the Cookie header value (signed like the server signs it). */
export async function sessionCookieFor(userId: string, dataDir = DATA_DIR): Promise<string> {
  const { createCookie } = await import("react-router");
  const { randomBytes } = await import("node:crypto");
  const secret = readFileSync(path.join(dataDir, "session-secret"), "utf8").trim();
  const id = randomBytes(32).toString("base64url");
  const db = open(dataDir);
  try {
    db.prepare("insert into sessions (id, user_id, expires_at, created_at) values (?, ?, ?, ?)").run(
      id,
      userId,
      Date.now() + 86_400_000,
      Date.now(),
    );
  } finally {
    db.close();
  }
  const cookie = createCookie("__session", { secrets: [secret], path: "/", httpOnly: true, sameSite: "lax" });
  return (await cookie.serialize(id)).split(";")[0]!;
}

export function insertPromoCode(
  code: string,
  options: { durationDays?: number; maxUses?: number; expiresAt?: number; isActive?: boolean; timesUsed?: number } = {},
) {
  const db = open();
  try {
    db.prepare(
      "insert into promo_codes (code, duration_days, max_uses, expires_at, is_active, times_used, created_at) values (?, ?, ?, ?, ?, ?, ?)",
    ).run(
      code,
      options.durationDays ?? 5,
      options.maxUses ?? null,
      options.expiresAt ?? null,
      options.isActive === false ? 0 : 1,
      options.timesUsed ?? 0,
      Date.now(),
    );
  } finally {
    db.close();
  }
}

export function premiumExpiry(userId: string): number | null {
  return query<{ e: number | null }>("select premium_expires_at as e from profiles where id = ?", userId)[0]?.e ?? null;
}

/**
 * A question's sealed reference as the server makes it (the landing demo's `demo` parameter), sealed
 * with the browser tests' server secret.
 */
export async function sealedQuestionRef(questionId: string): Promise<string> {
  process.env.SESSION_SECRET ??= readFileSync(path.join(DATA_DIR, "session-secret"), "utf8").trim();
  const { sealQuestionId } = await import("../../../app/platform/sealed.server");
  return sealQuestionId(questionId);
}

/**
 * The calendar day `n` days from today as the app counts days: in Dutch time (lib/dates.ts), which between
 * 23:00 and 24:00 UTC is already tomorrow.
 */
export function dutchDayIn(n: number): string {
  const today = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Amsterdam",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + n);
  return day.toISOString().slice(0, 10);
}
