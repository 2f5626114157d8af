// `npm run lighthouse`: starts the app as README says (`npm start`, on a port and a fresh data folder of
// its own, with photos fetched first from a local stand-in for the photo source), runs Lighthouse (mobile,
// default throttling) in Debian's Chromium on a few pages and prints the four category scores and the
// first and largest paint per page. The pages include a practice picture question (a visitor's test) and
// an exam picture question (a premium account's exam); the script prepares both and sends their cookie.
// A measurement, not a test: it never fails on a low score.
//
// LIGHTHOUSE_PORT moves the server (default 3600); LIGHTHOUSE_RUNS=n runs each page n times and prints
// the median per category (default 1) and the range of the largest paint; LIGHTHOUSE_PAGES=picture (words,
// comma-separated) measures only the pages whose label contains one of them; LIGHTHOUSE_THROTTLING=devtools throttles the real page load
// (slow 4G, 4× slower CPU) instead of simulating it from an unthrottled one. The full JSON reports are
// kept in data/lighthouse/.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3600);
const APP = `http://localhost:${PORT}`;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const DATA_DIR = "data/lighthouse";
const PAGES = [
  "/",
  "/practice?tab=quick",
  "/blog",
  "/auth",
  "/about-us",
  "/leerstof",
  "/leerstof/wetgeving-jacht-en-natuur",
  "/soorten",
  "/soorten/ree",
  "/zoeken?q=kiemrust",
];
import { firstPictureQuestion, startPremiumExam, visitorAtPictureQuestion } from "./measure-sessions.mjs";
import { preparePhotos, startApp } from "./readme-start.mjs";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu";
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING === "devtools" ? "devtools" : "simulate";

/** One Lighthouse run of `url`; returns the parsed JSON report. A busy machine sometimes spoils the
 * trace ("NO_NAVSTART"): such a run is repeated, up to three tries. */
function lighthouse(url, reportPath, cookie) {
  for (let attempt = 1; ; attempt++) {
    try {
      runLighthouse(url, reportPath, cookie);
      return JSON.parse(readFileSync(reportPath, "utf8"));
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`(${url}: Lighthouse failed, trying again)`);
    }
  }
}

function runLighthouse(url, reportPath, cookie) {
  execFileSync(
    "node_modules/.bin/lighthouse",
    [
      url,
      "--quiet",
      "--form-factor=mobile",
      `--throttling-method=${THROTTLING}`,
      `--only-categories=${CATEGORIES.join(",")}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      "--output=json",
      `--output-path=${reportPath}`,
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CHROME_PATH } },
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Audits that cost points: scored below 1 and not merely informative. */
function shortfalls(report) {
  const lines = [];
  for (const id of CATEGORIES) {
    for (const ref of report.categories[id].auditRefs) {
      const audit = report.audits[ref.id];
      if (ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      if (["notApplicable", "manual", "informative"].includes(audit.scoreDisplayMode)) continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : "";
      lines.push(`    ${id}: ${audit.id} ${Math.round(audit.score * 100)}${value}: ${audit.title}`);
    }
  }
  return lines;
}

async function main() {
  execFileSync("node", ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });

  const photos = await preparePhotos(DATA_DIR);
  const app = await startApp({ port: PORT, dataDir: DATA_DIR, env: photos.env });
  process.on("SIGINT", () => {
    app.stop();
    process.exit(130);
  });

  try {
    const practice = await visitorAtPictureQuestion(APP);
    const exam = await startPremiumExam(APP, DATA_DIR);
    const examQuestion = await firstPictureQuestion(APP, exam);
    const pages = [
      ...PAGES.map((page) => ({ page, label: page })),
      { page: practice.path, label: "practice picture question", cookie: practice.cookie },
      { page: `${exam.examPath}?vraag=${examQuestion}#vraag`, label: "exam picture question", cookie: exam.cookie },
    ];
    // The first request to each page of a fresh server pays for loading and compiling its code; a
    // visitor of a running site does not, so every page is fetched once before it is measured.
    const only = (process.env.LIGHTHOUSE_PAGES ?? "")
      .split(",")
      .map((w) => w.trim())
      .filter(Boolean);
    const measured = only.length ? pages.filter((p) => only.some((w) => p.label.includes(w))) : pages;
    for (const { page, cookie } of measured) await fetch(APP + page, { headers: cookie ? { cookie } : {} });
    console.log(`Lighthouse ${readPackageVersion()} (mobile, ${THROTTLING} throttling) against ${APP}, ${RUNS} run(s) per page\n`);
    const rows = [];
    const notes = [];
    for (const { page, label, cookie } of measured) {
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
      const paints = { fcp: [], lcp: [] };
      let last;
      for (let run = 1; run <= RUNS; run++) {
        const slug = label.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
        last = lighthouse(APP + page, path.join(DATA_DIR, `${slug}-${run}.report.json`), cookie);
        for (const c of CATEGORIES) scores[c].push(Math.round((last.categories[c].score ?? 0) * 100));
        paints.fcp.push(last.audits["first-contentful-paint"].numericValue);
        paints.lcp.push(last.audits["largest-contentful-paint"].numericValue);
      }
      rows.push([
        label,
        ...CATEGORIES.map((c) => median(scores[c])),
        (median(paints.fcp) / 1000).toFixed(1),
        (median(paints.lcp) / 1000).toFixed(1),
        `${(Math.min(...paints.lcp) / 1000).toFixed(2)}–${(Math.max(...paints.lcp) / 1000).toFixed(2)}`,
      ]);
      const element = last.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet;
      if (element) notes.push(`  ${label} largest paint: ${element.slice(0, 160)}`);
      const lines = shortfalls(last);
      if (lines.length) notes.push(`  ${label}\n${lines.join("\n")}`);
    }

    const header = ["page", ...CATEGORIES, "FCP s", "LCP s", "LCP range s"];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
    const format = (r) => r.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join("  ");
    console.log(format(header));
    for (const r of rows) console.log(format(r));
    if (notes.length) console.log(`\nWhat cost points (last run of each page):\n${notes.join("\n")}`);
    console.log(`\nFull reports: ${DATA_DIR}/*.report.json`);
  } finally {
    app.stop();
    photos.close();
  }
}

function readPackageVersion() {
  return JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")).version;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
