import path from "node:path";
import { db, migrateDatabase } from "~/db/client.server";
import { loadContent } from "~/lib/content-loader.server";
import { log } from "~/lib/logger.server";
import { importContent } from "~/models/content.server";

/** Brings the database up to date: migrations, then the shipped content (idempotent). */
export function prepareDatabase(contentDir = path.resolve("content")) {
  const database = db();
  migrateDatabase(database);
  const summary = importContent(database, loadContent(contentDir));
  log.info("content imported", summary);
  return database;
}
