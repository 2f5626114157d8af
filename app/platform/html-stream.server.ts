import { Transform } from "node:stream";

const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY = Buffer.from(' fetchpriority="low"');
const HEAD_END = "</head>";

/** `head` with the low priority after each module preload's opening, done on the bytes (no text copies). */
function withLowPriority(head: Buffer): Buffer {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = head.indexOf(MODULE_PRELOAD); at !== -1; at = head.indexOf(MODULE_PRELOAD, start)) {
    const after = at + MODULE_PRELOAD.length;
    parts.push(head.subarray(start, after), LOW_PRIORITY);
    start = after;
  }
  return parts.length === 0 ? head : Buffer.concat([...parts, head.subarray(start)]);
}

/**
 * The stream a page's HTML goes out through, between React's renderer and the response:
 * - The page is readable without its JavaScript, so the browser should paint it before it fetches the
 *   modules: React Router's module preloads get a low fetch priority (ADR 17). Only the head is looked
 *   at; the rest passes untouched.
 * - React writes its output in pieces of at most 4 KiB and calls `flush()` when a batch is complete.
 *   The pieces of a batch leave as one chunk, so each layer after this one (the web stream the
 *   response is made of, the adapter that writes it, the socket) handles one chunk per batch rather
 *   than one per piece.
 */
export function htmlResponseStream(): Transform & { flush(): void } {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  /** Set once the head has been rewritten; until then everything is held back. */
  let pastHead = false;

  function release(stream: Transform, atEnd = false) {
    if (pendingBytes === 0) return;
    const batch = pending.length === 1 && pending[0] ? pending[0] : Buffer.concat(pending, pendingBytes);
    if (pastHead) {
      pending = [];
      pendingBytes = 0;
      stream.push(batch);
      return;
    }
    const end = batch.indexOf(HEAD_END);
    // The head is not complete yet: hold on to it until the next batch (at the end, a page without a
    // head goes out as it is).
    if (end === -1 && !atEnd) {
      pending = [batch];
      return;
    }
    pastHead = true;
    pending = [];
    pendingBytes = 0;
    if (end === -1) {
      stream.push(batch);
      return;
    }
    const cut = end + HEAD_END.length;
    stream.push(Buffer.concat([withLowPriority(batch.subarray(0, cut)), batch.subarray(cut)]));
  }

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      callback();
    },
    flush(callback) {
      release(stream, true);
      callback();
    },
  });
  return Object.assign(stream, { flush: () => release(stream) });
}
