// Measures a first full photo fetch (`npm run photos:fetch`, every photo content/species.yaml asks for)
// into a fresh database and data folder, against the local fake MediaWiki (tests/support/fake-mediawiki.mjs):
// once in its fault mode (files that hang, trickle, are oversized, redirect elsewhere, pixel bombs,
// non-commercial licences, oversized search answers) and once in its default mode.
//   node scripts/photo-fetch-faults.mjs            both modes
//   node scripts/photo-fetch-faults.mjs --faults   the fault mode only
//   node scripts/photo-fetch-faults.mjs --default  the default mode only
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startFakeMediaWiki } from "../tests/support/fake-mediawiki.mjs";

const args = process.argv.slice(2);
const modes = args.includes("--faults") ? [true] : args.includes("--default") ? [false] : [true, false];

/** Runs the fetch script against `api` with its data in `dir`; resolves with its output lines and exit code. */
function fetchPhotos(api, dir) {
  return new Promise((resolve) => {
    const child = spawn(path.join("node_modules", ".bin", "tsx"), ["scripts/fetch-photos.ts"], {
      env: { ...process.env, WILDLIFE_IMAGE_API: api, DATABASE_PATH: path.join(dir, "app.db"), LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("close", (code) => resolve({ code, out: out.split("\n").filter(Boolean), err: err.split("\n").filter(Boolean) }));
  });
}

const json = (line) => {
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
};

for (const faults of modes) {
  const wiki = await startFakeMediaWiki(0, { faults });
  let followedElsewhere = 0;
  wiki.on("request", (req) => {
    if (req.url?.startsWith("/internal/")) followedElsewhere++;
  });
  const dir = mkdtempSync(path.join(os.tmpdir(), "jacht-photo-fetch-"));
  const started = Date.now();
  const { code, out, err } = await fetchPhotos(`http://127.0.0.1:${wiki.address().port}/w/api.php`, dir);
  const seconds = (Date.now() - started) / 1000;
  wiki.closeAllConnections();
  wiki.close();
  rmSync(dir, { recursive: true, force: true });

  const logged = [...out, ...err].map(json).filter(Boolean);
  const imported = logged.find((l) => l.msg === "content imported" || l.msg === "content unchanged since the last import");
  const warnings = {};
  for (const l of logged.filter((l) => l.level === "warn")) {
    const key = `${l.msg}${l.error ? `: ${l.error.replace(/\d+/g, "N")}` : ""}`;
    warnings[key] = (warnings[key] ?? 0) + 1;
  }
  console.log(`\n${faults ? "fault mode" : "default mode"}: ${seconds.toFixed(1)} s in all (exit ${code})`);
  if (imported) {
    const importSeconds = (Date.parse(imported.time) - started) / 1000;
    console.log(`  start-up and content import ${importSeconds.toFixed(1)} s, photos ${(seconds - importSeconds).toFixed(1)} s`);
  }
  console.log(`  ${out.filter((l) => !l.startsWith("{")).join("\n  ")}`);
  console.log(`  progress lines: ${logged.filter((l) => l.msg === "photo lookup progress").length}`);
  console.log(`  requests that followed a redirect to another host: ${followedElsewhere}`);
  for (const [warning, n] of Object.entries(warnings).sort((a, b) => b[1] - a[1])) console.log(`  ${n} × ${warning}`);
}
