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
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      held.push(chunk);
      const all = Buffer.concat(held);
      const end = all.indexOf(HEAD_END);
      if (end === -1) return callback();
      done = true;
      // Cut at the bytes of </head>: a character split over two chunks stays whole.
      const cut = end + HEAD_END.length;
      const head = all.subarray(0, cut).toString("utf8").replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`);
      callback(null, Buffer.concat([Buffer.from(head), all.subarray(cut)]));
    },
    flush(callback) {
      callback(null, done ? undefined : Buffer.concat(held));
    },
  });
}
