import type { HeadersFunction } from "react-router";

/**
 * A route's `headers`: passes on the Retry-After that an action (or a thrown 429/503) set, which
 * React Router would otherwise leave out of the document response.
 */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders, errorHeaders }) => {
  const headers = new Headers();
  const value = errorHeaders?.get("Retry-After") ?? actionHeaders.get("Retry-After");
  if (value) headers.set("Retry-After", value);
  return headers;
};
