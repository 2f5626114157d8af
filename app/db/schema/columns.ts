import { sql } from "drizzle-orm";
import { integer } from "drizzle-orm/sqlite-core";

/** When a row was made, in milliseconds, set by SQLite. */
export const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
