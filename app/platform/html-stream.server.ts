import { Transform } from "node:stream";
import { FIRST_PHOTO_TIMING } from "~/lib/photos";

const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const HEAD_END = "</head>";

/** What React Router's bootstrap module script is made inert with until the script below starts it. */
const INERT_TYPE = "text/x-after-paint";
/** The mark of the photo a page is about (components/practice/species-photo.tsx). */
const FIRST_PHOTO_MARK = Buffer.from(`elementtiming="${FIRST_PHOTO_TIMING}"`);

/** The longest the page's JavaScript waits for the paint, whatever the page or the browser does. */
const LATEST_START_MS = 3000;

/**
 * Runs in the browser, serialized into the page (so: self-contained, plain ES2017, no imports). Starts the
 * page's JavaScript once the page has been painted: once the browser reports the photo the page is about
 * painted (Element Timing), or, on a page without one in view, its first contentful paint; where the browser
 * reports neither, after the photo has loaded (or the page was parsed) and the next frame. It then adds a
 * module preload link per module, as React Router would have put in the head, and starts React Router's
 * bootstrap module where it was sent inert (a page about a photo) with the response's nonce.
 */
function startAfterPaint(hrefs: string[], nonce: string, inertType: string, photoTiming: string, latestMs: number) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of hrefs) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const inert = document.querySelectorAll('script[type="' + inertType + '"]');
    for (let i = 0; i < inert.length; i++) {
      const script = document.createElement("script");
      script.type = "module";
      script.nonce = nonce;
      script.textContent = inert[i]!.textContent;
      document.head.append(script);
    }
  };
  setTimeout(start, latestMs);
  const later = (f: () => void) => requestAnimationFrame(() => setTimeout(f));
  /** Starts once an entry of `type` passes `fits`; `otherwise` when the browser does not report that type. */
  const afterEntry = (type: string, fits: (entry: PerformanceEntry) => boolean, otherwise: () => void) => {
    const supported = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (supported.indexOf(type) === -1) return otherwise();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some(fits)) {
        observer.disconnect();
        setTimeout(start);
      }
    });
    observer.observe({ type, buffered: true });
  };
  const parsed = () => {
    const photo = document.querySelector('img[elementtiming="' + photoTiming + '"]') as HTMLImageElement | null;
    // A photo below the fold is not painted until it is scrolled to: then the first paint is the one to wait for.
    if (!photo || photo.getBoundingClientRect().top >= window.innerHeight) {
      return afterEntry(
        "paint",
        (e) => e.name === "first-contentful-paint",
        () => later(start),
      );
    }
    photo.addEventListener("error", start, { once: true });
    afterEntry(
      "element",
      (e) => (e as PerformanceEntry & { identifier?: string }).identifier === photoTiming,
      () => (photo.complete ? later(start) : photo.addEventListener("load", () => later(start), { once: true })),
    );
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", parsed, { once: true });
  else parsed();
}

/** The script element that runs startAfterPaint for this page's modules. */
function startAfterPaintScript(hrefs: string[], nonce: string): string {
  const list = JSON.stringify(hrefs).replace(/</g, "\\u003c");
  const rest = JSON.stringify([INERT_TYPE, FIRST_PHOTO_TIMING, LATEST_START_MS]).slice(1, -1);
  // The nonce is read from the script's own element: it stays in the attribute only, where it always was.
  return `<script nonce="${nonce}">(${startAfterPaint.toString()}).apply(null,[${list},document.currentScript.nonce,${rest}])</script>`;
}

/**
 * `head` (which ends with </head>) with React Router's module preload links taken out and, before
 * </head>, the script that adds them back after the first paint; null when the head has no preloads.
 * Done on the bytes: the head is copied once, and only when it has preloads.
 */
