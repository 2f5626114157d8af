import { DatabaseBusyError, isDatabaseBusy } from "~/lib/database-busy";
import { db, type Db } from "./client.server";

/** The handle a transaction callback gets. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What a query inside or outside a transaction can run on. */
export type Queryable = Db | Tx;

/**
 * Runs `work` in one BEGIN IMMEDIATE transaction: everything that reads and then writes goes
 * through here, so the write lock is taken before the first read. A lock held too long by someone
 * else becomes a DatabaseBusyError; any other error rolls back and is passed on as it is.
 */
export function writeTransaction<T>(work: (tx: Tx) => T): T {
  try {
    return db().transaction(work, { behavior: "immediate" });
  } catch (error) {
    if (!(error instanceof DatabaseBusyError) && isDatabaseBusy(error)) throw new DatabaseBusyError(error);
    throw error;
  }
}
