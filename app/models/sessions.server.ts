import { and, eq, gt, ne, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { sessions } from "~/db/schema";

// Sessions live in the database; the signed cookie carries only the id (docs/decisions/0002-sessions.md).

export function createSession(id: string, userId: string, expiresAt: Date) {
  db().insert(sessions).values({ id, userId, expiresAt }).run();
}

const sessionUser = prepared((d) =>
  d
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder("id")), gt(sessions.expiresAt, sql.placeholder("now"))))
    .prepare(),
);

/** The user of an unexpired session, or null. */
export function sessionUserId(id: string, now = Date.now()): string | null {
  return sessionUser().get({ id, now })?.userId ?? null;
}

export function extendSession(id: string, expiresAt: Date) {
  db().update(sessions).set({ expiresAt }).where(eq(sessions.id, id)).run();
}

export function deleteSession(id: string) {
  db().delete(sessions).where(eq(sessions.id, id)).run();
}

/** Ends all sessions of a user except, optionally, one. */
export function endSessions(userId: string, exceptSessionId?: string) {
  db()
    .delete(sessions)
    .where(exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)) : eq(sessions.userId, userId))
    .run();
}
