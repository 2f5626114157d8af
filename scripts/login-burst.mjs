// `node scripts/login-burst.mjs`: starts the app exactly as README says (`npm start`, only a port and a
// fresh data folder of its own), then sends bursts of 80 parallel wrong logins from one address and
// times another visitor's login page during each burst. Prints figures; no pass/fail.
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const PORT = Number(process.env.BURST_PORT ?? 3311);
const BASE = `http://localhost:${PORT}`;
const ROUNDS = Number(process.env.BURST_ROUNDS ?? 5);
const dir = mkdtempSync(path.join(os.tmpdir(), "jacht-burst-"));

const server = spawn("npm", ["start"], {
  env: { ...process.env, PORT: String(PORT), DATABASE_PATH: path.join(dir, "app.db") },
  stdio: "ignore",
  detached: true,
});

async function up() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the app did not start");
}

function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

try {
  await up();
  // Warm up: the first render of a page loads its modules.
  for (let i = 0; i < 3; i++) await (await fetch(`${BASE}/auth`)).text();
  const times = [];
  const counts = {};
  for (let round = 0; round < ROUNDS; round++) {
    const address = `10.90.${round}.1`;
    const logins = Array.from({ length: 80 }, (_, i) =>
      fetch(`${BASE}/auth`, {
        method: "POST",
        headers: { origin: BASE, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": address },
        body: `intent=login&email=burst-${round}-${i}%40voorbeeld.nl&password=fout-wachtwoord`,
        redirect: "manual",
      }).then(async (r) => {
        await r.arrayBuffer();
        counts[r.status] = (counts[r.status] ?? 0) + 1;
      }),
    );
    await new Promise((r) => setTimeout(r, 50));
    const started = performance.now();
    const page = await fetch(`${BASE}/auth`, { headers: { "accept-encoding": "gzip", "x-forwarded-for": `10.91.${round}.1` } });
    await page.text();
    times.push(performance.now() - started);
    await Promise.all(logins);
    // Let the hashes of this burst finish before the next one.
    await new Promise((r) => setTimeout(r, 1500));
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `answers to ${ROUNDS} × 80 wrong logins: ${Object.entries(counts)
      .map(([s, n]) => `${n} × ${s}`)
      .join(", ")}`,
  );
  console.log(
    `another visitor's /auth during a burst: median ${quantile(sorted, 0.5).toFixed(0)} ms, slowest ${sorted.at(-1).toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(", ")} ms)`,
  );
} finally {
  process.kill(-server.pid, "SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dir, { recursive: true, force: true });
}
