// Starts the app the way README says, `npm start`, for the measuring scripts (bench, Lighthouse, the
// class): only a port, a data folder and, where a script needs photos, the address of its photo source
// are its own. NODE_ENV, the node flags and everything else are what `npm start` does.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Waits until `url` answers 200; fails early when `child` stops. */
export async function waitFor(url, child, tries = 600) {
  for (let i = 0; i < tries; i++) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process stopped (exit code ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** The pid of the node process serving `server.js` with this database (npm and sh stand between). */
function serverPid(databasePath) {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // `server.js` as an argument of its own: the shell npm runs has it only inside its command line.
      const args = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      const env = readFileSync(`/proc/${entry}/environ`, "utf8").split("\0");
      if (args.includes("server.js") && env.includes(`DATABASE_PATH=${databasePath}`)) return Number(entry);
    } catch {
      // processes come and go
    }
  }
  throw new Error(`no server with DATABASE_PATH=${databasePath}`);
}

/**
 * `npm start` on `port` with its database in `dataDir`. `env` may add addresses (the photo source);
 * the caller's NODE_ENV is removed, so the app chooses its mode as it does for a self-hoster.
 * Resolves once /healthz answers, with the server's pid (for CPU and memory figures) and `stop()`.
 */
export async function startApp({ port, dataDir, env = {}, output = "ignore" }) {
  const databasePath = path.resolve(dataDir, "app.db");
  const { NODE_ENV: _ignored, ...inherited } = process.env;
  const child = spawn("npm", ["start", "--silent"], {
    env: { ...inherited, PORT: String(port), DATABASE_PATH: databasePath, ...env },
    stdio: ["ignore", output, "inherit"],
    detached: true,
  });
  const url = `http://localhost:${port}`;
  await waitFor(`${url}/healthz`, child);
  const pid = serverPid(databasePath);
  return {
    url,
    pid,
    child,
    stop() {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    },
  };
}

/**
 * Photos for a measured app: a local stand-in for the photo source (tests/support/fake-mediawiki.mjs,
 * with `grain` photos of a real photo's weight) and `npm run photos:fetch` into `dataDir` before the app
 * starts, as the browser tests do. The app is then started with `env` (the source's address), so its
 * own fetch at start finds nothing left to do and the measurement is not a download running beside it.
 */
export async function preparePhotos(dataDir) {
  const { startFakeMediaWiki } = await import("../tests/support/fake-mediawiki.mjs");
  const wiki = await startFakeMediaWiki(0, { grain: true });
  const api = `http://127.0.0.1:${wiki.address().port}/w/api.php`;
  const env = { WILDLIFE_IMAGE_API: api };
  const { NODE_ENV: _ignored, ...inherited } = process.env;
  await new Promise((resolve, reject) => {
    const fetcher = spawn("npm", ["run", "--silent", "photos:fetch"], {
      env: { ...inherited, DATABASE_PATH: path.resolve(dataDir, "app.db"), LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "ignore", "inherit"],
    });
    fetcher.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`photos:fetch stopped with ${code}`))));
  });
  return { env, close: () => wiki.close() };
}
