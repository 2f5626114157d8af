import { randomUUID } from "node:crypto";
import type { Cookie } from "react-router";
import { appCookie, readCookie } from "~/platform/cookies.server";
import { createVisitor, touchVisitor, visitorExists } from "~/models/visitors.server";

const ONE_YEAR_S = 60 * 60 * 24 * 365;

let cookie: Cookie | undefined;

function visitorCookie(): Cookie {
  return (cookie ??= appCookie("__visitor", ONE_YEAR_S));
}

/** The visitor id from the signed cookie, if it names a known visitor. */
export async function readVisitorId(request: Request): Promise<string | null> {
  const value = await readCookie(visitorCookie(), request);
  if (typeof value !== "string") return null;
  return visitorExists(value) ? value : null;
}

/** The visitor id, creating a visitor (and the cookie to send) when there is none yet. */
export async function ensureVisitor(request: Request): Promise<{ visitorId: string; setCookie: string | null }> {
  const existing = await readVisitorId(request);
  if (existing) {
    touchVisitor(existing);
    return { visitorId: existing, setCookie: null };
  }
  const visitorId = randomUUID();
  createVisitor(visitorId);
  return { visitorId, setCookie: await visitorCookie().serialize(visitorId) };
}
