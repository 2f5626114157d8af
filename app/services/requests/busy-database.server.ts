import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { isDatabaseBusy } from "~/lib/database-busy";

const busyContext = createContext<boolean>(false);

/**
 * Called from the server's error handler with every error a loader, action or middleware threw:
 * remembers, for this request, that the database was busy. Returns whether it was.
 */
export function noteDatabaseBusy(error: unknown, context: unknown): boolean {
  if (!isDatabaseBusy(error)) return false;
  (context as RouterContextProvider | undefined)?.set?.(busyContext, true);
  return true;
}

/**
 * Root middleware, outermost: when something in this request found the database locked, the page
 * becomes the Dutch "Even geduld" page with status 503 (the root ErrorBoundary), and a Retry-After
 * header (entry.server.tsx); nothing was written, so trying again is safe.
 */
export const busyDatabaseMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  if (context.get(busyContext)) throw data(null, { status: 503, statusText: "Service Unavailable" });
  return response;
};
