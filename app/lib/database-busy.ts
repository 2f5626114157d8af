// A database that stayed locked is a known, passing state, not a fault (docs/decisions/0011-busy-database.md).

/** SQLite stayed locked for longer than busy_timeout: nothing was written. */
export class DatabaseBusyError extends Error {
  constructor(cause: unknown) {
    super("the database is busy", { cause });
    this.name = "DatabaseBusyError";
  }
}

const BUSY_CODES = new Set(["SQLITE_BUSY", "SQLITE_BUSY_SNAPSHOT", "SQLITE_BUSY_TIMEOUT", "SQLITE_LOCKED"]);

/** Whether an error (or one it wraps) says that the database was locked. */
export function isDatabaseBusy(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e instanceof DatabaseBusyError || BUSY_CODES.has(String(e.code))) return true;
  }
  return false;
}
