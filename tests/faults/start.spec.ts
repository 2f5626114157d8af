import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// `npm start` is what a self-hoster without Docker runs: it must serve React's and Express's
// production builds unless the environment asks for another mode.

/** Runs `npm start` with `env` (and without the caller's NODE_ENV) until it says it listens; returns that line. */
async function listeningLine(port: number, env: Record<string, string>): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "jacht-start-"));
  const { NODE_ENV: _ignored, ...inherited } = process.env;
  const child = spawn("npm", ["start", "--silent"], {
    env: { ...inherited, PORT: String(port), DATABASE_PATH: path.join(dir, "app.db"), WILDLIFE_IMAGE_API: "off", ...env },
    stdio: ["ignore", "pipe", "ignore"],
    detached: true,
  });
  try {
    let output = "";
    return await new Promise((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const line = output.split("\n").find((l) => l.includes('"msg":"listening"'));
        if (line) resolve(JSON.parse(line) as Record<string, unknown>);
      });
      child.on("exit", (code) => reject(new Error(`npm start stopped (${code}) before listening:\n${output}`)));
    });
  } finally {
    process.kill(-child.pid!, "SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    rmSync(dir, { recursive: true, force: true });
  }
}

test("npm start serves the production builds when nothing says otherwise", async () => {
  test.setTimeout(120_000);
  const line = await listeningLine(20_000 + ((process.pid + 4_111) % 20_000), {});
  expect(line.mode).toBe("production");
});

test("npm start keeps a mode the environment names", async () => {
  test.setTimeout(120_000);
  const line = await listeningLine(20_000 + ((process.pid + 4_112) % 20_000), { NODE_ENV: "development" });
  expect(line.mode).toBe("development");
});