function withPreloadsAfterPaint(head: Buffer, nonce: string): Buffer | null {
  const parts: Buffer[] = [];
  const hrefs: string[] = [];
  let start = 0;
  for (let at = head.indexOf(MODULE_PRELOAD); at !== -1; at = head.indexOf(MODULE_PRELOAD, start)) {
    const end = head.indexOf(">", at);
    if (end === -1) break;
    const href = /\shref="([^"]+)"/.exec(head.toString("latin1", at, end))?.[1];
    // A preload this code does not understand stays as it is.
    if (!href) {
      parts.push(head.subarray(start, end + 1));
    } else {
      parts.push(head.subarray(start, at));
      hrefs.push(href);
    }
    start = end + 1;
  }
  if (hrefs.length === 0) return null;
  const headEnd = head.length - HEAD_END.length;
  return Buffer.concat([...parts, head.subarray(start, headEnd), Buffer.from(startAfterPaintScript(hrefs, nonce)), head.subarray(headEnd)]);
}

/**
 * The stream a page's HTML goes out through, between React's renderer and the response:
 * - The page is readable without its JavaScript, so the browser should paint it before it fetches the
 *   modules: React Router's module preloads are added by a small script after the first paint instead
 *   of sitting in the head; on a page about a photo (a picture question) its bootstrap module script is
 *   sent inert too, for that script to start once the photo has been painted (ADR 17). The rest passes
 *   untouched.
 * - React writes its output in pieces of at most 4 KiB and calls `flush()` when a batch is complete.
 *   The pieces of a batch leave as one chunk, so each layer after this one (the web stream the
 *   response is made of, the adapter that writes it, the socket) handles one chunk per batch rather
 *   than one per piece.
 */
export function htmlResponseStream(nonce: string): Transform & { flush(): void } {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  /** Set once the head has been rewritten; until then everything is held back. */
  let pastHead = false;
  /** The bootstrap module script's opening tag, while it is still to come in a page whose head got the script. */
  let bootstrap: Buffer | null = null;
  /** Whether the page's photo (elementtiming="first-photo") came before the bootstrap: only then is it sent inert. */
  let photoSeen = false;

  /** Sends what has been written since the last batch as one chunk, the head rewritten once it is complete. */
  function release(atEnd = false) {
    if (pendingBytes === 0) return;
    let batch = pending.length === 1 && pending[0] ? pending[0] : Buffer.concat(pending, pendingBytes);
    if (!pastHead) {
      const end = batch.indexOf(HEAD_END);
      // The head is not complete yet: hold on to it until the next batch (at the end, a page without a
      // head goes out as it is).
      if (end === -1 && !atEnd) {
        pending = [batch];
        return;
      }
      pastHead = true;
      if (end !== -1) {
        const cut = end + HEAD_END.length;
        const head = withPreloadsAfterPaint(batch.subarray(0, cut), nonce);
        if (head) {
          bootstrap = Buffer.from(`<script nonce="${nonce}" type="module" async="">`);
          batch = Buffer.concat([head, batch.subarray(cut)]);
        }
      }
    }
    pending = [];
    pendingBytes = 0;
    if (bootstrap) {
      const at = batch.indexOf(bootstrap);
      const photoAt = photoSeen ? -1 : batch.indexOf(FIRST_PHOTO_MARK);
      if (photoAt !== -1 && (at === -1 || photoAt < at)) photoSeen = true;
      if (at !== -1) {
        if (photoSeen) {
          batch = Buffer.concat([
            batch.subarray(0, at),
            Buffer.from(`<script nonce="${nonce}" type="${INERT_TYPE}">`),
            batch.subarray(at + bootstrap.length),
          ]);
        }
        bootstrap = null;
      } else if (!atEnd) {
        // The tag (or the photo's mark) may begin at the end of this batch: keep what could be its start for the next one.
        const keep = Math.min(batch.length, Math.max(bootstrap.length, FIRST_PHOTO_MARK.length) - 1);
        pending = [batch.subarray(batch.length - keep)];
        pendingBytes = keep;
        batch = batch.subarray(0, batch.length - keep);
      }
    }
    if (batch.length > 0) stream.push(batch);
  }

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      callback();
    },
    flush(callback) {
      release(true);
      callback();
    },
  });
  return Object.assign(stream, { flush: () => release() });
}
