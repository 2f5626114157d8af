import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "./schema";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export const BUSY_TIMEOUT_MS = 5000;

/**
 * Opens one SQLite file with the pragmas the whole app relies on. The file is readable by its owner
 * only; SQLite gives its -wal and -shm files the same permissions.
 */
export function openDatabase(file: string): Db {
  if (file !== ":memory:") {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    if (!existsSync(file)) closeSync(openSync(file, "a", 0o600));
    for (const suffix of ["", "-wal", "-shm"]) if (existsSync(file + suffix)) chmodSync(file + suffix, 0o600);
  }
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  sqlite.pragma("synchronous = NORMAL");
  return drizzle({ client: sqlite, schema });
}

/** Applies the migrations in drizzle/ (resolved from the project root). */
export function migrateDatabase(db: Db, migrationsFolder = path.resolve("drizzle")) {
  migrate(db, { migrationsFolder });
}

let current: Db | undefined;

/** The process's one connection, opened at start-up by `openAppDatabase` (or by a test). */
export function db(): Db {
  if (!current) throw new Error("the database is not open: call openAppDatabase() first");
  return current;
}

/** Opens the app's database file, brings its schema up to date and makes it the process's connection. */
export function openAppDatabase(file: string): Db {
  const database = openDatabase(file);
  migrateDatabase(database);
  current = database;
  return database;
}

/** For tests and start-up: use this connection instead of opening the configured file. */
export function useDatabase(instance: Db) {
  current = instance;
}

export function closeDatabase() {
  current?.$client.close();
  current = undefined;
}
