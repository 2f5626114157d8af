import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import { E2E_DATA_DIR } from "../../playwright.config";

/** The pid of the test server (found by the database it was started with). */
export function serverPid(dataDir = E2E_DATA_DIR): number {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const env = readFileSync(`/proc/${entry}/environ`, "utf8");
      const cmd = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (cmd.includes("server.js") && env.split("\0").includes(`DATABASE_PATH=${dataDir}/app.db`)) return Number(entry);
    } catch {
      // processes come and go
    }
  }
  throw new Error(`no server with DATABASE_PATH=${dataDir}/app.db`);
}

export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** Starts a server of its own (for tests that kill it), resolving once /healthz answers. */
export async function startServer(port: number, dataDir: string, extraEnv: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn("node", ["--max-old-space-size=256", "server.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: `http://localhost:${port}`,
      DATABASE_PATH: `${dataDir}/app.db`,
      LOG_LEVEL: "error",
      WILDLIFE_IMAGE_API: "off",
      ...extraEnv,
    },
    stdio: "ignore",
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error("server did not start");
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/**
 * POSTs a large body with plain node:http and reports the status the server answered with. The
 * body goes out in pieces and sending stops as soon as an answer arrives: a server that refuses a
 * body early answers before it has read it (and closes the connection).
 */
export function postRaw(url: string, body: string, contentType: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const bytes = Buffer.from(body);
    let answered = false;
    const req = http.request(url, { method: "POST", headers: { "content-type": contentType, "content-length": bytes.length } }, (res) => {
      answered = true;
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (!answered && error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    const CHUNK = 64 * 1024;
    let offset = 0;
    const sendMore = () => {
      if (answered || req.destroyed) return;
      if (offset >= bytes.length) return void req.end();
      req.write(bytes.subarray(offset, offset + CHUNK));
      offset += CHUNK;
      setTimeout(sendMore, offset === CHUNK ? 200 : 0);
    };
    sendMore();
    setTimeout(() => {
      if (!answered) reject(new Error(`no answer from ${url}`));
    }, 15_000);
  });
}
