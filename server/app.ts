import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { RouterContextProvider } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import { closeDatabase, db, openAppDatabase } from "~/db/client.server";
import { config, type Config } from "~/platform/config.server";
import { errorFields, log, setLogLevel } from "~/platform/logger.server";
import { plainPage } from "~/platform/plain-page.server";
import { PHOTO_PATH } from "~/lib/photos";
import { speciesPhotos } from "./photos";
import { hiddenOwnerAreaUrl } from "~/lib/owner-area";
import { isOwnerRequest } from "~/services/requests/owner.server";
import { addMissingVariants, photoDir } from "~/services/adapters/photo-store.server";
import { clientIpContext, cspNonceContext } from "~/platform/request-context";
import { clearRenderCache, renderCache } from "~/platform/render-cache.server";
import { newCspNonce } from "~/platform/tokens.server";
import { syncContent } from "~/content-import/index.server";
import { startMailSender } from "~/services/adapters/mail-delivery.server";
import { fillSpeciesPhotos } from "~/services/commands/fill-species-photos.server";
import { purgeStaleVisitors } from "~/models/visitors.server";
import { DAY_MS } from "~/lib/dates";

/** Largest request body we accept; every form of the app is far smaller. */
export const MAX_BODY_BYTES = 128 * 1024;

/** Reads the configuration, migrates and imports content. Throws with a clear message when something is wrong. */
export async function prepare(): Promise<Config> {
  const c = config();
  setLogLevel(c.logLevel);
  const { migrationsApplied } = openAppDatabase(c.databasePath);
  if (migrationsApplied > 0) log.info("database migrated", { file: c.databasePath, migrationsApplied });
  else log.debug("database up to date", { file: c.databasePath });
  await syncContent();
  if (!c.stripeSecretKey) log.warn("payments are not configured: STRIPE_SECRET_KEY is not set");
  if (!c.smtpUrl) log.info("SMTP_URL is not set: e-mail is written to the outbox", { outbox: c.outboxDir });
  startMailSender();
  startHousekeeping();
  // Stored photos get the widths added since they were stored, in the background.
  setTimeout(() => {
    addMissingVariants()
      .then((photos) => photos > 0 && log.info("photo widths added", { photos }))
      .catch((error) => log.warn("adding photo widths failed", errorFields(error)));
  }, 1000).unref();
  if (c.wildlifeImageApi) {
    // Photos are looked up in the background; no page waits for them.
    const api = c.wildlifeImageApi;
    log.info("species photos are fetched in the background", { source: new URL(api).host });
    setTimeout(() => {
      fillSpeciesPhotos(api)
        .then((result) => {
          // New photos make picture questions servable, the landing page's demo among them.
          if (result.found > 0) clearRenderCache();
          log.info("photo lookup done", result);
        })
        .catch((error) => log.warn("photo lookup failed", errorFields(error)));
    }, 2000).unref();
  }
  return c;
}

/** Visitors without an account who have not been seen for this long are removed, with their tests. */
export const VISITOR_RETENTION_DAYS = 30;

/** Every six hours (and once shortly after start): purge stale anonymous visitors. */
function startHousekeeping() {
  const run = () => {
    try {
      const removed = purgeStaleVisitors(new Date(Date.now() - VISITOR_RETENTION_DAYS * DAY_MS));
      if (removed > 0) log.info("stale visitors removed", { removed });
    } catch (error) {
      log.warn("stale visitors could not be removed", errorFields(error));
    }
  };
  setTimeout(run, 60_000).unref();
  setInterval(run, 6 * 3_600_000).unref();
}

export function shutdown() {
  closeDatabase();
}

/** A refusal before React Router: a plain page in the app's language. */
function refusal(res: Response, title: string, text: string) {
  return plainPage({ title, paragraphs: [text], nonce: String(res.locals.cspNonce ?? "") || undefined });
}

function securityHeaders(isDev: boolean) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = newCspNonce();
    res.locals.cspNonce = nonce;
    if (!isDev) {
      res.setHeader(
        "Content-Security-Policy",
        [
          "default-src 'self'",
          `script-src 'self' 'nonce-${nonce}'`,
          `style-src 'self' 'nonce-${nonce}'`,
          "img-src 'self' data:",
          "font-src 'self'",
          "connect-src 'self'",
          "form-action 'self' https://checkout.stripe.com",
          "frame-ancestors 'none'",
          "base-uri 'self'",
          "object-src 'none'",
        ].join("; "),
      );
    }
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    if (config().appUrl.startsWith("https://")) {
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    next();
  };
}

