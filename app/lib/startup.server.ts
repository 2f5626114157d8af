import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { db, migrateDatabase } from "~/db/client.server";
import { appMeta } from "~/db/schema";
import { loadContent } from "~/lib/content-loader.server";
import { log } from "~/lib/logger.server";
import { importContent } from "~/models/content.server";

/** Raise when the import itself changes (what it writes or how it renders), so every install re-imports. */
const IMPORT_VERSION = "1";

/** A hash over every file under content/ (names and bytes) and the import version. */
export function contentFingerprint(dir: string): string {
  const hash = createHash("sha256").update(`import:${IMPORT_VERSION}\n`);
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${path.relative(dir, full)}\n`).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest("hex");
}

/**
 * Brings the database up to date: migrations, then the shipped content. The import is skipped when
 * the content is exactly what was imported last time (unless `force`), which keeps starts quick.
 */
export function prepareDatabase(contentDir = path.resolve("content"), { force = false } = {}) {
  const database = db();
  migrateDatabase(database);
  const fingerprint = contentFingerprint(contentDir);
  const stored = database.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, "content_hash")).get()?.value;
  if (!force && stored === fingerprint) {
    log.info("content unchanged since the last import");
    return database;
  }
  const summary = importContent(database, loadContent(contentDir));
  database.insert(appMeta).values({ key: "content_hash", value: fingerprint }).onConflictDoUpdate({ target: appMeta.key, set: { value: fingerprint } }).run();
  log.info("content imported", summary);
  return database;
}
