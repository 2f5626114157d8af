// Part of `npm run bench`, and on its own: `node scripts/bench-class.mjs`. A class at once: 30 premium
// candidates on the app started as README says (`npm start`, a port and a data folder of its own, photos
// fetched first from a local stand-in for the photo source). Phase 1: they practise together, each doing
// a step every 5 s as a browser without JavaScript does (POST check → GET, POST next → GET), starting a
// new test when one is finished. Phase 2: each starts an exam and answers its 75 questions, one POST (and
// the redirect's GET) per answer, spread over a while; then all 30 hand in at random moments within the
// same 10 seconds. Prints p50/p95/p99/max per kind of request and the errors, with the goal beside them;
// it measures, it does not pass or fail. CLASS_SIZE, CLASS_PRACTICE_S and CLASS_EXAM_S change the class
// size, the practice time and the time over which the exam is answered.
import { readFileSync, rmSync } from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { premiumAccount } from "./measure-sessions.mjs";
import { preparePhotos, startApp } from "./readme-start.mjs";

const PORT = 3331;
const DATA_DIR = "data/bench-class";
const CLASS = Number(process.env.CLASS_SIZE ?? 30);
const PRACTICE_MS = Number(process.env.CLASS_PRACTICE_S ?? 75) * 1000;
const EXAM_ANSWER_MS = Number(process.env.CLASS_EXAM_S ?? 75) * 1000;
const STEP_EVERY_MS = 5000;
const HAND_IN_WINDOW_MS = 10_000;
const GOAL = "practice p95 ≤ 300 ms; every hand-in ≤ 2 s; no error";

const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const pick = (n) => Math.floor(Math.random() * n);
const field = (html, name) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1];

/** CPU time (user + system) a process has used so far, in milliseconds (clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

// ─── Recording ──────────────────────────────────────────────────────────────

const times = new Map();
const errors = [];
let recording = true;

function record(kind, ms) {
  if (!recording) return;
  if (!times.has(kind)) times.set(kind, []);
  times.get(kind).push(ms);
}

function fail(kind, what) {
  errors.push(`${kind}: ${what}`);
}

/**
 * One request as the browser sends it (a form POST is answered by a redirect, which is not followed
 * here: the caller GETs it as the next request). Times it until the whole answer has arrived and
 * records it under `kind`; an answer other than 2xx/3xx, or no answer, is an error.
 */
async function send(app, kind, path, cookie, body) {
  const started = performance.now();
  try {
    const res = await fetch(app.url + path, {
      method: body === undefined ? "GET" : "POST",
      redirect: "manual",
      headers: {
        cookie,
        ...(body === undefined ? {} : { "content-type": "application/x-www-form-urlencoded", origin: app.url }),
      },
      body,
    });
    const html = await res.text();
    const ms = performance.now() - started;
    record(kind, ms);
    if (res.status >= 400) fail(kind, `${res.status} for ${path}`);
    const location = res.headers.get("location");
    return { ok: res.status < 400, status: res.status, ms, html, location: location ? location.split("#")[0] : null };
  } catch (error) {
    record(kind, performance.now() - started);
    fail(kind, `${error.cause?.code ?? error.message} for ${path}`);
    return { ok: false, status: 0, ms: performance.now() - started, html: "", location: null };
  }
}

/** A form POST and the GET of where it redirects to; the POST must redirect where `expected` says. */
async function postThenGet(app, c, kinds, path, body, expected) {
  const post = await send(app, kinds[0], path, c.cookie, body);
  if (!post.ok) return null;
  if (!post.location || !expected.test(post.location)) {
    fail(kinds[0], `redirected to ${post.location ?? `nothing (${post.status})`} for ${body}`);
    return null;
  }
  const get = await send(app, kinds[1], post.location, c.cookie);
  if (kinds[2]) record(kinds[2], post.ms + get.ms);
  return get.ok ? { ...get, path: post.location } : null;
}

// ─── Phase 1: practising ────────────────────────────────────────────────────

/** Starts a practice test through the form: quick for half the class, a category test for the others. */
async function startTest(app, c) {
  const [path, body] = c.categoryId
    ? ["/practice?tab=categories", `intent=start-category&categoryId=${c.categoryId}`]
    : ["/practice?tab=quick&t=1", "intent=start-quick"];
  const page = await postThenGet(app, c, ["start POST", "question page GET"], path, body, /^\/practice\?tab=\w+&t=1$/);
  c.test = page ? { path: page.path, attemptId: field(page.html, "attemptId"), position: Number(field(page.html, "position")) } : null;
  if (page && !c.test.attemptId) fail("start POST", "no question on the page after the start");
}

