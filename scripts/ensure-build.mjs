// Builds the app when there is no build yet, or when a source file is newer than the build.
import { execSync } from "node:child_process";
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

// A deployment without sources (the container image) runs the build it ships.
const hasSources = existsSync("app");
const sources = ["app", "server", "public"].filter((d) => existsSync(d));
const stale =
  !existsSync(marker) || (hasSources && Math.max(...sources.map(newest), statSync("package-lock.json").mtimeMs) > statSync(marker).mtimeMs);

if (stale) {
  console.log("Building the app…");
  execSync("npx react-router build", { stdio: "inherit" });
}
