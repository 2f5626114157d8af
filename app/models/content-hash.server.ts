import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { appMeta } from "~/db/schema";

// Which content/ the database holds: the fingerprint of the last import (see services/startup.server.ts).
// Apart from models/content.server.ts, so that checking it does not load the Markdown renderer.

export function importedContentHash(): string | null {
  return db().select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, "content_hash")).get()?.value ?? null;
}

export function recordImportedContentHash(hash: string) {
  db()
    .insert(appMeta)
    .values({ key: "content_hash", value: hash })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: hash } })
    .run();
}
