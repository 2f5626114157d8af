import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter, UNSAFE_ErrorResponseImpl } from "react-router";
import { StylesProvider } from "~/components/inline-styles";
import { NonceProvider } from "~/components/nonce";
import { errorFields, log } from "~/platform/logger.server";
import { cspNonceContext } from "~/platform/request-context";
import css from "~/styles/main.css?inline";

export const streamTimeout = 5_000;

/** Requests whose loader or action found the database locked for longer than busy_timeout. */
const busyRequests = new WeakSet<Request>();

function isDatabaseBusy(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === "SQLITE_BUSY" || e.code === "SQLITE_BUSY_SNAPSHOT" || e.code === "SQLITE_LOCKED") return true;
  }
  return false;
}

/**
 * A page rendered for a request that carries our cookies (a session, a visitor, a toast) may show
 * that person's data: no shared cache and no browser cache may keep it.
 */
function markPrivate(request: Request, headers: Headers) {
  if (/(?:^|;\s*)__(?:session|visitor|flash)=/.test(request.headers.get("Cookie") ?? "")) headers.set("Cache-Control", "private, no-store");
}

export function handleDataRequest(response: Response, { request }: { request: Request }) {
  markPrivate(request, response.headers);
  return response;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext);
  markPrivate(request, responseHeaders);
  if (busyRequests.has(request)) {
    // The write was rolled back; tell the browser to try again shortly, in Dutch (root ErrorBoundary).
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", "5");
    const errors = routerContext.staticHandlerContext.errors;
    if (errors) for (const id of Object.keys(errors)) errors[id] = new UNSAFE_ErrorResponseImpl(503, "Service Unavailable", null);
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and SPA-mode get the whole document at once; browsers get the shell as soon as it is ready.
    const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;

    function send() {
      shellRendered = true;
      const body = new PassThrough();
      const stream = createReadableStreamFromReadable(body);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    }

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesProvider value={css}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          if (!waitForAll) send();
        },
        onAllReady() {
          // Nothing left to abort: a pending timer would keep the request, its data and stream in memory.
          clearTimeout(timer);
          if (waitForAll) send();
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error("render error", errorFields(error));
        },
      },
    );
    // Aborts a render still waiting on data after the stream timeout.
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isDatabaseBusy(error)) {
    busyRequests.add(request);
    log.warn("database busy", { url: new URL(request.url).pathname });
    return;
  }
  log.error("request failed", { url: new URL(request.url).pathname, ...errorFields(error) });
}
