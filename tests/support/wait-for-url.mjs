// `node tests/support/wait-for-url.mjs <url> [seconds]`: waits until the URL answers (any status), for
// commands that need another test server to be up first.
const [url, seconds = "30"] = process.argv.slice(2);
const deadline = Date.now() + Number(seconds) * 1000;
for (;;) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    process.exit(0);
  } catch {
    if (Date.now() > deadline) {
      console.error(`${url} did not answer within ${seconds} s`);
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
