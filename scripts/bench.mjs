// `npm run bench`: starts the app as README says (`npm start`, on a port and a fresh data folder of its
// own, with photos fetched first from a local stand-in for the photo source) beside a bare React Router
// app (the baseline), and measures them side by side with autocannon. Prints figures; it has no
// pass/fail: the targets are printed next to the results. `-- --development-too` adds the question page
// of the same app started with NODE_ENV=development (what `npm start` served before it chose production).
// Then, each in a process of its own: question selection and today's learning-route sitting on a large
// database (bench-selection.ts, bench-route.ts) and a class of 30 at once (bench-class.mjs).
import { execSync, spawn } from "node:child_process";
import { cpSync, readFileSync, rmSync } from "node:fs";
import { gzipSync } from "node:zlib";
import os from "node:os";
import autocannon from "autocannon";
import { startPremiumExam, startVisitorTest } from "./measure-sessions.mjs";
import { preparePhotos, startApp, waitFor } from "./readme-start.mjs";

const APP_PORT = 3301;
const BASE_PORT = 3302;
const APP = `http://localhost:${APP_PORT}`;
const BASE = `http://localhost:${BASE_PORT}`;
const DEV_PORT = 3303;
const DATA_DIR = "data/bench";
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const DEVELOPMENT_TOO = process.argv.includes("--development-too");
const CONNECTIONS = 50;

// The baseline runs with the node flags of `npm start` (the heap limit), as the app does.
const START_FLAGS = (/node ((?:--\S+ )*)server\.js/.exec(JSON.parse(readFileSync("package.json", "utf8")).scripts.start)?.[1] ?? "")
  .trim()
  .split(" ")
  .filter(Boolean);

