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

  /** Runs the head's script against a stand-in browser; returns what it added to the head, and the browser's hooks. */
  function runScript(html: string, photo: { complete: boolean } | null) {
    const added: Record<string, string>[] = [];
    const frames: (() => void)[] = [];
    const listeners = new Map<string, () => void>();
    const img = photo && { ...photo, addEventListener: (type: string, f: () => void) => listeners.set(type, f) };
    const inert = [...html.matchAll(/<script nonce="bm9uY2U=" type="text\/x-after-paint">([\s\S]*?)<\/script>/g)].map((m) => ({
      textContent: m[1],
    }));
    const document = {
      readyState: "interactive",
      createElement: (tag: string) => ({ tag }),
      head: { append: (el: Record<string, string>) => added.push({ ...el }) },
      querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' ? img : null),
      querySelectorAll: (selector: string) => (selector === 'script[type="text/x-after-paint"]' ? inert : []),
      addEventListener: () => {
        throw new Error("the document has been parsed");
      },
    };
    new Function("requestAnimationFrame", "setTimeout", "document", script(html) ?? "throw new Error('no script')")(
      (f: () => void) => frames.push(f),
      (f: () => void) => f(),
      document,
    );
    const nextFrame = () => frames.splice(0).forEach((f) => f());
    return { added, nextFrame, listeners };
  }

  const bootstrap = '<script nonce="bm9uY2U=" type="module" async="">import * as route0 from "/a.js";\nimport("/entry.js");</script>';

  it("sends React Router's bootstrap module inert, however the stream is cut", async () => {
    const page = head + "<body><p>Ree</p>" + bootstrap + "</body>";
    const whole = await through([Buffer.from(page)]);
    expect(whole).not.toContain('type="module" async=""');
    expect(whole).toContain(
      '<script nonce="bm9uY2U=" type="text/x-after-paint">import * as route0 from "/a.js";\nimport("/entry.js");</script></body>',
    );
    const tagAt = Buffer.byteLength(page) - bootstrap.length - "</body>".length;
    expect(await through(cut(page, tagAt + 3, tagAt + 30))).toBe(whole);
    expect(await through(cut(page, tagAt - 1, tagAt + 1))).toBe(whole);
    // A page whose head has no preloads keeps its bootstrap as it is: nothing would start it.
    expect(await through([Buffer.from("<head></head><body>" + bootstrap + "</body>")])).toContain('type="module" async=""');
  });

  it("starts the modules after the first frame", async () => {
    const { added, nextFrame } = runScript(await through([Buffer.from(head + "<body>" + bootstrap + "</body>")]), null);
    // Nothing before the frame.
    expect(added).toEqual([]);
    nextFrame();
    expect(added).toEqual([
      { tag: "link", rel: "modulepreload", href: "/a.js" },
      { tag: "link", rel: "modulepreload", href: "/b.js" },
      { tag: "script", type: "module", nonce: NONCE, textContent: 'import * as route0 from "/a.js";\nimport("/entry.js");' },
    ]);
  });

  it("on a page with a priority photo, starts them once the photo has loaded and been painted", async () => {
    const html = await through([Buffer.from(head + "<body>" + bootstrap + "</body>")]);
    const loading = runScript(html, { complete: false });
    loading.nextFrame();
    expect(loading.added).toEqual([]);
    loading.listeners.get("load")!();
    expect(loading.added).toEqual([]);
    loading.nextFrame();
    expect(loading.added.map((el) => el.tag)).toEqual(["link", "link", "script"]);
    // A photo that failed to load does not hold the page back either.
    const failed = runScript(html, { complete: false });
    failed.nextFrame();
    failed.listeners.get("error")!();
    failed.nextFrame();
    expect(failed.added).toHaveLength(3);
    // A photo already there (from the cache) does not wait for an event.
    const cached = runScript(html, { complete: true });
    cached.nextFrame();
    expect(cached.added).toHaveLength(3);
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
