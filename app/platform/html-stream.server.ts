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
 * The page is readable without its JavaScript, so the browser should paint it before it fetches the
 * modules: React Router's module preloads get a low fetch priority (ADR 17). Only the head is looked
 * at; the rest of the stream passes untouched.
 */
export function lowPriorityModulePreloads(): Transform {
  const held: Buffer[] = [];
  let heldBytes = 0;
  /** The last few bytes seen, for a </head> cut over two chunks. */
  let tail = Buffer.alloc(0);
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      let end = chunk.indexOf(HEAD_END);
      if (end === -1 && tail.length > 0) {
        const across = Buffer.concat([tail, chunk.subarray(0, HEAD_END.length - 1)]).indexOf(HEAD_END);
        if (across !== -1) end = across - tail.length;
      }
      held.push(chunk);
      heldBytes += chunk.length;
      if (end === -1) {
        tail = Buffer.concat([tail, chunk.subarray(-(HEAD_END.length - 1))]).subarray(-(HEAD_END.length - 1));
        return callback();
      }
      done = true;
      const all = held.length === 1 ? chunk : Buffer.concat(held, heldBytes);
      // Cut at the bytes of </head>; the part after it passes as it is.
      const cut = heldBytes - chunk.length + end + HEAD_END.length;
      callback(null, Buffer.concat([withLowPriority(all.subarray(0, cut)), all.subarray(cut)]));
    },
    flush(callback) {
      callback(null, done ? undefined : Buffer.concat(held, heldBytes));
    },
  });
}
