import { db, type Db } from "./client.server";

/**
 * A statement that is built and prepared once per connection, then reused: hot queries skip
 * drizzle's SQL building and SQLite's compiling on every request. Preparing happens on first use.
 */
export function prepared<T>(build: (database: Db) => T): () => T {
  const cache = new WeakMap<Db, T>();
  return () => {
    const database = db();
    let statement = cache.get(database);
    if (statement === undefined) {
      statement = build(database);
      cache.set(database, statement);
    }
    return statement;
  };
}