/** One step: check an answer, then 'Volgende vraag' (or 'Bekijk resultaat' and a new test after the last). */
async function practiceStep(app, c) {
  if (!c.test?.attemptId) return startTest(app, c);
  const { path, attemptId, position } = c.test;
  const step = `attemptId=${attemptId}&position=${position}`;
  const checked = await postThenGet(
    app,
    c,
    ["check POST", "question page GET", "check → page"],
    path,
    `intent=check&${step}&answer=${pick(4)}`,
    /^\/practice\?/,
  );
  if (!checked) return (c.test = null);
  if (!checked.html.includes('class="result result-')) fail("check POST", `no verdict shown for ${step}`);
  if (checked.html.includes('value="finish"')) {
    const results = await postThenGet(app, c, ["finish POST", "result page GET"], path, `intent=finish&${step}`, /resultaat=/);
    if (results) c.finished++;
    return startTest(app, c);
  }
  const next = await postThenGet(app, c, ["next POST", "question page GET", "next → page"], path, `intent=next&${step}`, /^\/practice\?/);
  const moved = next ? Number(field(next.html, "position")) : NaN;
  if (next && moved !== position + 1) fail("next POST", `still at ${moved} after ${step}`);
  c.test = next ? { ...c.test, position: moved } : null;
}

/** The candidate starts a test at `offset` into the first 5 s, then takes a step every 5 s until `until`. */
async function practise(app, c, offset, until) {
  await sleep(offset);
  await startTest(app, c);
  for (let at = Date.now() + STEP_EVERY_MS; at < until; at += STEP_EVERY_MS) {
    await sleep(at - Date.now());
    await practiceStep(app, c);
  }
}

// ─── Phase 2: the exam ──────────────────────────────────────────────────────

/** Starts an exam and answers every question as the form without JavaScript does, ending on 'Inleveren?'. */
async function sitExam(app, c) {
  let page = await postThenGet(app, c, ["exam start POST", "exam question GET"], "/examen", "", /^\/examen\/[\w-]+\?vraag=1$/);
  if (!page) return;
  c.examPath = page.path.split("?")[0];
  const total = Number(/Vraag 1 van (\d+)/.exec(page.html.replaceAll("<!-- -->", ""))?.[1]);
  const pause = EXAM_ANSWER_MS / total;
  await sleep(pick(pause));
  for (let position = 0; position < total && page; position++) {
    await sleep(pause * (0.5 + Math.random()));
    c.lastAnswer = pick(4);
    const move = position < total - 1 ? `go=${position + 1}` : "intent=hand-in";
    const kinds = ["exam answer POST", "exam question GET"];
    page = await postThenGet(
      app,
      c,
      kinds,
      c.examPath,
      `position=${position}&answer=${c.lastAnswer}&${move}`,
      /^\/examen\/[\w-]+\?vraag=\d+/,
    );
  }
  c.ready = Boolean(page?.html.includes('id="confirm-title"'));
  if (page && !c.ready) fail("exam answer POST", "no hand-in confirmation after the last question");
  c.lastPosition = total - 1;
}

/** 'Ja, inleveren' on the confirmation (the form sends the last question's answer with it), then the result page. */
async function handIn(app, c, at) {
  await sleep(at - Date.now());
  const body = `position=${c.lastPosition}&answer=${c.lastAnswer}&intent=confirm-hand-in`;
  const result = await postThenGet(
    app,
    c,
    ["hand-in POST", "hand-in result page GET", "hand-in → result page"],
    c.examPath,
    body,
    /\/uitslag$/,
  );
  if (result && !result.html.includes("Uitslag examen")) fail("hand-in result page GET", "no result on the page");
}

// ─── Figures ────────────────────────────────────────────────────────────────

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
const fmt = (ms) => (ms === undefined ? "–" : ms.toFixed(0)).padStart(7);

function table(kinds) {
  console.log(`${"request".padEnd(28)}      n      p50      p95      p99      max   (ms)`);
  const rows = {};
  for (const kind of kinds) {
    const sorted = [...(times.get(kind) ?? [])].sort((a, b) => a - b);
    if (sorted.length === 0) continue;
    rows[kind] = {
      n: sorted.length,
      p50: quantile(sorted, 0.5),
      p95: quantile(sorted, 0.95),
      p99: quantile(sorted, 0.99),
      max: sorted.at(-1),
    };
    const r = rows[kind];
    console.log(`${kind.padEnd(28)} ${String(r.n).padStart(6)}  ${fmt(r.p50)}  ${fmt(r.p95)}  ${fmt(r.p99)}  ${fmt(r.max)}`);
  }
  return rows;
}

