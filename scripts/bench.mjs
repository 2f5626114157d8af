// `npm run bench`: builds, starts the production server on a fresh seeded database beside a bare
// React Router app (the baseline), and measures them side by side with autocannon. Prints figures;
// it has no pass/fail: the targets are printed next to the results.
import { execSync, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { gzipSync } from "node:zlib";
import os from "node:os";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { createCookie } from "react-router";

const APP_PORT = 3301;
const BASE_PORT = 3302;
const APP = `http://localhost:${APP_PORT}`;
const BASE = `http://localhost:${BASE_PORT}`;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

// The server runs with the node flags of `npm start` (the heap limit); the baseline gets the same ones.
const START_FLAGS = (/node ((?:--\S+ )*)server\.js/.exec(JSON.parse(readFileSync("package.json", "utf8")).scripts.start)?.[1] ?? "")
  .trim()
  .split(" ")
  .filter(Boolean);

function sh(command) {
  execSync(command, { stdio: "inherit" });
}

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

function peakRss(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** CPU time (user + system) the process has used so far, in milliseconds. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function pageWeight(base, path, cookie) {
  const res = await fetch(base + path, { headers: cookie ? { cookie } : {} });
  const html = await res.text();
  // What the browser fetches to start the page: module preloads (as links, or in the list the app's
  // head script adds after the first paint), the route modules the inline script imports and the client
  // entry. Modules only named in the route manifest load when navigated to.
  const assets = new Set(
    [...html.matchAll(/(?:rel="modulepreload"[^>]*? href=|import\s*\(|from\s*|src=|[[,])["'](\/assets\/[^"']+\.js)["']/g)].map((m) => m[1]),
  );
  let js = 0;
  for (const a of assets) js += gzipSync(Buffer.from(await (await fetch(base + a)).arrayBuffer())).length;
  return { htmlBytes: Buffer.byteLength(html), htmlGzip: gzipSync(html).length, jsGzip: js, jsFiles: assets.size };
}

async function startVisitorTest() {
  const res = await fetch(`${APP}/practice?tab=quick&t=1`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: APP },
    body: "intent=start-quick",
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const html = await (await fetch(`${APP}/practice?tab=quick&t=1`, { headers: { cookie } })).text();
  const attemptId = /name="attemptId" value="([^"]+)"/.exec(html)?.[1];
  const position = /name="position" value="(\d+)"/.exec(html)?.[1];
  if (!attemptId) throw new Error("could not start a test");
  return { cookie, attemptId, position };
}

/** A premium account with a session, made directly in the bench database, and an exam started through the form. */
async function startPremiumExam() {
  const db = new Database("data/bench/app.db");
  db.pragma("busy_timeout = 5000");
  const userId = randomUUID();
  const sessionId = randomBytes(32).toString("base64url");
  const now = Date.now();
  db.prepare("insert into users (id, email, password_hash, email_verified_at, created_at) values (?, ?, 'x', ?, ?)").run(
    userId,
    `bench-${userId.slice(0, 8)}@voorbeeld.nl`,
    now,
    now,
  );
  db.prepare("insert into profiles (id, is_premium, premium_expires_at) values (?, 1, ?)").run(userId, now + 86_400_000);
  db.prepare("insert into sessions (id, user_id, expires_at, created_at) values (?, ?, ?, ?)").run(
    sessionId,
    userId,
    now + 86_400_000,
    now,
  );
  db.close();
  const secret = readFileSync("data/bench/session-secret", "utf8").trim();
  const session = createCookie("__session", { secrets: [secret], path: "/", httpOnly: true, sameSite: "lax" });
  const cookie = (await session.serialize(sessionId)).split(";")[0];
  const res = await fetch(`${APP}/examen`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin: APP, "content-type": "application/x-www-form-urlencoded" },
    body: "",
  });
  // The start redirects to the first question's anchor (/examen/<id>?vraag=1#vraag); the exam's own path is wanted.
  const location = res.headers.get("location");
  const examPath = location ? new URL(location, APP).pathname : null;
  if (!examPath?.startsWith("/examen/")) throw new Error(`could not start an exam (${res.status})`);
  return { cookie, examPath };
}

