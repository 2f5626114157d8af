import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { writeTransaction } from "~/db/transaction.server";
import { prepared } from "~/db/prepared.server";
import { allowanceUsage, anonymousVisitors, practiceSettings } from "~/db/schema";

const visitorById = prepared((d) =>
  d
    .select({ id: anonymousVisitors.id })
    .from(anonymousVisitors)
    .where(eq(anonymousVisitors.id, sql.placeholder("id")))
    .prepare(),
);

/** Whether a visitor with this id exists. */
export function visitorExists(id: string): boolean {
  return visitorById().get({ id }) !== undefined;
}

export function createVisitor(id: string, now = new Date()) {
  db().insert(anonymousVisitors).values({ id, lastSeenAt: now }).run();
}

/** Marks a visitor as seen now (when they start practising), so purging keeps them. */
export function touchVisitor(id: string, now = new Date()) {
  db().update(anonymousVisitors).set({ lastSeenAt: now }).where(eq(anonymousVisitors.id, id)).run();
}

/** Visitors not seen since `before` go, with their tests (cascade), settings and allowance rows. */
export function purgeStaleVisitors(before: Date): number {
  return writeTransaction((tx) => {
    const stale = tx
      .select({ id: anonymousVisitors.id })
      .from(anonymousVisitors)
      .where(
        or(lt(anonymousVisitors.lastSeenAt, before), and(isNull(anonymousVisitors.lastSeenAt), lt(anonymousVisitors.createdAt, before))),
      )
      .limit(5000)
      .all()
      .map((v) => v.id);
    if (stale.length === 0) return 0;
    const subjects = stale.map((id) => `v:${id}`);
    tx.delete(practiceSettings).where(inArray(practiceSettings.subject, subjects)).run();
    tx.delete(allowanceUsage).where(inArray(allowanceUsage.subject, subjects)).run();
    return tx.delete(anonymousVisitors).where(inArray(anonymousVisitors.id, stale)).run().changes;
  });
}
