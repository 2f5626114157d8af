// A local stand-in for a MediaWiki action API (Wikimedia Commons) and its image host, for browser tests:
// every file search answers with three freely licensed photos, and each photo is a generated JPEG.
// Run as a script (`node tests/support/fake-mediawiki.mjs <port>`) or import startFakeMediaWiki().
import { createHash } from "node:crypto";
import http from "node:http";
import sharp from "sharp";

const RESULTS = 3;

/** A photo-like JPEG whose colours follow from its name, so different files look different. */
async function picture(name) {
  const hash = createHash("sha256").update(name).digest();
  const [r, g, b, x, y] = hash;
  const svg = `<svg width="1200" height="800" xmlns="http://www.w3.org/2000/svg">
    <rect width="1200" height="800" fill="rgb(${r},${g},${b})"/>
    <ellipse cx="${300 + (x ?? 0) * 2}" cy="${250 + (y ?? 0)}" rx="260" ry="170" fill="rgb(${255 - (r ?? 0)},${255 - (g ?? 0)},${(b ?? 0) / 2})"/>
    <rect y="620" width="1200" height="180" fill="rgb(${(g ?? 0) / 2},${(r ?? 0) / 2},40)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

export function startFakeMediaWiki(port = 0) {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const base = `http://${req.headers.host}`;
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
      const bytes = await picture(image[1]);
      res.writeHead(200, { "content-type": "image/jpeg", "content-length": String(bytes.length) });
      return res.end(bytes);
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 3198);
  await startFakeMediaWiki(port);
  console.log(`fake MediaWiki on ${port}`);
}
