import type { Cookie } from "react-router";

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
