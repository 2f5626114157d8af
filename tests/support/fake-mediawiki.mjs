// A local stand-in for a MediaWiki action API (Wikimedia Commons) and its image host, for browser tests:
// every file search answers with three freely licensed photos, and each photo is a generated JPEG.
// Run as a script (`node tests/support/fake-mediawiki.mjs <port> [--faults]`) or import startFakeMediaWiki().
//
// With the fault mode (`--faults`, or `{ faults: true }`) a search answers with twelve files in which
// good photos are mixed with files that never answer, trickle, are oversized, redirect to another
// host or to file://, are a pixel bomb, or carry a non-commercial licence; a few searches themselves
// answer far too much or redirect to file://. The default mode stays as above: browser tests rely on it.
import { createHash } from "node:crypto";
import http from "node:http";
import { clearInterval, setInterval } from "node:timers";
import zlib from "node:zlib";
import sharp from "sharp";

const RESULTS = 3;

/**
 * A photo-like JPEG whose colours follow from its name, so different files look different. With
 * `grain`, a fine texture gives it the weight of a real photo once stored (about 90 KB as an 800 px WebP,
 * against 3 KB without): for measuring how fast a page with a photo paints.
 */
async function picture(name, grain = false) {
  const hash = createHash("sha256").update(name).digest();
  const [r, g, b, x, y] = hash;
  const svg = `<svg width="1200" height="800" xmlns="http://www.w3.org/2000/svg">
    <rect width="1200" height="800" fill="rgb(${r},${g},${b})"/>
    <ellipse cx="${300 + (x ?? 0) * 2}" cy="${250 + (y ?? 0)}" rx="260" ry="170" fill="rgb(${255 - (r ?? 0)},${255 - (g ?? 0)},${(b ?? 0) / 2})"/>
    <rect y="620" width="1200" height="180" fill="rgb(${(g ?? 0) / 2},${(r ?? 0) / 2},40)"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  if (grain) {
    const noise = { type: "gaussian", mean: 128, sigma: 42 };
    const texture = await sharp({ create: { width: 300, height: 200, channels: 3, noise } })
      .resize(1200, 800, { kernel: "cubic" })
      .png()
      .toBuffer();
    image.composite([{ input: texture, blend: "overlay" }]);
  }
  return image.jpeg({ quality: 85 }).toBuffer();
}

export function startFakeMediaWiki(port = 0, { faults = false, grain = false } = {}) {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const base = `http://${req.headers.host}`;
    if (faults && (await answerWithFaults(req, res, url, base))) return;
    if (url.pathname === "/w/api.php") {
      const search = (url.searchParams.get("gsrsearch") ?? "").replace(/ filetype:bitmap$/, "").trim();
      const slug = search.replace(/[^A-Za-z0-9]+/g, "_");
      const pages = {};
      for (let i = 0; i < RESULTS; i++) {
        const title = `File:${slug}_${i + 1}.jpg`;
        pages[String(-1 - i)] = {
          title,
          index: i + 1,
          imageinfo: [
            {
              thumburl: `${base}/img/${slug}_${i + 1}.jpg`,
              mime: "image/jpeg",
              descriptionurl: `${base}/wiki/${encodeURIComponent(title)}`,
              extmetadata: {
                LicenseShortName: { value: "CC BY-SA 4.0" },
                LicenseUrl: { value: "https://creativecommons.org/licenses/by-sa/4.0" },
                Artist: { value: "<a href='https://example.org'>Testfotograaf</a>" },
              },
            },
          ],
        };
      }
      res.writeHead(200, { "content-type": "application/json" });
      return res.end(JSON.stringify(search ? { query: { pages } } : {}));
    }
    const image = /^\/img\/([A-Za-z0-9_]+)\.jpg$/.exec(url.pathname);
    if (image) {
      const bytes = await picture(image[1], grain);
      res.writeHead(200, { "content-type": "image/jpeg", "content-length": String(bytes.length) });
      return res.end(bytes);
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/** A grey PNG of side × side pixels: about side²/1000 bytes on the wire, side² bytes once decoded. */
export async function pixelBomb(side) {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth 8, grey (colour type 0), deflate, no filter, no interlace
  // Rows of zeros (filter byte and pixels), compressed a row at a time so the whole image is never in memory.
  const deflate = zlib.createDeflate({ level: 9 });
  const compressed = [];
  deflate.on("data", (part) => compressed.push(part));
  const done = new Promise((resolve, reject) => deflate.on("end", resolve).on("error", reject));
  const row = Buffer.alloc(1 + side);
  for (let y = 0; y < side; y++) deflate.write(row);
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", Buffer.concat(compressed)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * The files of a search in the fault mode, in the order the search returns them; each search starts
 * at its own place in this cycle. Between two good files at most two others need a download.
 */
const FAULT_CYCLE = [
  "hang",
  "pd-nc",
  "oversized",
  "good",
  "redirect-host",
  "bomb",
  "good",
  "trickle",
  "redirect-file",
  "good",
  "hang",
  "good",
];
const FAULT_RESULTS = 12;
let bomb;

/** A number from 0 to 255 that follows from the search words: where its files start in FAULT_CYCLE, and its fault. */
const searchHash = (slug) => createHash("sha256").update(slug).digest()[0] ?? 0;
const slugOf = (search) => search.trim().replace(/[^A-Za-z0-9]+/g, "_");

/**
 * What is wrong with the answer to a search in the fault mode: about one search in sixteen answers
 * 3 MB, far more than a search answer needs ("oversized"), about one in sixteen redirects to a local
 * file ("redirect-file"); null for a search that answers with its twelve files.
 */
export function searchFault(search) {
  const h = searchHash(slugOf(search));
  return h % 16 === 0 ? "oversized" : h % 16 === 1 ? "redirect-file" : null;
}

/** Answers a request of the fault mode and returns true, or returns false for one the default mode answers. */
async function answerWithFaults(req, res, url, base) {
  if (url.pathname === "/w/api.php") {
    const search = (url.searchParams.get("gsrsearch") ?? "").replace(/ filetype:bitmap$/, "").trim();
    const slug = slugOf(search);
    const fault = searchFault(search);
    if (fault === "oversized") {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"batchcomplete":"","padding":"');
      for (let i = 0; i < 48; i++) res.write("x".repeat(64 * 1024));
      res.end('"}');
    } else if (fault === "redirect-file") {
      res.writeHead(302, { location: "file:///etc/passwd" }).end();
    } else {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(search ? { query: { pages: faultyPages(base, slug, searchHash(slug)) } } : {}));
    }
    return true;
  }
  const internal = /^\/internal\/([A-Za-z0-9_]+)\.jpg$/.exec(url.pathname);
  if (internal) {
    // What a redirect to another host points at: a good photo, so following it would store it.
    const bytes = await picture(internal[1]);
    res.writeHead(200, { "content-type": "image/jpeg", "content-length": String(bytes.length) }).end(bytes);
    return true;
  }
  const fault = /^\/fault\/([a-z-]+)\/([A-Za-z0-9_]+)\.jpg$/.exec(url.pathname);
  if (!fault) return false;
  const [, kind, name] = fault;
  if (kind === "hang") return true; // never answers
  if (kind === "trickle") {
    // One byte a second, for ever.
    res.writeHead(200, { "content-type": "image/jpeg" });
    const timer = setInterval(() => res.write(Buffer.alloc(1)), 1000);
    res.on("close", () => clearInterval(timer));
  } else if (kind === "oversized") {
    // 32 MB without a content-length: only counting the bytes finds out.
    res.writeHead(200, { "content-type": "image/jpeg" });
    const block = Buffer.alloc(256 * 1024);
    let sent = 0;
    const more = () => {
      while (sent < 128 && !res.destroyed) {
        sent++;
        if (!res.write(block)) return void res.once("drain", more);
      }
      res.end();
    };
    more();
  } else if (kind === "redirect-host") {
    // The same server under another name: a host that is not the API's.
    const host = req.headers.host ?? "";
    const other = host.startsWith("127.0.0.1:") ? `localhost:${req.socket.localPort}` : `127.0.0.1:${req.socket.localPort}`;
    res.writeHead(302, { location: `http://${other}/internal/${name}.jpg` }).end();
  } else if (kind === "redirect-file") {
    res.writeHead(302, { location: "file:///etc/passwd" }).end();
  } else if (kind === "bomb") {
    bomb ??= pixelBomb(12_000);
    const bytes = await bomb;
    res.writeHead(200, { "content-type": "image/png", "content-length": String(bytes.length) }).end(bytes);
  } else {
    res.writeHead(404).end();
  }
  return true;
}

/** The twelve files a search answers in the fault mode, starting at the search's own place in FAULT_CYCLE. */
function faultyPages(base, slug, start) {
  const pages = {};
  for (let i = 0; i < FAULT_RESULTS; i++) {
    const kind = FAULT_CYCLE[(start + i) % FAULT_CYCLE.length];
    const name = `${slug}_${i + 1}`;
    const title = `File:${name}.jpg`;
    pages[String(-1 - i)] = {
      title,
      index: i + 1,
      imageinfo: [
        {
          // A good file and the non-commercial one are real photos; the others answer under /fault/.
          thumburl: kind === "good" || kind === "pd-nc" ? `${base}/img/${name}.jpg` : `${base}/fault/${kind}/${name}.jpg`,
          mime: "image/jpeg",
          descriptionurl: `${base}/wiki/${encodeURIComponent(title)}`,
          extmetadata: {
            LicenseShortName: { value: kind === "pd-nc" ? "PD-NC all rights reserved" : "CC BY-SA 4.0" },
            LicenseUrl: { value: "https://creativecommons.org/licenses/by-sa/4.0" },
            Artist: { value: "<a href='https://example.org'>Testfotograaf</a>" },
          },
        },
      ],
    };
  }
  return pages;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const port = Number(args.find((a) => !a.startsWith("--")) ?? 3198);
  const faults = args.includes("--faults");
  await startFakeMediaWiki(port, { faults });
  console.log(`fake MediaWiki on ${port}${faults ? " (fault mode)" : ""}`);
}
