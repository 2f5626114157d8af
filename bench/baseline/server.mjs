// Serves the baseline build with the same Express adapter and compression as the app.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";

const dir = path.dirname(fileURLToPath(import.meta.url));
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/assets", express.static(path.join(dir, "build/client/assets"), { immutable: true, maxAge: "1y" }));
app.use(express.static(path.join(dir, "build/client"), { maxAge: "1h", index: false }));
// The build object, as react-router-serve passes it (a function would rebuild the route tree per request).
const build = await import(path.join(dir, "build/server/index.js"));
app.use(createRequestHandler({ build }));
app.listen(Number(process.env.PORT ?? 3302), "127.0.0.1");
