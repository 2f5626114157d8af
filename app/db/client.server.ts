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

/** How many migrations this database has had applied (drizzle keeps one row per migration). */
function appliedMigrations(db: Db): number {
  const table = db.$client.prepare("select name from sqlite_master where type = 'table' and name = '__drizzle_migrations'").get();
  return table ? (db.$client.prepare("select count(*) as n from __drizzle_migrations").get() as { n: number }).n : 0;
}

/** Applies the migrations in drizzle/ (resolved from the project root); returns how many were new. */
export function migrateDatabase(db: Db, migrationsFolder = path.resolve("drizzle")): number {
  const before = appliedMigrations(db);
  migrate(db, { migrationsFolder });
  return appliedMigrations(db) - before;
}

let current: Db | undefined;

/** The process's one connection, opened at start-up by `openAppDatabase` (or by a test). */
export function db(): Db {
  if (!current) throw new Error("the database is not open: call openAppDatabase() first");
  return current;
}

/**
 * Opens the app's database file, brings its schema up to date and makes it the process's connection.
 * Returns the connection and how many migrations were applied now.
 */
export function openAppDatabase(file: string): { db: Db; migrationsApplied: number } {
  const database = openDatabase(file);
  const migrationsApplied = migrateDatabase(database);
  current = database;
  return { db: database, migrationsApplied };
}

/** For tests and start-up: use this connection instead of opening the configured file. */
export function useDatabase(instance: Db) {
  current = instance;
}

export function closeDatabase() {
  current?.$client.close();
  current = undefined;
}