function sh(command) {
  execSync(command, { stdio: "inherit" });
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

const fmt = (n, d = 0) => n.toFixed(d);

async function main() {
  console.log("Building the baseline, fetching photos, starting the app with npm start…");
  execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
  sh("npx react-router build bench/baseline > /dev/null");
  rmSync(DATA_DIR, { recursive: true, force: true });
  rmSync(`${DATA_DIR}-development`, { recursive: true, force: true });

  const photos = await preparePhotos(DATA_DIR);
  // The same content and photos for the development-mode app, in a folder of its own.
  if (DEVELOPMENT_TOO) cpSync(DATA_DIR, `${DATA_DIR}-development`, { recursive: true });
  const app = await startApp({ port: APP_PORT, dataDir: DATA_DIR, env: photos.env });
  const development = DEVELOPMENT_TOO
    ? await startApp({ port: DEV_PORT, dataDir: `${DATA_DIR}-development`, env: { ...photos.env, NODE_ENV: "development" } })
    : null;
  if (
    await fetch(BASE).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${BASE_PORT} is in use: stop what listens there first`);
  const base = spawn("node", [...START_FLAGS, "bench/baseline/server.mjs"], {
    env: { ...process.env, PORT: String(BASE_PORT), NODE_ENV: "production" },
    stdio: "ignore",
  });
  try {
    await waitFor(BASE, base);
    const { cookie, attemptId, position } = await startVisitorTest(APP);
    const form = `intent=check&attemptId=${attemptId}&position=${position}&answer=0`;
    const exam = await startPremiumExam(APP, DATA_DIR);
    const devVisitor = development ? await startVisitorTest(development.url) : null;

    const scenarios = [
      { name: "baseline hello page", url: BASE, server: "base" },
      { name: "landing page / (cache)", url: APP, server: "app" },
      { name: "/blog (cache)", url: `${APP}/blog`, server: "app" },
      { name: "/about-us (cache)", url: `${APP}/about-us`, server: "app" },
      { name: "chapter page (cache)", url: `${APP}/leerstof/wetgeving-jacht-en-natuur`, server: "app" },
      {
        name: "chapter page, logged in",
        url: `${APP}/leerstof/wetgeving-jacht-en-natuur`,
        headers: { cookie: exam.cookie },
        server: "app",
      },
      { name: "search /zoeken?q=kiem", url: `${APP}/zoeken?q=kiem`, server: "app" },
      { name: "species page (cache)", url: `${APP}/soorten/ree`, server: "app" },
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
      ...(development && devVisitor
        ? [
            {
              name: "question page, NODE_ENV=dev",
              url: `${development.url}/practice?tab=quick&t=1`,
              headers: { cookie: devVisitor.cookie },
              server: "development",
            },
          ]
        : []),
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
      const pid = s.server === "app" ? app.pid : s.server === "development" ? development.pid : base.pid;
      const cpuBefore = cpuMs(pid);
      const r = await run({ url: s.url, headers: s.headers, requests: s.requests, duration });
      const cpu = cpuMs(pid) - cpuBefore;
      // CPU per page (per whole round trip for the round trips): the server's CPU time over the pages it served.
      const pages = r.requests.total / (s.roundTrip ? 2 : 1);
      // The page's size, for CPU per KB of HTML (not for round trips, whose two answers differ).
      const kb = s.roundTrip ? null : Buffer.byteLength(await (await fetch(s.url, { headers: s.headers })).text()) / 1024;
      return {
        name: s.name,
        kb,
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
      ["chapter page", await pageWeight(APP, "/leerstof/wetgeving-jacht-en-natuur")],
      ["search", await pageWeight(APP, "/zoeken?q=kiem")],
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
    const basePerKb = rows[0].cpu / rows[0].kb;
    console.log(
      "scenario                    req/s   p50 ms   p99 ms   p99/p50   × baseline   CPU ms/page   CPU × baseline   HTML KB   CPU/KB × baseline   × adjacent baseline: req/s, CPU   errors",
    );
    for (const r of rows) {
      const near = r.adjacent ? `${fmt(r.rps / r.adjacent.rps, 2).padStart(6)}, ${fmt(r.cpu / r.adjacent.cpu, 2).padStart(4)}` : "      –";
      const perKb = r.kb ? fmt(r.cpu / r.kb / basePerKb, 2) : "–";
      console.log(
        `${r.name.padEnd(26)} ${fmt(r.rps).padStart(6)}   ${fmt(r.p50, 1).padStart(6)}   ${fmt(r.p99, 1).padStart(6)}   ${fmt(r.p99 / Math.max(r.p50, 0.1), 1).padStart(7)}   ${fmt(r.rps / baseRps, 2).padStart(10)}   ${fmt(r.cpu, 2).padStart(11)}   ${fmt(r.cpu / baseCpu, 2).padStart(14)}   ${(r.kb ? fmt(r.kb, 1) : "–").padStart(7)}   ${perKb.padStart(17)}   ${near.padStart(31)}   ${String(r.errors).padStart(6)}`,
      );
    }
    console.log(`\n(answer and exam answer round trips: req/s and CPU count whole POST→GET round trips)`);
    console.log(
      `Targets: cached public pages ≥ 0.8× baseline; question pages: server CPU per KB of HTML ≤ 0.6× baseline; peak RSS ≤ 1.2× baseline; client JS ≤ 1.15× baseline (/auth: 1.152× accepted).`,
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
    app.stop();
    development?.stop();
    base.kill("SIGTERM");
    photos.close();
  }
  console.log("\nQuestion selection with a large database:");
  sh("npx tsx scripts/bench-selection.ts");
  console.log("\nToday's learning-route sitting with a large database:");
  sh("npx tsx scripts/bench-leerroute.ts");
  console.log("\nA class at once: 30 candidates practising, then handing in an exam within 10 s:");
  sh("node scripts/bench-class.mjs");
  console.log("\nA step with JavaScript on and off (a browser clicking through a practice test and an exam):");
  sh("node scripts/bench-steps.mjs");
}

await main();
