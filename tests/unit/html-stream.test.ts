import { once } from "node:events";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { htmlResponseStream } from "~/platform/html-stream.server";

async function through(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  const stream = Readable.from(chunks).pipe(htmlResponseStream());
  for await (const chunk of stream) out.push(chunk as Buffer);
  return Buffer.concat(out).toString("utf8");
}

/** The bytes of `text` cut at the given byte offsets. */
function cut(text: string, ...at: number[]): Buffer[] {
  const bytes = Buffer.from(text);
  return [0, ...at].map((from, i) => bytes.subarray(from, at[i] ?? bytes.length));
}

describe("module preloads", () => {
  const head = '<head><title>Één</title><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/></head>';
  const body = '<body><p>Jagen, één schot</p><link rel="modulepreload" href="/c.js"/></body>';

  it("get a low fetch priority in the head, however the stream is cut, and the rest passes unchanged", async () => {
    const expected =
      '<head><title>Één</title><link rel="modulepreload" fetchpriority="low" href="/a.js"/><link rel="modulepreload" fetchpriority="low" href="/b.js"/></head>' +
      body;
    const page = head + body;
    expect(await through([Buffer.from(page)])).toBe(expected);
    // Inside "Één" (two-byte characters), inside a preload tag and inside </head>.
    expect(await through(cut(page, 14, 40, head.length - 3))).toBe(expected);
    expect(await through(cut(page, 15, head.length + 20))).toBe(expected);
    // </head> over three chunks, and one byte at a time.
    expect(await through(cut(page, head.length - 5, head.length - 2))).toBe(expected);
    expect(await through(cut(page, ...Array.from({ length: Buffer.byteLength(page) - 1 }, (_, i) => i + 1)))).toBe(expected);
  });

  it("passes a page without a head through whole", async () => {
    expect(await through(cut("<p>Géén kop</p>", 5))).toBe("<p>Géén kop</p>");
  });
});

describe("batches", () => {
  it("leave as one chunk per flush() of the renderer, the head held back until it is complete", async () => {
    const stream = htmlResponseStream();
    const out: string[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk.toString("utf8")));
    stream.write(Buffer.from("<html><head><title>Ree"));
    stream.flush();
    stream.write(Buffer.from('</title><link rel="modulepreload" href="/a.js"/></he'));
    stream.write(Buffer.from("ad><body><p>Eén"));
    stream.write("</p>");
    stream.flush();
    stream.write("<script>1</script>");
    stream.write(Buffer.from("<script>2</script>"));
    stream.flush();
    stream.end("</body></html>");
    await once(stream, "end");
    expect(out).toEqual([
      '<html><head><title>Ree</title><link rel="modulepreload" fetchpriority="low" href="/a.js"/></head><body><p>Eén</p>',
      "<script>1</script><script>2</script>",
      "</body></html>",
    ]);
  });
});
