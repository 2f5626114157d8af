import { defineConfig } from "@playwright/test";

// Ports and data folder can be moved so that two runs on one machine do not collide.
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? "data/e2e";
export const FAKE_STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? 3199);
export const WEBHOOK_SECRET = "whsec_e2e_test_secret";
export const FAKE_WIKI_PORT = Number(process.env.E2E_WIKI_PORT ?? 3198);
const FAKE_WIKI_API = `http://127.0.0.1:${FAKE_WIKI_PORT}/w/api.php`;

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
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: { baseURL: BASE_URL, launchOptions, locale: "nl-NL", timezoneId: "Europe/Amsterdam" },
  projects: [
    { name: "js-on", testDir: "tests/e2e", use: { javaScriptEnabled: true } },
    { name: "js-off", testDir: "tests/e2e", use: { javaScriptEnabled: false }, grepInvert: /@js-only/ },
    // `npm run test:faults`: races, limits, hostile input, a locked database, a crash.
    { name: "faults", testDir: "tests/faults", use: { javaScriptEnabled: false } },
  ],
  webServer: [
    {
      command: `node tests/support/fake-stripe.mjs ${FAKE_STRIPE_PORT}`,
      url: `http://127.0.0.1:${FAKE_STRIPE_PORT}/__sessions`,
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: "ignore",
    },
    {
      command: `node tests/support/fake-mediawiki.mjs ${FAKE_WIKI_PORT}`,
      url: `${FAKE_WIKI_API}?gsrsearch=`,
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: "ignore",
    },
    {
      // Every species gets its photos from the fake MediaWiki before the app starts (npm run photos:fetch).
      command: [
        `rm -rf ${E2E_DATA_DIR}`,
        `node tests/support/wait-for-url.mjs "${FAKE_WIKI_API}?gsrsearch="`,
        "node_modules/.bin/tsx scripts/fetch-photos.ts",
        "node --max-old-space-size=256 server.js",
      ].join(" && "),
      url: `${BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 150_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        APP_URL: BASE_URL,
        DATABASE_PATH: `${E2E_DATA_DIR}/app.db`,
        LOG_LEVEL: "warn",
        STRIPE_SECRET_KEY: "sk_test_e2e",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: `http://127.0.0.1:${FAKE_STRIPE_PORT}`,
        // The owner's area: one owner account per browser project (tests/e2e/owner.spec.ts).
        ADMIN_EMAILS:
          "eigenaar-js-on@voorbeeld.nl,eigenaar-js-off@voorbeeld.nl,eigenaar-a11y-js-on@voorbeeld.nl,eigenaar-a11y-js-off@voorbeeld.nl",
        // Hermetic: photos come from the local fake MediaWiki, never from the internet.
        WILDLIFE_IMAGE_API: FAKE_WIKI_API,
      },
    },
  ],
});
