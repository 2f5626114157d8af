import { once } from "node:events";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { htmlResponseStream } from "~/platform/html-stream.server";

const NONCE = "bm9uY2U=";

async function through(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  const stream = Readable.from(chunks).pipe(htmlResponseStream(NONCE));
  for await (const chunk of stream) out.push(chunk as Buffer);
  return Buffer.concat(out).toString("utf8");
}

/** The bytes of `text` cut at the given byte offsets. */
function cut(text: string, ...at: number[]): Buffer[] {
  const bytes = Buffer.from(text);
  return [0, ...at].map((from, i) => bytes.subarray(from, at[i] ?? bytes.length));
}

/** The script the head gets instead of its preload links. */
function script(html: string): string | undefined {
  return /<script nonce="bm9uY2U=">(.*?)<\/script><\/head>/.exec(html)?.[1];
}

describe("module preloads", () => {
  const head =
    '<head><title>Één</title><link rel="modulepreload" href="/a.js" nonce="bm9uY2U="/><link rel="modulepreload" href="/b.js" nonce="bm9uY2U="/></head>';
  const body = '<body><p>Jagen, één schot</p><link rel="modulepreload" href="/c.js"/></body>';

  it("leave the head and come back through a script after the first frame, however the stream is cut", async () => {
    const page = head + body;
    const whole = await through([Buffer.from(page)]);
    expect(whole.startsWith('<head><title>Één</title><script nonce="bm9uY2U=">')).toBe(true);
    expect(whole.endsWith(`</script></head>${body}`)).toBe(true);
    expect(whole).not.toContain('<link rel="modulepreload" href="/a.js"');
    const code = script(whole);
    expect(code).toContain("requestAnimationFrame(()=>setTimeout(");
    expect(code).toContain('["/a.js","/b.js"]');
    expect(code).toContain('link.rel="modulepreload"');
    // Inside "Één" (two-byte characters), inside a preload tag and inside </head>.
    expect(await through(cut(page, 14, 40, head.length - 3))).toBe(whole);
    expect(await through(cut(page, 15, head.length + 20))).toBe(whole);
    // </head> over three chunks, and one byte at a time.
    expect(await through(cut(page, head.length - 5, head.length - 2))).toBe(whole);
    expect(await through(cut(page, ...Array.from({ length: Buffer.byteLength(page) - 1 }, (_, i) => i + 1)))).toBe(whole);
  });

  it("adds the modules to the page once they run in a browser", async () => {
    const html = await through([Buffer.from(head + body)]);
    const added: { rel: string; href: string }[] = [];
    const frames: (() => void)[] = [];
    const browser = {
      requestAnimationFrame: (f: () => void) => frames.push(f),
      setTimeout: (f: () => void) => f(),
      document: {
        createElement: () => ({ rel: "", href: "" }),
        head: { append: (link: { rel: string; href: string }) => added.push(link) },
      },
    };
    new Function("requestAnimationFrame", "setTimeout", "document", script(html) ?? "throw new Error('no script')")(
      browser.requestAnimationFrame,
      browser.setTimeout,
      browser.document,
    );
    // Nothing before the frame.
    expect(added).toEqual([]);
    for (const frame of frames) frame();
    expect(added).toEqual([
      { rel: "modulepreload", href: "/a.js" },
      { rel: "modulepreload", href: "/b.js" },
    ]);
  });

  it("leaves a head without preloads, and a page without a head, as they are", async () => {
    expect(await through(cut("<head><title>Ree</title></head><body></body>", 9))).toBe("<head><title>Ree</title></head><body></body>");
    expect(await through(cut("<p>Géén kop</p>", 5))).toBe("<p>Géén kop</p>");
  });
});

describe("batches", () => {
  it("leave as one chunk per flush() of the renderer, the head held back until it is complete", async () => {
    const stream = htmlResponseStream(NONCE);
    const out: string[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk.toString("utf8")));
    stream.write(Buffer.from("<html><head><title>Ree"));
    stream.flush();
    stream.write(Buffer.from("</title></he"));
    stream.write(Buffer.from("ad><body><p>Eén"));
    stream.write("</p>");
    stream.flush();
    stream.write("<script>1</script>");
    stream.write(Buffer.from("<script>2</script>"));
    stream.flush();
    stream.end("</body></html>");
    await once(stream, "end");
    expect(out).toEqual([
      "<html><head><title>Ree</title></head><body><p>Eén</p>",
      "<script>1</script><script>2</script>",
      "</body></html>",
    ]);
  });
});
