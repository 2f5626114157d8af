// The owner's area (`/beheer`) does not exist for anyone but an owner: not as a page, not as a page's
// data, not as an action and not in the route manifest that client-side navigation asks for. Requests
// that touch it are sent, for a non-owner, to an address that leads nowhere, so the answer is the
// ordinary not-found page (or its data) byte for byte. Pure: the caller decides who is an owner.

/** An address that no route but the not-found page matches. */
export const NOWHERE = "/niet-gevonden";

const AREA = /^\/beheer(?:\/|\.data$|$)/i;

/** Whether a path reaches the owner's area, as React Router matches it: any case, repeated slashes. */
function inArea(pathname: string): boolean {
  return AREA.test(pathname.replace(/\/{2,}/g, "/"));
}

/**
 * The request URL (path and query) to use for a non-owner instead of `url`, or null when `url` does
 * not touch the owner's area. `/__manifest` (React Router's route discovery) keeps its other paths.
 */
export function hiddenOwnerAreaUrl(url: string): string | null {
  const at = url.indexOf("?");
  const pathname = at < 0 ? url : url.slice(0, at);
  const search = at < 0 ? "" : url.slice(at);
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape elsewhere in the path: the raw path still shows where it leads.
  }
  if (inArea(decoded)) return (decoded.endsWith(".data") ? `${NOWHERE}.data` : NOWHERE) + search;
  if (decoded !== "/__manifest") return null;
  const params = new URLSearchParams(search);
  const paths = params.getAll("paths").flatMap((p) => p.split(","));
  if (!paths.some(inArea)) return null;
  params.set("paths", paths.map((p) => (inArea(p) ? NOWHERE : p)).join(","));
  return `${pathname}?${params.toString()}`;
}
