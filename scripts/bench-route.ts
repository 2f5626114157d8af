// Part of `npm run bench`: selecting today's learning-route sitting for one candidate on a database with
// only that candidate, and again with 100,000 users and 5,000,000 review-log rows (and their cards).
// Prints milliseconds per selection and the ratio.
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { migrateDatabase, openDatabase, useDatabase } from "../app/db/client.server";
import { DEFAULT_RETENTION } from "../app/lib/learning/scheduler";
import { importContent } from "../app/models/content.server";
import { routeOverview, todaysSession } from "../app/models/learning-route.server";
import { loadContent } from "../app/content-import/load.server";

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const LOGS = Number(process.env.BENCH_LOGS ?? 5_000_000);
const RUNS = 100;
const file = path.resolve("data/bench-route/app.db");
rmSync(path.dirname(file), { recursive: true, force: true });

const db = openDatabase(file);
migrateDatabase(db);
useDatabase(db);
importContent(loadContent(path.resolve("content")));
const sqlite = db.$client;
const now = new Date("2026-11-25T09:00:00Z");
const DAY = 86_400_000;
const questionIds = (sqlite.prepare("select id from questions where retired_at is null").all() as { id: string }[]).map((r) => r.id);

const insertUser = sqlite.prepare("insert into users (id, email, password_hash, created_at) values (?, ?, 'x', ?)");
const insertProfile = sqlite.prepare("insert into profiles (id, is_premium) values (?, 1)");
const insertCard = sqlite.prepare(
  `insert into review_cards (user_id, question_id, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review)
   values (?, ?, ?, ?, 5, 1, ?, 0, ?, 0, 2, ?)`,
);
const insertLog = sqlite.prepare(
  `insert into review_logs (user_id, question_id, rating, state, due, stability, difficulty, elapsed_days, last_elapsed_days, scheduled_days, learning_steps, reviewed_at)
   values (?, ?, ?, 2, ?, 3, 5, 1, 1, 3, 0, ?)`,
);
const insertStat = sqlite.prepare(
  "insert into user_question_stats (user_id, question_id, times_correct, times_wrong, last_shown_at, last_correct) values (?, ?, ?, ?, ?, ?)",
);

/** A user who has practised `cards` questions, `logsPerCard` reviews each, some of them due today. */
function addLearner(id: string, n: number, cards: number, logsPerCard: number) {
  insertUser.run(id, `u${n}-${id.slice(0, 6)}@voorbeeld.nl`, now.getTime());
  insertProfile.run(id);
  const offset = (n * 13) % questionIds.length;
  for (let k = 0; k < cards; k++) {
    const q = questionIds[(offset + k) % questionIds.length]!;
    const due = now.getTime() + (((n + k) % 20) - 5) * DAY; // about a quarter due
    insertCard.run(id, q, due, 3 + (k % 40), 3, logsPerCard, now.getTime() - DAY);
    for (let l = 0; l < logsPerCard; l++) insertLog.run(id, q, 1 + ((n + k + l) % 4), due, now.getTime() - (logsPerCard - l) * DAY);
    insertStat.run(id, q, k % 5, k % 3, now.getTime(), (n + k) % 4 !== 0 ? 1 : 0);
  }
}

const subject = randomUUID();
sqlite.transaction(() => addLearner(subject, 0, 300, 2))();
const settings = { examDate: "2026-12-25", daysPerWeek: 6, retention: DEFAULT_RETENTION };

function measure(label: string) {
  const role = { userId: subject, isPremium: true };
  for (let i = 0; i < 10; i++) todaysSession(role, settings, now);
  let start = process.hrtime.bigint();
  for (let i = 0; i < RUNS; i++) todaysSession(role, settings, now);
  const session = Number(process.hrtime.bigint() - start) / 1e6 / RUNS;
  start = process.hrtime.bigint();
  for (let i = 0; i < RUNS / 4; i++) routeOverview(role, settings, now);
  const overview = Number(process.hrtime.bigint() - start) / 1e6 / (RUNS / 4);
  console.log(`${label.padEnd(52)} session ${session.toFixed(2)} ms, dashboard overview ${overview.toFixed(2)} ms`);
  return session;
}

const empty = measure("route, one candidate");
const logsPerCard = 5;
const cardsPerUser = Math.max(1, Math.round(LOGS / USERS / logsPerCard));
console.log(
  `generating ${USERS.toLocaleString("nl-NL")} users with ${cardsPerUser} cards and ${(cardsPerUser * logsPerCard).toLocaleString("nl-NL")} review-log rows each…`,
);
const t0 = Date.now();
for (let batch = 0; batch < USERS; batch += 10_000) {
  sqlite.transaction(() => {
    for (let n = batch; n < Math.min(USERS, batch + 10_000); n++) addLearner(randomUUID(), n + 1, cardsPerUser, logsPerCard);
  })();
}
sqlite.exec("analyze");
const logs = (sqlite.prepare("select count(*) as n from review_logs").get() as { n: number }).n;
console.log(`generated ${logs.toLocaleString("nl-NL")} review-log rows in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
const full = measure(`route, ${USERS.toLocaleString("nl-NL")} users + ${logs.toLocaleString("nl-NL")} log rows`);
console.log(`ratio loaded / one candidate: ${(full / empty).toFixed(2)} (target ≤ 1.5)`);
sqlite.close();
