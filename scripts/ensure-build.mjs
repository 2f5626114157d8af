// Builds the app when there is no build yet, or when a source file is newer than the build.
// The build's own output (Vite's asset list, its warnings about React Router's internal Vite
// servers) is kept back: one line says the app is being built and one that it is done. The output is
// shown when the build fails, and with LOG_LEVEL=debug.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const marker = "build/server/index.js";

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 };
const threshold = LEVELS[process.env.LOG_LEVEL] ?? LEVELS.info;

/** A JSON line like the app's own log (app/platform/logger.server.ts). */
function log(level, msg, fields = {}) {
  if (LEVELS[level] < threshold) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(line + "\n");
}

// A deployment without sources (the container image) runs the build it ships.
const hasSources = existsSync("app");
const sources = ["app", "server", "public"].filter((d) => existsSync(d));
const built = existsSync(marker);
const stale = !built || (hasSources && Math.max(...sources.map(newest), statSync("package-lock.json").mtimeMs) > statSync(marker).mtimeMs);

if (stale) {
  log("info", "building the app", { reason: built ? "sources changed since the last build" : "no build yet" });
  const started = Date.now();
  const build = spawnSync("npx", ["react-router", "build"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const output = `${build.stdout ?? ""}${build.stderr ?? ""}`.trim();
  if (build.status !== 0) {
    if (output) process.stderr.write(output + "\n");
    log("error", "the build failed", { exitCode: build.status, error: build.error?.message });
    process.exit(build.status || 1);
  }
  if (threshold <= LEVELS.debug && output) process.stdout.write(output + "\n");
  log("info", "app built", { seconds: Math.round((Date.now() - started) / 100) / 10 });
}
