import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { StylesProvider } from "~/components/inline-styles";
import { NonceProvider } from "~/components/nonce";
import { errorFields, log } from "~/platform/logger.server";
import { cspNonceContext } from "~/platform/request-context";
import { carriesAppCookie } from "~/platform/cookies.server";
import { htmlResponseStream } from "~/platform/html-stream.server";
import { noteDatabaseBusy } from "~/services/requests/busy-database.server";
import css from "~/styles/main.css?inline";

export const streamTimeout = 5_000;

/**
 * A page rendered for a request that carries our cookies (a session, a visitor, a toast) may show
 * that person's data: no shared cache, not our render cache and no browser cache may keep it.
 */
function markPrivate(request: Request, headers: Headers) {
  if (carriesAppCookie(request.headers.get("Cookie"))) headers.set("Cache-Control", "private, no-store");
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
  // A busy database (services/busy-database.server.ts): the browser may try again shortly.
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", "5");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and SPA-mode get the whole document at once; browsers get the shell as soon as it is ready.
    const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;

    function send() {
      shellRendered = true;
      const body = htmlResponseStream(nonce);
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

export function handleError(error: unknown, { request, context }: { request: Request; context?: unknown }) {
  if (request.signal.aborted) return;
  if (noteDatabaseBusy(error, context)) {
    log.warn("database busy", { url: new URL(request.url).pathname });
    return;
  }
  log.error("request failed", { url: new URL(request.url).pathname, ...errorFields(error) });
}
