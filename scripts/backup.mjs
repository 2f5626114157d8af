// `npm run db:backup -- <file>`: a consistent copy of the live database (SQLite online backup).
import path from "node:path";
import Database from "better-sqlite3";

const target = process.argv[2];
if (!target) {
  console.error("Gebruik: npm run db:backup -- <bestand>");
  process.exit(1);
}
const source = path.resolve(process.env.DATABASE_PATH || "data/app.db");
const db = new Database(source, { readonly: true, fileMustExist: true });
db.pragma("busy_timeout = 5000");
await db.backup(path.resolve(target));
db.close();
console.log(`Back-up van ${source} geschreven naar ${path.resolve(target)}`);
