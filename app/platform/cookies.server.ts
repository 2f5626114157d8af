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

function rawValue(header: string, name: string): string | null {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

async function verify(cookie: Cookie, header: string): Promise<unknown> {
  const raw = rawValue(header, cookie.name);
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
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${cookie.name}=`)) return Promise.resolve(null);
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
