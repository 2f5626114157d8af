// Part of `npm run bench`: selecting today's learning-route sitting for one candidate with a year of
// history, on a database with only that candidate and on one with 100,000 users and 5,000,000 review-log
// rows (and their cards) as well, measured in alternating rounds. Prints milliseconds per selection and
// the ratio beside its goal.
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { migrateDatabase, openDatabase, useDatabase } from "../app/db/client.server";
import { DEFAULT_RETENTION } from "../app/lib/learning/scheduler";
import { importContent } from "../app/models/content.server";
import { leerrouteOverview, todaysSession } from "../app/models/leerroute.server";
import { loadContent } from "../app/content-import/load.server";

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const LOGS = Number(process.env.BENCH_LOGS ?? 5_000_000);
const ROUNDS = 20;
const RUNS = 20;
const folder = path.resolve("data/bench-route");
rmSync(folder, { recursive: true, force: true });

const now = new Date("2026-11-25T09:00:00Z");
const DAY = 86_400_000;

/** A database with the content imported, and a way to add a learner with a history to it. */
function benchDatabase(file: string) {
  const db = openDatabase(file);
  migrateDatabase(db);
  useDatabase(db);
  importContent(loadContent(path.resolve("content")));
  const sqlite = db.$client;
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
  return { db, sqlite, addLearner };
}

// The candidate measured, with a year of history, alone in one database and among 100,000 users in the other.
const subject = randomUUID();
const alone = benchDatabase(path.join(folder, "alone.db"));
alone.sqlite.transaction(() => alone.addLearner(subject, 0, 300, 2))();
alone.sqlite.exec("analyze");
const loaded = benchDatabase(path.join(folder, "app.db"));
const sqlite = loaded.sqlite;
sqlite.transaction(() => loaded.addLearner(subject, 0, 300, 2))();
const settings = { examDate: "2026-12-25", daysPerWeek: 6, retention: DEFAULT_RETENTION };
const role = { userId: subject, isPremium: true };

/** Milliseconds per call of `work` on the database `on`, averaged over RUNS calls. */
function timed(on: ReturnType<typeof benchDatabase>, runs: number, work: () => void) {
  useDatabase(on.db);
  const start = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) work();
  return Number(process.hrtime.bigint() - start) / 1e6 / runs;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * The sitting and the dashboard overview on both databases, in alternating rounds (the machine's speed
 * drifts; each round measures both within a fraction of a second): the median of the rounds' means.
 */
function measureBoth() {
  const rounds = {
    alone: { session: [] as number[], overview: [] as number[] },
    loaded: { session: [] as number[], overview: [] as number[] },
  };
  for (const on of [alone, loaded]) timed(on, 10, () => todaysSession(role, settings, now)); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, on] of [
      ["alone", alone],
      ["loaded", loaded],
    ] as const) {
      rounds[name].session.push(timed(on, RUNS, () => todaysSession(role, settings, now)));
      rounds[name].overview.push(timed(on, RUNS / 4, () => leerrouteOverview(role, settings, now)));
    }
  }
  return rounds;
}

const logsPerCard = 5;
const cardsPerUser = Math.max(1, Math.round(LOGS / USERS / logsPerCard));
console.log(
  `generating ${USERS.toLocaleString("nl-NL")} users with ${cardsPerUser} cards and ${(cardsPerUser * logsPerCard).toLocaleString("nl-NL")} review-log rows each…`,
);
const t0 = Date.now();
for (let batch = 0; batch < USERS; batch += 10_000) {
  sqlite.transaction(() => {
    for (let n = batch; n < Math.min(USERS, batch + 10_000); n++) loaded.addLearner(randomUUID(), n + 1, cardsPerUser, logsPerCard);
  })();
}
sqlite.exec("analyze");
const logs = (sqlite.prepare("select count(*) as n from review_logs").get() as { n: number }).n;
console.log(`generated ${logs.toLocaleString("nl-NL")} review-log rows in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

const rounds = measureBoth();
const line = (label: string, r: { session: number[]; overview: number[] }) =>
  console.log(
    `${label.padEnd(52)} session ${median(r.session).toFixed(2)} ms (rounds ${Math.min(...r.session).toFixed(2)}–${Math.max(...r.session).toFixed(2)}), dashboard overview ${median(r.overview).toFixed(2)} ms`,
  );
line("route, one candidate alone", rounds.alone);
line(`route, ${USERS.toLocaleString("nl-NL")} users + ${logs.toLocaleString("nl-NL")} log rows`, rounds.loaded);
const ratio = median(rounds.loaded.session) / median(rounds.alone.session);
const fastest = Math.min(...rounds.loaded.session) / Math.min(...rounds.alone.session);
console.log(
  `ratio loaded / one candidate: ${ratio.toFixed(2)} (goal ≤ 1.5; medians of ${ROUNDS} alternating rounds of ${RUNS} sittings; fastest rounds: ${fastest.toFixed(2)})`,
);
alone.sqlite.close();
sqlite.close();
