import { Transform } from "node:stream";

const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const HEAD_END = "</head>";

/** What React Router's bootstrap module script is made inert with until the script below starts it. */
const INERT_TYPE = "text/x-after-paint";

/**
 * The script that starts the page's JavaScript once the page has been painted: after the next frame and,
 * on a page with a photo marked `fetchpriority="high"` (a picture question's), after that photo has loaded
 * and been painted. It then adds a module preload link per module, as React Router would have put in the
 * head, and starts React Router's bootstrap module (sent inert, see withInertBootstrap) with the nonce.
 */
function startAfterPaint(hrefs: string[], nonce: string): string {
  const list = JSON.stringify(hrefs).replace(/</g, "\\u003c");
  return (
    `<script nonce="${nonce}">(()=>{const later=f=>requestAnimationFrame(()=>setTimeout(f));` +
    `const start=()=>{for(const href of ${list}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}` +
    `for(const inert of document.querySelectorAll('script[type="${INERT_TYPE}"]')){const s=document.createElement("script");s.type="module";s.nonce="${nonce}";s.textContent=inert.textContent;document.head.append(s)}};` +
    `const afterPhoto=()=>{const img=document.querySelector('img[fetchpriority="high"]');if(!img||img.complete)return start();` +
    `const done=()=>later(start);img.addEventListener("load",done,{once:true});img.addEventListener("error",done,{once:true})};` +
    `later(()=>document.readyState==="loading"?document.addEventListener("DOMContentLoaded",afterPhoto,{once:true}):afterPhoto())})()</script>`
  );
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
  return Buffer.concat([...parts, head.subarray(start, headEnd), Buffer.from(startAfterPaint(hrefs, nonce)), head.subarray(headEnd)]);
}

/**
 * The stream a page's HTML goes out through, between React's renderer and the response:
 * - The page is readable without its JavaScript, so the browser should paint it before it fetches the
 *   modules: React Router's module preloads are added by a small script after the first frame (after a
 *   picture question's photo) instead of sitting in the head, and its bootstrap module script is sent
 *   inert for that script to start (ADR 17). The rest passes untouched.
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
      if (at !== -1) {
        batch = Buffer.concat([
          batch.subarray(0, at),
          Buffer.from(`<script nonce="${nonce}" type="${INERT_TYPE}">`),
          batch.subarray(at + bootstrap.length),
        ]);
        bootstrap = null;
      } else if (!atEnd) {
        // The tag may begin at the end of this batch: keep what could be its start for the next one.
        const keep = Math.min(batch.length, bootstrap.length - 1);
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
