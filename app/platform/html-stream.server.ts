import { Transform } from "node:stream";

const MODULE_PRELOAD = '<link rel="modulepreload"';
const HEAD_END = "</head>";

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
        tail = Buffer.concat([tail, chunk]).subarray(-(HEAD_END.length - 1));
        return callback();
      }
      done = true;
      const all = Buffer.concat(held, heldBytes);
      // Cut at the bytes of </head>: a character split over two chunks stays whole.
      const cut = heldBytes - chunk.length + end + HEAD_END.length;
      const head = all.subarray(0, cut).toString("utf8").replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`);
      callback(null, Buffer.concat([Buffer.from(head), all.subarray(cut)]));
    },
    flush(callback) {
      callback(null, done ? undefined : Buffer.concat(held, heldBytes));
    },
  });
}
