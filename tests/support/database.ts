import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeDatabase, migrateDatabase, openDatabase, useDatabase, type Db } from "~/db/client.server";

/** A new SQLite file with all migrations applied, used as the app's connection for this test file. */
export function freshDatabase(): { db: Db; file: string; cleanup: () => void } {
  const file = path.join(os.tmpdir(), `jacht-test-${randomUUID()}.db`);
  const db = openDatabase(file);
  migrateDatabase(db);
  useDatabase(db);
  return {
    db,
    file,
    cleanup() {
      closeDatabase();
      for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
    },
  };
}
