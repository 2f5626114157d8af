import { desc, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { Tx } from "~/db/transaction.server";
import { auditLog, users } from "~/db/schema";

export type Actor = { id: string; email: string };

/** Records one write of the owner's area, in the transaction of the write itself. */
export function recordAudit(tx: Tx, actor: Actor, action: string, target: string, before: unknown, after: unknown, now = new Date()) {
  tx.insert(auditLog)
    .values({
      actorUserId: actor.id,
      actorEmail: actor.email,
      action,
      target,
      before: before ?? null,
      after: after ?? null,
      createdAt: now,
    })
    .run();
}

/**
 * The newest writes, with the e-mail address of the account a write was done to (`user:<id>`) while
 * that account exists, so the log can name it.
 */
export function recentAudit(limit = 200) {
  return db()
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      target: auditLog.target,
      targetUserId: users.id,
      targetEmail: users.email,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, sql`${auditLog.target} = 'user:' || ${users.id}`)
    .orderBy(desc(auditLog.id))
    .limit(limit)
    .all();
}
