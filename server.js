// Starts the app: checks the configuration, migrates, imports content, then listens.
// `node server.js` serves the production build; `node server.js --dev` runs Vite in the same process.
import path from "node:path";

const isDev = process.argv.includes("--dev");
// Production builds of React and Express unless the environment says otherwise: set before either is
// loaded, since both choose their build when first imported. `--dev` is the development mode.
if (!isDev) process.env.NODE_ENV ??= "production";

let mod;
let vite;
if (isDev) {
  const { createServer } = await import("vite");
  vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  mod = await vite.ssrLoadModule("./server/app.ts");
} else {
  mod = await import("./build/server/index.js");
}

let cfg;
try {
  cfg = await mod.prepare();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let handler;
if (isDev) {
  const { default: express } = await import("express");
  handler = express();
  handler.use(vite.middlewares);
  handler.use(async (req, res, next) => {
    try {
      const fresh = await vite.ssrLoadModule("./server/app.ts");
      fresh.createApp({ isDev: true })(req, res, next);
    } catch (error) {
      next(error);
    }
  });
} else {
  handler = mod.createApp({ clientDir: path.resolve("build/client") });
}

const server = handler.listen(cfg.port, cfg.host, () => {
  console.log(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "info",
      msg: "listening",
      url: cfg.appUrl,
      port: cfg.port,
      mode: process.env.NODE_ENV,
    }),
  );
});
server.keepAliveTimeout = 65_000;

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ time: new Date().toISOString(), level: "info", msg: "shutting down", signal }));
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(() => {
    mod.shutdown();
    vite?.close();
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