const fmt = (n, d = 0) => n.toFixed(d);

async function main() {
  console.log("Building the app and the baseline…");
  sh("npx react-router build > /dev/null");
  sh("npx react-router build bench/baseline > /dev/null");
  rmSync("data/bench", { recursive: true, force: true });

  const env = {
    ...process.env,
    PORT: String(APP_PORT),
    HOST: "127.0.0.1",
    APP_URL: APP,
    DATABASE_PATH: "data/bench/app.db",
    LOG_LEVEL: "error",
    NODE_ENV: "production",
    // Measure the app, not a photo download running beside it.
    WILDLIFE_IMAGE_API: "off",
  };
  // The content is imported first, in a process of its own (`npm run db:import`), as after a deployment:
  // the server measured then starts the way it does on every start but the first after a content change.
  execSync("npx tsx scripts/import-content.ts", { env, stdio: "ignore" });
  const app = spawn("node", [...START_FLAGS, "server.js"], { env, stdio: "ignore" });
  const base = spawn("node", [...START_FLAGS, "bench/baseline/server.mjs"], {
    env: { ...process.env, PORT: String(BASE_PORT), NODE_ENV: "production" },
    stdio: "ignore",
  });
  try {
    await Promise.all([waitFor(`${APP}/healthz`), waitFor(BASE)]);
    const { cookie, attemptId, position } = await startVisitorTest();
    const form = `intent=check&attemptId=${attemptId}&position=${position}&answer=0`;
    const exam = await startPremiumExam();

    const scenarios = [
      { name: "baseline hello page", url: BASE, server: "base" },
      { name: "landing page / (cache)", url: APP, server: "app" },
      { name: "/blog (cache)", url: `${APP}/blog`, server: "app" },
      { name: "/about-us (cache)", url: `${APP}/about-us`, server: "app" },
      { name: "question page", url: `${APP}/practice?tab=quick&t=1`, headers: { cookie }, server: "app" },
      {
        name: "answer POST→redirect→GET",
        url: APP,
        server: "app",
        roundTrip: true,
        requests: [
          {
            method: "POST",
            path: "/practice?tab=quick&t=1",
            body: form,
            headers: { cookie, origin: APP, "content-type": "application/x-www-form-urlencoded" },
          },
          { method: "GET", path: "/practice?tab=quick&t=1", headers: { cookie } },
        ],
      },
      { name: "exam question page", url: `${APP}${exam.examPath}?vraag=2`, headers: { cookie: exam.cookie }, server: "app" },
      {
        name: "exam answer POST→GET",
        url: APP,
        server: "app",
        roundTrip: true,
        requests: [
          {
            method: "POST",
            path: exam.examPath,
            body: "position=1&answer=2&go=2",
            headers: { cookie: exam.cookie, origin: APP, "content-type": "application/x-www-form-urlencoded" },
          },
          { method: "GET", path: `${exam.examPath}?vraag=3`, headers: { cookie: exam.cookie } },
        ],
      },
    ];

    /** One measured run of a scenario: requests/s, latency, and the server's CPU time per page. */
    async function measure(s, duration = DURATION) {
      const pid = s.server === "app" ? app.pid : base.pid;
      const cpuBefore = cpuMs(pid);
      const r = await run({ url: s.url, headers: s.headers, requests: s.requests, duration });
      const cpu = cpuMs(pid) - cpuBefore;
      // CPU per page (per whole round trip for the round trips): the server's CPU time over the pages it served.
      const pages = r.requests.total / (s.roundTrip ? 2 : 1);
      return {
        name: s.name,
        rps: r.requests.average / (s.roundTrip ? 2 : 1),
        p50: r.latency.p50,
        p99: r.latency.p99,
        cpu: cpu / Math.max(pages, 1),
        errors: r.errors + r.non2xx - (s.roundTrip ? r.non2xx : 0),
      };
    }

    // The machine's speed drifts while the bench runs (it shares its cores, and the load generator runs
    // on them too), so each of the app's scenarios is compared with a run of the baseline made just
    // before it, not only with the first one.
    const baseline = scenarios[0];
    const rows = [];
    for (const s of scenarios) {
      await run({ url: s.url, duration: 2, headers: s.headers, requests: s.requests }); // warm-up
      const adjacent = s === baseline ? null : await measure(baseline, Math.max(2, DURATION / 2));
      const row = await measure(s);
      rows.push({ ...row, adjacent });
    }
    const baseRps = rows[0].rps;
    const appRss = peakRss(app.pid);
    const baseRss = peakRss(base.pid);

    const weights = [
      ["baseline hello page", await pageWeight(BASE, "/")],
      ["landing page /", await pageWeight(APP, "/")],
      ["/blog", await pageWeight(APP, "/blog")],
      ["question page", await pageWeight(APP, "/practice?tab=quick&t=1", cookie)],
      ["exam question page", await pageWeight(APP, `${exam.examPath}?vraag=2`, exam.cookie)],
      ["/auth", await pageWeight(APP, "/auth")],
    ];

    console.log(
      `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${fmt(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    );
    console.log(
      `autocannon: ${CONNECTIONS} connections, ${DURATION} s per scenario; servers started with node ${START_FLAGS.join(" ") || "(no flags)"}\n`,
    );
    const baseCpu = rows[0].cpu;
    console.log(
      "scenario                    req/s   p50 ms   p99 ms   p99/p50   × baseline   CPU ms/page   CPU × baseline   × adjacent baseline: req/s, CPU   errors",
    );
    for (const r of rows) {
      const near = r.adjacent ? `${fmt(r.rps / r.adjacent.rps, 2).padStart(6)}, ${fmt(r.cpu / r.adjacent.cpu, 2).padStart(4)}` : "      –";
      console.log(
        `${r.name.padEnd(26)} ${fmt(r.rps).padStart(6)}   ${fmt(r.p50, 1).padStart(6)}   ${fmt(r.p99, 1).padStart(6)}   ${fmt(r.p99 / Math.max(r.p50, 0.1), 1).padStart(7)}   ${fmt(r.rps / baseRps, 2).padStart(10)}   ${fmt(r.cpu, 2).padStart(11)}   ${fmt(r.cpu / baseCpu, 2).padStart(14)}   ${near.padStart(31)}   ${String(r.errors).padStart(6)}`,
      );
    }
    console.log(`\n(answer and exam answer round trips: req/s and CPU count whole POST→GET round trips)`);
    console.log(
      `Targets: cached public pages ≥ 0.8× baseline; question page ≥ 0.4× with CPU per page ≤ 2.5× baseline; peak RSS ≤ 1.2× baseline; client JS ≤ 1.15× baseline.`,
    );
    console.log(`\nPeak RSS: app ${fmt(appRss)} MiB, baseline ${fmt(baseRss)} MiB, ratio ${fmt(appRss / baseRss, 2)}`);
    console.log("\npage                        HTML bytes   HTML gzip   client JS gzip (files)   JS × baseline");
    const baseJs = weights[0][1].jsGzip;
    for (const [name, w] of weights) {
      console.log(
        `${name.padEnd(26)} ${String(w.htmlBytes).padStart(11)} ${String(w.htmlGzip).padStart(11)} ${String(w.jsGzip).padStart(15)} (${w.jsFiles})   ${fmt(w.jsGzip / baseJs, 2).padStart(12)}`,
      );
    }
  } finally {
    app.kill("SIGTERM");
    base.kill("SIGTERM");
  }
  console.log("\nQuestion selection with a large database:");
  sh("npx tsx scripts/bench-selection.ts");
  console.log("\nToday's learning-route sitting with a large database:");
  sh("npx tsx scripts/bench-route.ts");
}

await main();
