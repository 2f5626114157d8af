import { defineConfig } from "@playwright/test";

const PORT = 3100;
export const BASE_URL = `http://localhost:${PORT}`;
export const E2E_DATA_DIR = "data/e2e";

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: { baseURL: BASE_URL, launchOptions, locale: "nl-NL", timezoneId: "Europe/Amsterdam" },
  projects: [
    { name: "js-on", use: { javaScriptEnabled: true } },
    { name: "js-off", use: { javaScriptEnabled: false }, grepInvert: /@js-only/ },
  ],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node server.js`,
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      APP_URL: BASE_URL,
      DATABASE_PATH: `${E2E_DATA_DIR}/app.db`,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
  },
});
