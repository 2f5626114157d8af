import { randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { createCookie, createCookieSessionStorage, createSessionStorage, type Cookie, type SessionStorage } from "react-router";
import { db } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { sessions } from "~/db/schema";
import { config } from "~/platform/config.server";
import { readCookie } from "~/platform/cookies.server";
import type { Toast } from "~/lib/toast";

export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;

type SessionData = { userId: string };
type FlashData = { toast: Toast };

function cookieOptions() {
  const c = config();
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: c.appUrl.startsWith("https://"),
    secrets: c.sessionSecrets,
  };
}

const readSession = prepared((d) =>
  d
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder("id")), gt(sessions.expiresAt, sql.placeholder("now"))))
    .prepare(),
);

let sessionStore: SessionStorage<SessionData> | undefined;
let sessionCookieCache: Cookie | undefined;
let flashStore: SessionStorage<object, FlashData> | undefined;

function sessionCookie(): Cookie {
  return (sessionCookieCache ??= createCookie("__session", { ...cookieOptions(), maxAge: SESSION_MAX_AGE_S }));
}

/**
 * Sessions live in the database; the signed cookie carries only the id, so logout and
 * expiry are real. Every login creates a new row, hence a new id.
 */
export function sessionStorage(): SessionStorage<SessionData> {
  sessionStore ??= createSessionStorage<SessionData>({
    cookie: sessionCookie(),
    async createData(data, expires) {
      const id = randomBytes(32).toString("base64url");
      if (!data.userId) throw new Error("a session needs a user");
      db().insert(sessions)
        .values({ id, userId: data.userId, expiresAt: expires ?? new Date(Date.now() + SESSION_MAX_AGE_S * 1000) })
        .run();
      return id;
    },
    async readData(id) {
      const row = readSession().get({ id, now: Date.now() });
      return row ? { userId: row.userId } : null;
    },
    async updateData(id, _data, expires) {
      if (expires) db().update(sessions).set({ expiresAt: expires }).where(eq(sessions.id, id)).run();
    },
    async deleteData(id) {
      db().delete(sessions).where(eq(sessions.id, id)).run();
    },
  });
  return sessionStore;
}

/** A short-lived cookie that carries one toast across a redirect. */
export function flashStorage(): SessionStorage<object, FlashData> {
  flashStore ??= createCookieSessionStorage<object, FlashData>({
    cookie: createCookie("__flash", { ...cookieOptions(), maxAge: 60 }),
  });
  return flashStore;
}

/** The logged-in user's id: the session cookie (verified once per request), then its row. */
export async function getSessionUserId(request: Request): Promise<string | null> {
  const id = await readCookie(sessionCookie(), request);
  if (typeof id !== "string" || !id) return null;
  return readSession().get({ id, now: Date.now() })?.userId ?? null;
}

/** Returns a Set-Cookie header that shows `toast` on the next page. */
export async function flashToast(request: Request, toast: Toast): Promise<string> {
  const session = await flashStorage().getSession(request.headers.get("Cookie"));
  session.flash("toast", toast);
  return flashStorage().commitSession(session);
}

/** Reads (and clears) the pending toast. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("__flash=")) return { toast: null, setCookie: null };
  const session = await flashStorage().getSession(cookie);
  const toast = session.get("toast") ?? null;
  return { toast, setCookie: await flashStorage().commitSession(session) };
}
