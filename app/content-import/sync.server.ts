import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { log } from "~/platform/logger.server";
import { clearRenderCache } from "~/platform/render-cache.server";
import { importedContentHash, recordImportedContentHash } from "~/models/content-hash.server";

/** Raise when the import itself changes (what it writes or how it renders), so every install re-imports. */
const IMPORT_VERSION = "3";

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
 * Brings the open database's content up to date with content/. The import is skipped when the
 * content is exactly what was imported last time (unless `force`), which keeps starts quick; the
 * YAML, Markdown and HTML libraries are then not even loaded (ADR 18).
 */
export async function syncContent(contentDir = path.resolve("content"), { force = false } = {}) {
  const fingerprint = contentFingerprint(contentDir);
  if (!force && importedContentHash() === fingerprint) {
    log.info("content unchanged since the last import");
    return;
  }
  const [{ loadContent }, { importContent }] = await Promise.all([import("./load.server"), import("~/models/content.server")]);
  const summary = importContent(loadContent(contentDir));
  recordImportedContentHash(fingerprint);
  clearRenderCache();
  log.info("content imported", summary);
}
