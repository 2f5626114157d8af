/**
 * fetch that gives up after `ms` (one second unless told) instead of the photo lookup's own longer
 * limits; the signal the caller passes still counts too.
 */
export function quickFetch(ms = 1000): typeof fetch {
  return ((input, init) =>
    fetch(input, {
      ...init,
      signal: AbortSignal.any([AbortSignal.timeout(ms), ...(init?.signal ? [init.signal] : [])]),
    })) as typeof fetch;
}
