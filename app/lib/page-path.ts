// The page a request is for. React Router loads a page's data from the same path with `.data` added
// (`/examen/1.data`, `/_root.data` for `/`) and a `_routes` parameter; a link back to the page, such as
// the `next` of a login, must name the page itself, or the candidate lands on raw data.

/** The page's own path and query for a page or data request's `url`. */
export function pagePath(url: URL): string {
  let pathname = url.pathname;
  if (pathname === "/_root.data") pathname = "/";
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length) || "/";
  const params = new URLSearchParams(url.search);
  params.delete("_routes");
  const search = params.toString();
  return pathname + (search ? `?${search}` : "");
}
