import { randomBytes } from "node:crypto";
import { createCookieSessionStorage, createSessionStorage, redirect, type Cookie, type SessionStorage } from "react-router";
import type { Toast } from "~/lib/toast";
import { appCookie, cookieValue, readCookie } from "~/platform/cookies.server";
import { createSession, deleteSession, extendSession, sessionUserId } from "~/models/sessions.server";
import { syncOwnerRole } from "~/models/accounts.server";
import { config } from "~/platform/config.server";

export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;

type SessionData = { userId: string };
type FlashData = { toast: Toast };

let sessionStore: SessionStorage<SessionData> | undefined;
let sessionCookieCache: Cookie | undefined;
let flashStore: SessionStorage<object, FlashData> | undefined;

function sessionCookie(): Cookie {
  return (sessionCookieCache ??= appCookie("__session", SESSION_MAX_AGE_S));
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
      // Every login passes here: the owner role follows ADMIN_EMAILS.
      syncOwnerRole(data.userId, config().adminEmails);
      createSession(id, data.userId, expires ?? new Date(Date.now() + SESSION_MAX_AGE_S * 1000));
      return id;
    },
    async readData(id) {
      const userId = sessionUserId(id);
      return userId ? { userId } : null;
    },
    async updateData(id, _data, expires) {
      if (expires) extendSession(id, expires);
    },
    async deleteData(id) {
      deleteSession(id);
    },
  });
  return sessionStore;
}

/** A short-lived cookie that carries one toast across a redirect. */
function flashStorage(): SessionStorage<object, FlashData> {
  flashStore ??= createCookieSessionStorage<object, FlashData>({ cookie: appCookie("__flash", 60) });
  return flashStore;
}

/** The logged-in user's id: the session cookie (verified once per request), then its row. */
export async function getSessionUserId(request: Request): Promise<string | null> {
  const id = await readCookie(sessionCookie(), request);
  if (typeof id !== "string" || !id) return null;
  return sessionUserId(id);
}

/** Returns a Set-Cookie header that shows `toast` on the next page. */
export async function flashToast(request: Request, toast: Toast): Promise<string> {
  const session = await flashStorage().getSession(request.headers.get("Cookie"));
  session.flash("toast", toast);
  return flashStorage().commitSession(session);
}

/** A redirect that shows `toast` on the page it leads to; `headers` may carry more cookies. */
export async function redirectWithToast(request: Request, to: string, toast: Toast, headers = new Headers()): Promise<Response> {
  headers.append("Set-Cookie", await flashToast(request, toast));
  return redirect(to, { headers });
}

/** Reads (and clears) the pending toast. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const cookie = request.headers.get("Cookie");
  if (cookieValue(cookie, "__flash") === null) return { toast: null, setCookie: null };
  const session = await flashStorage().getSession(cookie);
  const toast = session.get("toast") ?? null;
  return { toast, setCookie: await flashStorage().commitSession(session) };
}
