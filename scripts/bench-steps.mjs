// A step as a candidate takes it, with JavaScript on and off: the app is started as README says
// (`npm start`, port 3321, data folder data/bench-steps, photos fetched first from a local stand-in),
// and Chromium (360 px wide, on localhost as is) drives the question screen. Per step kind, 30 steps
// each way: 'Controleer antwoord' and 'Volgende vraag' in a quick practice test (as visitors, a fresh
// one whenever a test or the day's allowance runs out), and 'Volgende vraag' in an exam (a premium
// account); a step with JavaScript and one without take turns. A step's time runs from the click to
// the frame that shows its outcome in view: with JavaScript the frame after the page changed, without
// it the first paint of the new page (which opens at the outcome). Prints median and p95 per kind, JS on
// against off, and the requests a JS step makes.
// `-- --cpu-slowdown=4` slows the browser's CPU (Chromium's throttling) as a phone's would be; the default
// measures this machine as it is.
// `npm run bench` runs it at its end; `node scripts/bench-steps.mjs` runs it alone.
/* global window, document, requestAnimationFrame, MessageChannel, MutationObserver -- in the functions the browser runs */
import { rmSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { chromium } from "@playwright/test";
import { startPremiumExam } from "./measure-sessions.mjs";
import { preparePhotos, startApp } from "./readme-start.mjs";

const PORT = 3321;
const DATA_DIR = "data/bench-steps";
const STEPS = 30;
const VIEWPORT = { width: 360, height: 780 };
const CHECKED = "✔ Goed!|✘ Fout";
// `-- --cpu-slowdown=4`: Chromium's CPU throttling, for a phone's slower processor (the server is not slowed).
const CPU_SLOWDOWN = Number(/--cpu-slowdown=(\d+(?:\.\d+)?)/.exec(process.argv.join(" "))?.[1] ?? 1);

const nodeNow = () => performance.timeOrigin + performance.now();

/** How far the browser's clock is ahead of ours, from one round trip (both count from the epoch). */
async function clockOffset(page) {
  const before = nodeNow();
  const browser = await page.evaluate(() => performance.timeOrigin + performance.now());
  return browser - (before + nodeNow()) / 2;
}

/** Clicks `button` by its place on screen, so the time starts at the click itself (no waiting for it to settle). */
async function clickAt(page, button) {
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error("the button is not on screen");
  const start = nodeNow();
  await page.mouse.click(box.x + box.width / 2, box.y + Math.min(box.height / 2, 10));
  return start;
}

/**
 * With JavaScript: watches the page until `selector`'s text matches `pattern` and the element is in the
 * viewport, then takes the time at the end of the frame that shows it (a task after that animation frame).
 */
function watchInPage(page, selector, pattern) {
  return page.evaluate(
    ([selector, source]) => {
      const re = new RegExp(source);
      const w = window;
      w.__stepShown = null;
      const element = () => {
        const found = document.querySelector(selector);
        return found && re.test(found.textContent ?? "") ? found : null;
      };
      const inView = (el) => {
        const box = el.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      };
      const frame = () => {
        const el = element();
        if (!el || !inView(el)) return requestAnimationFrame(frame);
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (w.__stepShown = performance.timeOrigin + performance.now());
        channel.port2.postMessage(null);
      };
      const observer = new MutationObserver(() => {
        if (!element()) return;
        observer.disconnect();
        requestAnimationFrame(frame);
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    },
    [selector, pattern],
  );
}

/** One measured step: the click on `button` until `selector` reads `pattern`; returns ms and the requests made. */
async function step(visit, button, selector, pattern) {
  const { page, js } = visit;
  const requests = [];
  const onRequest = (r) => requests.push(`${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`);
  if (js) await watchInPage(page, selector, pattern);
  const origin = js ? null : await page.evaluate(() => performance.timeOrigin);
  page.on("request", onRequest);
  const start = await clickAt(page, button);
  let shown;
  if (js) {
    await page.waitForFunction(() => window.__stepShown, null, { polling: 50, timeout: 20_000 });
    shown = await page.evaluate(() => window.__stepShown);
  } else {
    // A new page: its first paint (the whole question screen arrives in one piece on localhost), with
    // the outcome in view as the page opens (at the question, or at 'Volgende vraag' after a check).
    const outcome = page.locator(selector).filter({ hasText: new RegExp(pattern) });
    await outcome.waitFor({ timeout: 20_000 });
    if (!(await outcome.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)))
      throw new Error(`${selector} opens out of view`);
    for (let i = 0; ; i++) {
      const paint = await page.evaluate(() => {
        const fcp = performance.getEntriesByName("first-contentful-paint")[0];
        return fcp ? [performance.timeOrigin, performance.timeOrigin + (fcp.paintTime ?? fcp.startTime)] : null;
      });
      if (paint && paint[0] !== origin) {
        shown = paint[1];
        break;
      }
      if (i > 200) throw new Error("no paint of the new page");
      await page.waitForTimeout(10);
    }
  }
  page.off("request", onRequest);
  return { ms: shown - visit.offset - start, requests };
}

async function newVisit(browser, js, app, cookie) {
  const context = await browser.newContext({ javaScriptEnabled: js, viewport: VIEWPORT, locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
  if (cookie) {
    const [name, ...value] = cookie.split("=");
    await context.addCookies([{ name, value: value.join("="), url: app }]);
  }
  const page = await context.newPage();
  if (CPU_SLOWDOWN !== 1) await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return { context, page, js, offset: 0 };
}

const counterOf = async (page) => {
  const text = await page.locator(".question-count").first().textContent();
  const [, n, total] = /Vraag (\d+) van (\d+)/.exec(text ?? "") ?? [];
  return { n: Number(n), total: Number(total) };
};

/** A visitor (a fresh context) with a quick practice test started through the form. */
async function practiceVisitor(browser, app, js) {
  const visit = await newVisit(browser, js, app);
  await visit.page.goto(`${app}/practice?tab=quick`);
  await visit.page.getByRole("button", { name: "Start test" }).click();
  await visit.page.locator("#question-title").waitFor();
  visit.offset = await clockOffset(visit.page);
  return visit;
}

const chooseOption = (page, n) =>
  page
    .getByRole("group")
    .first()
    .getByRole("radio")
    .nth(n % 4)
    .check();

/** One question of the test: choose, 'Controleer antwoord', then 'Volgende vraag' unless it is the last. */
async function practiceQuestion(visit, into) {
  const { page } = visit;
  const { n, total } = await counterOf(page);
  await chooseOption(page, n);
  into.check.push(await step(visit, page.getByRole("button", { name: "Controleer antwoord" }), "#result-region", CHECKED));
  if (n >= total) return false;
  into.next.push(await step(visit, page.getByRole("button", { name: "Volgende vraag" }), ".question-count", `^Vraag ${n + 1} van`));
  return true;
}

/**
 * Quick practice tests with JavaScript on and off side by side, a question each in turn (the machine's
 * speed drifts, and both ways should meet the same drift); a fresh visitor whenever a test is done,
 * as a visitor's test and daily allowance are ten questions.
 */
async function practiceSteps(browser, app, steps) {
  const results = { on: { check: [], next: [] }, off: { check: [], next: [] } };
  const visits = {};
  try {
    while (Object.values(results).some((r) => r.check.length < steps || r.next.length < steps)) {
      for (const way of ["on", "off"]) {
        visits[way] ??= await practiceVisitor(browser, app, way === "on");
        if (await practiceQuestion(visits[way], results[way])) continue;
        await visits[way].context.close();
        visits[way] = undefined;
      }
    }
  } finally {
    for (const visit of Object.values(visits)) await visit?.context.close();
  }
  for (const r of Object.values(results)) {
    r.check.length = steps;
    r.next.length = steps;
  }
  return results;
}

/** 'Volgende vraag' in an exam of a premium account, JavaScript on and off in turn, each answering first. */
async function examSteps(browser, app, steps) {
  const results = { on: [], off: [] };
  const visits = {};
  try {
    for (const way of ["on", "off"]) {
      const exam = await startPremiumExam(app, DATA_DIR);
      const visit = await newVisit(browser, way === "on", app, exam.cookie);
      visits[way] = visit;
      await visit.page.goto(`${app}${exam.examPath}?vraag=1#vraag`);
      await visit.page.locator("#question-title").waitFor();
      visit.offset = await clockOffset(visit.page);
    }
    for (let i = 0; i < steps; i++) {
      for (const way of ["on", "off"]) {
        const { page } = visits[way];
        const { n } = await counterOf(page);
        await chooseOption(page, n);
        results[way].push(
          await step(visits[way], page.getByRole("button", { name: "Volgende vraag" }), ".question-count", `^Vraag ${n + 1} van`),
        );
      }
    }
  } finally {
    for (const visit of Object.values(visits)) await visit.context.close();
  }
  return results;
}

function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** The requests JS steps made, most frequent pattern first (numbers and ids made alike). */
function requestPattern(steps) {
  const counts = new Map();
  for (const s of steps) {
    const named = s.requests.map((r) =>
      r
        .replace(/[0-9a-f-]{36}/g, "<id>")
        .replace(/vraag=\d+/g, "vraag=<n>")
        .replace(/\/photos\/\S+/, "/photos/<photo>"),
    );
    // The page's own requests in their order, then what the browser fetched beside them.
    const own = named.filter((r) => r.includes(".data"));
    const key = [...own, ...named.filter((r) => !own.includes(r)).sort()].join(", ") || "(none)";
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]);
}

async function main() {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const photos = await preparePhotos(DATA_DIR);
  const app = await startApp({ port: PORT, dataDir: DATA_DIR, env: photos.env });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
  const results = {};
  try {
    // A few steps first, so that the server's first answers (its code warming up) count in neither column.
    await practiceSteps(browser, app.url, 3);
    const practice = await practiceSteps(browser, app.url, STEPS);
    const exam = await examSteps(browser, app.url, STEPS);
    for (const way of ["on", "off"]) {
      results[way] = {
        "practice: Controleer antwoord": practice[way].check,
        "practice: Volgende vraag": practice[way].next,
        "exam: Volgende vraag": exam[way],
      };
    }
  } finally {
    await browser.close();
    // Gone before the next measurement starts one on the same port (npm run bench, or a second run).
    const stopped = new Promise((resolve) => app.child.once("exit", resolve));
    app.stop();
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    photos.close();
  }

  const slowed = CPU_SLOWDOWN === 1 ? "" : `, browser CPU slowed ${CPU_SLOWDOWN}×`;
  console.log(
    `${STEPS} steps per kind and way, Chromium ${VIEWPORT.width}×${VIEWPORT.height}, localhost${slowed}; from the click to the outcome on screen (ms)\n`,
  );
  console.log("step                             JS on p50   p95    JS off p50   p95    on/off p50   p95");
  for (const kind of Object.keys(results.on)) {
    const on = results.on[kind].map((s) => s.ms);
    const off = results.off[kind].map((s) => s.ms);
    const [onMedian, onP95, offMedian, offP95] = [quantile(on, 0.5), quantile(on, 0.95), quantile(off, 0.5), quantile(off, 0.95)];
    console.log(
      `${kind.padEnd(31)} ${onMedian.toFixed(0).padStart(9)} ${onP95.toFixed(0).padStart(5)}   ${offMedian.toFixed(0).padStart(10)} ${offP95.toFixed(0).padStart(5)}   ${(onMedian / offMedian).toFixed(2).padStart(10)} ${(onP95 / offP95).toFixed(2).padStart(5)}`,
    );
  }
  console.log("\nRequests of a step with JavaScript (how many steps made them):");
  for (const kind of Object.keys(results.on)) {
    console.log(`  ${kind}`);
    for (const [pattern, count] of requestPattern(results.on[kind])) console.log(`    ${String(count).padStart(2)} × ${pattern}`);
  }
}

await main();
