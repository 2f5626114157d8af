// Part of `npm run bench`: the question-selection query on an empty database and again with
// 100,000 users and 1,000,000 user_question_stats rows. Prints milliseconds per query and the ratio.
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { migrateDatabase, openDatabase, useDatabase } from "../app/db/client.server";
import { loadContent } from "../app/content-import/load.server";
import { importContent } from "../app/models/content.server";
import { selectCandidates } from "../app/models/question-catalogue.server";

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const STATS = Number(process.env.BENCH_STATS ?? 1_000_000);
const RUNS = 300;
const file = path.resolve("data/bench-selection/app.db");
rmSync(path.dirname(file), { recursive: true, force: true });

const db = openDatabase(file);
migrateDatabase(db);
useDatabase(db);
importContent(loadContent(path.resolve("content")));
const sqlite = db.$client;

const subject = randomUUID();
const now = Date.now();
sqlite.prepare("insert into users (id, email, password_hash, created_at) values (?, ?, 'x', ?)").run(subject, "meter@voorbeeld.nl", now);
sqlite.prepare("insert into profiles (id) values (?)").run(subject);
const questionIds = (sqlite.prepare("select id from questions").all() as { id: string }[]).map((r) => r.id);
const categoryIds = (sqlite.prepare("select id from categories").all() as { id: string }[]).map((r) => r.id);

function measure(label: string) {
  const variants = [
    { includePremium: false, masteredBy: subject },
    { includePremium: true, masteredBy: subject, categoryIds: categoryIds.slice(0, 2) },
    { includePremium: true, categoryIds: [categoryIds[3]!], types: ["basic", "situatie"] },
  ];
  for (let i = 0; i < 30; i++) selectCandidates(db, variants[i % 3]!, 30); // warm-up
  const start = process.hrtime.bigint();
  for (let i = 0; i < RUNS; i++) selectCandidates(db, variants[i % 3]!, 30);
  const ms = Number(process.hrtime.bigint() - start) / 1e6 / RUNS;
  console.log(`${label.padEnd(44)} ${ms.toFixed(3)} ms per selection`);
  return ms;
}

const empty = measure("selection, empty database");

console.log(`generating ${USERS.toLocaleString("nl-NL")} users and ${STATS.toLocaleString("nl-NL")} user_question_stats rows…`);
const t0 = Date.now();
const insertUser = sqlite.prepare("insert into users (id, email, password_hash, created_at) values (?, ?, 'x', ?)");
const insertProfile = sqlite.prepare("insert into profiles (id) values (?)");
const insertStat = sqlite.prepare(
  "insert into user_question_stats (user_id, question_id, times_correct, times_wrong, last_shown_at) values (?, ?, ?, ?, ?)",
);
const users: string[] = [];
sqlite.transaction(() => {
  for (let i = 0; i < USERS; i++) {
    const id = randomUUID();
    users.push(id);
    insertUser.run(id, `u${i}@voorbeeld.nl`, now);
    insertProfile.run(id);
  }
})();
const perUser = Math.ceil(STATS / USERS);
sqlite.transaction(() => {
  let n = 0;
  for (let u = 0; u < users.length && n < STATS; u++) {
    const offset = (u * 7) % questionIds.length;
    for (let k = 0; k < perUser && n < STATS; k++, n++) {
      insertStat.run(users[u], questionIds[(offset + k) % questionIds.length], (u + k) % 7, (u * k) % 3, now);
    }
  }
  // The measured user has mastered some questions and answered many.
  for (let k = 0; k < 200; k++) insertStat.run(subject, questionIds[k], k % 9, 1, now);
})();
sqlite.exec("analyze");
console.log(`generated in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

const full = measure("selection, 100k users + 1M stats rows");
console.log(`ratio loaded / empty: ${(full / empty).toFixed(2)} (target ≤ 1.5)`);
db.$client.close();
