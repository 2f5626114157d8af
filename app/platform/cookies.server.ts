import { createCookie, type Cookie } from "react-router";
import { config } from "~/platform/config.server";

/**
 * The one set of options every cookie of the app is made with: signed with SESSION_SECRET (newest
 * first, so secrets can rotate), not readable by scripts, sent on top-level navigations from other
 * sites (so a link in an e-mail finds you logged in), and only over HTTPS when the app is served so.
 */
export function appCookie(name: string, maxAgeS: number): Cookie {
  const c = config();
  return createCookie(name, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: c.appUrl.startsWith("https://"),
    secrets: c.sessionSecrets,
    maxAge: maxAgeS,
  });
}

const parsed = new WeakMap<Request, Map<string, Promise<unknown>>>();

/**
 * A signed cookie's value, verified once per request: the root and route loaders of one page
 * share it instead of each checking the signature again. Absent cookies are not parsed at all.
 */
export function readCookie(cookie: Cookie, request: Request): Promise<unknown> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${cookie.name}=`)) return Promise.resolve(null);
  let values = parsed.get(request);
  if (!values) {
    values = new Map();
    parsed.set(request, values);
  }
  let value = values.get(cookie.name);
  if (!value) {
    value = cookie.parse(header);
    values.set(cookie.name, value);
  }
  return value;
}
