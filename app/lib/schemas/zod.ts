import { z } from "zod";

// zod 4 probes for eval (`new Function("")`) when it builds an object schema, to compile faster parsers.
// The Content-Security-Policy forbids eval in the browser, so the probe is refused and reported as a CSP
// violation on every page with a form. In the browser zod is told not to try; the server keeps the fast path.
// Schemas import `z` from here so that this runs before any of them is built.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
