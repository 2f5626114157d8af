import { desc } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { Tx } from "~/db/transaction.server";
import { auditLog } from "~/db/schema";

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

export function recentAudit(limit = 200) {
  return db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit).all();
}
