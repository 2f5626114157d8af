// `npm test`: typecheck, lint, unit and integration tests, production build, browser tests (JavaScript on and off)
// and the fault suite (with a fixed fuzz seed).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

function run(title, command, env = {}) {
  console.log(`\n▶ ${title}\n  $ ${command}`);
  execSync(command, { stdio: "inherit", env: { ...process.env, ...env } });
}

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
  return candidates.find((p) => existsSync(p));
}

function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    run("install Chromium (Debian package)", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium");
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    "\nGeen Chromium gevonden. Installeer Debian's pakket 'chromium' (apt-get install chromium) " +
      "of zet CHROMIUM_PATH naar een Chromium-binary, en draai 'npm test' opnieuw.",
  );
  process.exit(1);
}

const faultsOnly = process.argv.includes("--faults");
const FIXED_FUZZ_SEED = "20261125";

try {
  if (faultsOnly) {
    // `npm run test:faults`: the production build and the fault suite only.
    run("production build", "npx react-router build");
    run("fault suite", "npx playwright test --project=faults", { CHROMIUM_PATH: ensureChromium() });
    process.exit(0);
  }
  run("typecheck", "npx react-router typegen && npx tsc");
  run("lint: import layers and code rules (ESLint), formatting (Prettier)", "npx eslint . && npx prettier --check .");
  run("content: validation and no new cue patterns", "npx tsx scripts/check-content.ts");
  run("unit and integration tests", "npx vitest run");
  run("production build", "npx react-router build");
  const chromium = ensureChromium();
  // The fault suite runs too, its fuzzing with a fixed seed so that CI is repeatable; `npm run test:faults`
  // picks a new seed each run (or FUZZ_SEED).
  const fuzzSeed = process.env.FUZZ_SEED ?? FIXED_FUZZ_SEED;
  console.log(`\n  fuzz seed ${fuzzSeed}`);
  run("browser tests (JavaScript on and off) and the fault suite", "npx playwright test", { CHROMIUM_PATH: chromium, FUZZ_SEED: fuzzSeed });
} catch {
  process.exit(1);
}