function busy(pid, cpuBefore, wallMs) {
  return `${((100 * (cpuMs(pid) - cpuBefore)) / wallMs).toFixed(0)}% of one core`;
}

// ─── Main ───────────────────────────────────────────────────────────────────

async function main() {
  console.log(`A class of ${CLASS}: fetching photos, starting the app with npm start…`);
  rmSync(DATA_DIR, { recursive: true, force: true });
  const photos = await preparePhotos(DATA_DIR);
  const app = await startApp({ port: PORT, dataDir: DATA_DIR, env: photos.env });
  try {
    const anyone = { cookie: await premiumAccount(DATA_DIR) };
    const categoriesPage = await send(app, "setup", "/practice?tab=categories", anyone.cookie);
    const categoryIds = [...categoriesPage.html.matchAll(/name="categoryId" value="([^"]+)"/g)].map((m) => m[1]);
    const candidates = [];
    for (let i = 0; i < CLASS; i++) {
      const categoryId = i % 2 === 1 && categoryIds.length ? categoryIds[(i >> 1) % categoryIds.length] : null;
      candidates.push({ cookie: await premiumAccount(DATA_DIR), categoryId, finished: 0 });
    }
    times.clear();
    const loadBefore = os.loadavg()[0];

    // Phase 1: each candidate starts a test, then a step every 5 s, the class spread over the 5 s.
    let cpu = cpuMs(app.pid);
    let started = Date.now();
    const until = started + PRACTICE_MS;
    await Promise.all(candidates.map((c, i) => practise(app, c, (i * STEP_EVERY_MS) / CLASS, until)));
    const practiceBusy = busy(app.pid, cpu, Date.now() - started);
    const practiceSeconds = (Date.now() - started) / 1000;

    // Phase 2: everyone sits the exam (answers not part of the goal, but recorded), then hands in within 10 s.
    cpu = cpuMs(app.pid);
    started = Date.now();
    await Promise.all(candidates.map((c) => sitExam(app, c)));
    const examBusy = busy(app.pid, cpu, Date.now() - started);
    const examSeconds = (Date.now() - started) / 1000;
    const ready = candidates.filter((c) => c.ready);
    cpu = cpuMs(app.pid);
    const windowStart = Date.now() + 1000;
    await Promise.all(ready.map((c) => handIn(app, c, windowStart + pick(HAND_IN_WINDOW_MS))));
    const handInBusy = busy(app.pid, cpu, Date.now() - windowStart + 1000);
    recording = false;

    console.log(
      `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}; load average ${loadBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after`,
    );
    const steps = times.get("check POST")?.length ?? 0;
    const tests = candidates.reduce((n, c) => n + c.finished, 0);
    console.log(
      `\nPhase 1, practising: ${CLASS} candidates, a step (check → page, next → page) every 5 s each for ${practiceSeconds.toFixed(0)} s: ${steps} steps, ${tests} tests finished; server ${practiceBusy}`,
    );
    const practice = table([
      "question page GET",
      "check POST",
      "next POST",
      "start POST",
      "finish POST",
      "result page GET",
      "check → page",
      "next → page",
    ]);
    console.log(
      `\nPhase 2, the exam: ${ready.length} of ${CLASS} answered all questions in ${examSeconds.toFixed(0)} s (server ${examBusy}); then ${ready.length} hand-ins within ${HAND_IN_WINDOW_MS / 1000} s (server ${handInBusy})`,
    );
    const exam = table([
      "exam start POST",
      "exam answer POST",
      "exam question GET",
      "hand-in POST",
      "hand-in result page GET",
      "hand-in → result page",
    ]);

    const worstPractice = Math.max(...["question page GET", "check POST", "next POST"].map((k) => practice[k]?.p95 ?? Infinity));
    const slowestHandIn = exam["hand-in → result page"]?.max ?? Infinity;
    const handIns = exam["hand-in POST"]?.n ?? 0;
    console.log(`\nErrors: ${errors.length}`);
    for (const e of errors.slice(0, 10)) console.log(`  ${e}`);
    if (errors.length > 10) console.log(`  … and ${errors.length - 10} more`);
    console.log(`\nGoal: ${GOAL}.`);
    console.log(
      `Here: practice p95 at most ${worstPractice.toFixed(0)} ms (question page, check, next); slowest hand-in ${(exam["hand-in POST"]?.max ?? Infinity).toFixed(0)} ms, with its result page ${slowestHandIn.toFixed(0)} ms (${handIns} of ${CLASS} handed in); ${errors.length} errors.`,
    );
  } finally {
    app.stop();
    photos.close();
  }
}

await main();
