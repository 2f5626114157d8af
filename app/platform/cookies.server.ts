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
 * Signed cookie strings already verified, with the value they carry: a returning visitor sends the same
 * string on every request, and its signature (an HMAC through WebCrypto) would be checked again each
 * time. Only strings that verified to a string value are kept, the most recent `VERIFIED_LIMIT`.
 */
const verified = new Map<string, string>();
const VERIFIED_LIMIT = 2000;

/** The cookies the app sets. A request that carries one may be answered with a page made for that person. */
export const APP_COOKIE_NAMES = ["__session", "__visitor", "__flash"] as const;

/** Spaces and tabs around a name or value, as React Router's cookie parser (the `cookie` package) trims them. */
function trimmed(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && (text[start] === " " || text[start] === "\t")) start++;
  while (end > start && (text[end - 1] === " " || text[end - 1] === "\t")) end--;
  return text.slice(start, end);
}

/**
 * The raw value of cookie `name` in a Cookie header, found as React Router's cookie parser finds it:
 * the first pair whose name, trimmed of spaces and tabs, is exactly `name`. Never a substring match:
 * `x__session=1` is not `__session`, and `__session =…` is.
 */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq >= 0 && trimmed(part.slice(0, eq)) === name) return trimmed(part.slice(eq + 1));
  }
  return null;
}

/**
 * The one rule for what may be shared: a request that carries any of the app's cookies (by exact
 * name, as the readers below find them) is answered privately, never from or into the render cache.
 * Every app cookie is read through `cookieValue`, so a cookie this misses is a cookie nothing reads.
 */
export function carriesAppCookie(header: string | null | undefined): boolean {
  return APP_COOKIE_NAMES.some((name) => cookieValue(header, name) !== null);
}

async function verify(cookie: Cookie, header: string): Promise<unknown> {
  const raw = cookieValue(header, cookie.name);
  if (raw === null) return null;
  const key = `${cookie.name}=${raw}`;
  const known = verified.get(key);
  if (known !== undefined) return known;
  const value: unknown = await cookie.parse(header);
  if (typeof value === "string") {
    if (verified.size >= VERIFIED_LIMIT) verified.delete(verified.keys().next().value!);
    verified.set(key, value);
  }
  return value;
}

/**
 * A signed cookie's value, verified once per request: the root and route loaders of one page
 * share it instead of each checking the signature again. Absent cookies are not parsed at all.
 */
export function readCookie(cookie: Cookie, request: Request): Promise<unknown> {
  const header = request.headers.get("Cookie") ?? "";
  if (cookieValue(header, cookie.name) === null) return Promise.resolve(null);
  let values = parsed.get(request);
  if (!values) {
    values = new Map();
    parsed.set(request, values);
  }
  let value = values.get(cookie.name);
  if (!value) {
    value = verify(cookie, header);
    values.set(cookie.name, value);
  }
  return value;
}