/**
 * Refuses state-changing requests from other sites: a browser says so in Sec-Fetch-Site, and an
 * Origin that is not this host gives it away too. Stripe's webhook is server-to-server and signed.
 */
function sameSiteWrites(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS" || req.path.startsWith("/webhooks/")) return next();
  const site = req.headers["sec-fetch-site"];
  const origin = req.headers.origin;
  let foreignOrigin = false;
  if (origin && origin !== "null") {
    try {
      foreignOrigin = new URL(origin).host !== req.headers.host;
    } catch {
      foreignOrigin = true;
    }
  }
  if (site === "cross-site" || foreignOrigin || origin === "null") {
    log.warn("cross-site write refused", { path: req.path, origin: origin ?? null, site: site ?? null });
    res
      .status(403)
      .type("html")
      .send(refusal(res, "Niet toegestaan", "Dit verzoek kwam van een andere website en is daarom geweigerd."));
    return;
  }
  next();
}

/** Refuses bodies over the limit before anything reads them. */
function bodyLimit(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const length = req.headers["content-length"];
  if (length === undefined && req.headers["transfer-encoding"]) {
    res
      .status(411)
      .type("html")
      .send(refusal(res, "Lengte vereist", "Dit verzoek mist de lengte van de inhoud."));
    return;
  }
  if (length !== undefined && Number(length) > MAX_BODY_BYTES) {
    res.setHeader("Connection", "close");
    res
      .status(413)
      .type("html")
      .send(refusal(res, "Te veel gegevens", "Wat je verstuurde is te groot. Maak het korter en probeer het opnieuw."));
    return;
  }
  next();
}

/**
 * For anyone but an owner, a request for the owner's area (page, data, action, or its routes in the
 * route manifest) becomes a request for an address that leads nowhere (lib/owner-area.ts): the answer is
 * the ordinary not-found page, and nothing tells that the area exists.
 */
function hideOwnerArea(req: Request, res: Response, next: NextFunction) {
  const elsewhere = hiddenOwnerAreaUrl(req.url);
  if (elsewhere === null) return next();
  const asked = new globalThis.Request(new URL(req.url, "http://app.local"), { headers: { cookie: req.headers.cookie ?? "" } });
  isOwnerRequest(asked).then((owner) => {
    if (owner) {
      // The owner's route manifest differs from everyone else's for the same address: no shared cache may keep it.
      if (req.path === "/__manifest") res.setHeader("Vary", "Cookie");
    } else {
      req.url = elsewhere;
      req.originalUrl = elsewhere;
    }
    next();
  }, next);
}

function healthz(_req: Request, res: Response) {
  try {
    db().$client.prepare("select 1").get();
    res.status(200).json({ ok: true });
  } catch (error) {
    log.error("health check failed", errorFields(error));
    res.status(503).json({ ok: false });
  }
}

/**
 * The whole HTTP app: headers, limits, static files, health check, then React Router.
 * `clientDir` is where the built browser assets are (absent in development, where Vite serves them).
 */
export function createApp({ clientDir, isDev = false }: { clientDir?: string; isDev?: boolean } = {}) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config().trustProxy);
  app.use(securityHeaders(isDev));
  app.use(bodyLimit);
  app.use(sameSiteWrites);
  app.use(compression());
  app.get("/healthz", healthz);
  app.use(PHOTO_PATH.slice(0, -1), speciesPhotos(photoDir()));
  if (clientDir) {
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    // Only paths that name a file go to the disk; pages skip the stat call.
    const files = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => (path.extname(req.path) ? files(req, res, next) : next()));
  }
  app.use(hideOwnerArea);
  // Public pages for visitors without a cookie come from memory after their first render (ADR 15).
  if (!isDev) app.use(renderCache((res) => String(res.locals.cspNonce ?? "")));
  app.use(
    createRequestHandler({
      // The build object itself, not a function returning it: React Router then builds its route
      // tree once instead of on every request. In development server.js reloads this module per request.
      build: serverBuild,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(cspNonceContext, String(res.locals.cspNonce ?? ""));
        context.set(clientIpContext, req.ip ?? "unknown");
        return context;
      },
    }),
  );
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    log.error("unhandled request error", { path: req.path, ...errorFields(error) });
    if (res.headersSent) return;
    res
      .status(500)
      .type("html")
      .send(refusal(res, "Er ging iets mis", "Probeer het later opnieuw."));
  });
  return app;
}
