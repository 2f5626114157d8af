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
  return /<script nonce="bm9uY2U=">([\s\S]*?)<\/script><\/head>/.exec(html)?.[1];
}

describe("module preloads", () => {
  const head =
    '<head><title>Één</title><link rel="modulepreload" href="/a.js" nonce="bm9uY2U="/><link rel="modulepreload" href="/b.js" nonce="bm9uY2U="/></head>';
  const body = '<body><p>Jagen, één schot</p><link rel="modulepreload" href="/c.js"/></body>';

  it("leave the head and come back through a script after the first paint, however the stream is cut", async () => {
    const page = head + body;
    const whole = await through([Buffer.from(page)]);
    expect(whole.startsWith('<head><title>Één</title><script nonce="bm9uY2U=">')).toBe(true);
    expect(whole.endsWith(`</script></head>${body}`)).toBe(true);
    expect(whole).not.toContain('<link rel="modulepreload" href="/a.js"');
    const code = script(whole);
    expect(code).toContain('.apply(null,[["/a.js","/b.js"],document.currentScript.nonce,"text/x-after-paint","first-photo",3000])');
    // The nonce is in the attribute only.
    expect(whole.split("bm9uY2U=").length - 1).toBe(1);
    // Inside "Één" (two-byte characters), inside a preload tag and inside </head>.
    expect(await through(cut(page, 14, 40, head.length - 3))).toBe(whole);
    expect(await through(cut(page, 15, head.length + 20))).toBe(whole);
    // </head> over three chunks, and one byte at a time.
    expect(await through(cut(page, head.length - 5, head.length - 2))).toBe(whole);
    expect(await through(cut(page, ...Array.from({ length: Buffer.byteLength(page) - 1 }, (_, i) => i + 1)))).toBe(whole);
  });

  type Entry = { name?: string; identifier?: string };

  /** Runs the head's script against a stand-in browser; returns what it added to the head, and the browser's hooks. */
  function runScript(
    html: string,
    { photo = null, reports = ["paint", "element"] }: { photo?: { complete: boolean; top?: number } | null; reports?: string[] } = {},
  ) {
    const added: Record<string, string>[] = [];
    const frames: (() => void)[] = [];
    const timers: { f: () => void; ms: number }[] = [];
    const listeners = new Map<string, () => void>();
    const observers: { type: string; callback: (list: { getEntries: () => Entry[] }) => void; disconnected: boolean }[] = [];
    const img = photo && {
      ...photo,
      getBoundingClientRect: () => ({ top: photo.top ?? 200 }),
      addEventListener: (type: string, f: () => void) => listeners.set(type, f),
    };
    const inert = [...html.matchAll(/<script nonce="bm9uY2U=" type="text\/x-after-paint">([\s\S]*?)<\/script>/g)].map((m) => ({
      textContent: m[1],
    }));
    const document = {
      currentScript: { nonce: NONCE },
      readyState: "interactive",
      createElement: (tag: string) => ({ tag }),
      head: { append: (el: Record<string, string>) => added.push({ ...el }) },
      querySelector: (selector: string) => (selector === 'img[elementtiming="first-photo"]' ? img : null),
      querySelectorAll: (selector: string) => (selector === 'script[type="text/x-after-paint"]' ? inert : []),
      addEventListener: () => {
        throw new Error("the document has been parsed");
      },
    };
    class PerformanceObserver {
      static supportedEntryTypes = reports;
      observer: (typeof observers)[number];
      constructor(callback: (typeof observers)[number]["callback"]) {
        this.observer = { type: "", callback, disconnected: false };
      }
      observe({ type }: { type: string }) {
        this.observer.type = type;
        observers.push(this.observer);
      }
      disconnect() {
        this.observer.disconnected = true;
      }
    }
    new Function(
      "window",
      "document",
      "PerformanceObserver",
      "requestAnimationFrame",
      "setTimeout",
      script(html) ?? "throw new Error('no script')",
    )(
      { PerformanceObserver, innerHeight: 800 },
      document,
      PerformanceObserver,
      (f: () => void) => frames.push(f),
      (f: () => void, ms = 0) => timers.push({ f, ms }),
    );
    /** The next frame, and the timers it and earlier steps set, except the latest-start one. */
    const settle = () => {
      frames.splice(0).forEach((f) => f());
      for (let t = timers.findIndex((x) => x.ms === 0); t !== -1; t = timers.findIndex((x) => x.ms === 0)) timers.splice(t, 1)[0]!.f();
    };
    const report = (type: string, entry: Entry) => {
      for (const o of observers) if (o.type === type && !o.disconnected) o.callback({ getEntries: () => [entry] });
      settle();
    };
    const latest = () => timers.find((t) => t.ms > 0);
    return { added, settle, report, listeners, latest };
  }

  const bootstrap = '<script nonce="bm9uY2U=" type="module" async="">import * as route0 from "/a.js";\nimport("/entry.js");</script>';

  const photo = '<img src="/photos/x-800.jpg" elementtiming="first-photo"/>';

  it("sends React Router's bootstrap module inert on a page about a photo, however the stream is cut", async () => {
    const page = head + "<body><p>Ree</p>" + photo + bootstrap + "</body>";
    const whole = await through([Buffer.from(page)]);
    expect(whole).not.toContain('type="module" async=""');
    expect(whole).toContain(
      '<script nonce="bm9uY2U=" type="text/x-after-paint">import * as route0 from "/a.js";\nimport("/entry.js");</script></body>',
    );
    const tagAt = Buffer.byteLength(page) - bootstrap.length - "</body>".length;
    const markAt = Buffer.byteLength(page) - bootstrap.length - "</body>".length - 10;
    expect(await through(cut(page, tagAt + 3, tagAt + 30))).toBe(whole);
    expect(await through(cut(page, tagAt - 1, tagAt + 1))).toBe(whole);
    // The photo's mark cut over two batches.
    expect(await through(cut(page, markAt - 5, markAt))).toBe(whole);
    // A page without that photo, or with it only after the bootstrap, keeps the bootstrap as it is.
    expect(await through([Buffer.from(head + "<body><p>Ree</p>" + bootstrap + "</body>")])).toContain('type="module" async=""');
    expect(await through([Buffer.from(head + "<body>" + bootstrap + photo + "</body>")])).toContain('type="module" async=""');
    // So does a page whose head has no preloads: nothing would start it.
    expect(await through([Buffer.from("<head></head><body>" + photo + bootstrap + "</body>")])).toContain('type="module" async=""');
  });

  const page = () => through([Buffer.from(head + "<body>" + photo + bootstrap + "</body>")]);
  const plainPage = () => through([Buffer.from(head + "<body><p>Ree</p>" + bootstrap + "</body>")]);
  const preloads = [
    { tag: "link", rel: "modulepreload", href: "/a.js" },
    { tag: "link", rel: "modulepreload", href: "/b.js" },
  ];
  const modules = [
    ...preloads,
    { tag: "script", type: "module", nonce: NONCE, textContent: 'import * as route0 from "/a.js";\nimport("/entry.js");' },
  ];

  it("on a page without a photo, adds the preloads once the browser reports the first contentful paint", async () => {
    const browser = runScript(await plainPage());
    browser.settle();
    browser.report("paint", { name: "first-paint" });
    // Nothing before the paint that shows content.
    expect(browser.added).toEqual([]);
    browser.report("paint", { name: "first-contentful-paint" });
    // The bootstrap was not sent inert: it runs as React Router wrote it, and only the preloads are added.
    expect(browser.added).toEqual(preloads);
  });

  it("starts the modules once the browser reports the first contentful paint (the photo below the fold)", async () => {
    const browser = runScript(await page());
    browser.settle();
    browser.report("paint", { name: "first-paint" });
    // Nothing before the paint that shows content.
    expect(browser.added).toEqual([]);
    browser.report("paint", { name: "first-contentful-paint" });
    expect(browser.added).toEqual(modules);
    expect(browser.latest()?.ms).toBe(3000);
  });

  it("on a page with the photo it is about, starts them once the browser reports that photo painted", async () => {
    const browser = runScript(await page(), { photo: { complete: false } });
    browser.report("paint", { name: "first-contentful-paint" });
    browser.listeners.get("load")?.();
    browser.report("element", { identifier: "other" });
    expect(browser.added).toEqual([]);
    browser.report("element", { identifier: "first-photo" });
    expect(browser.added).toEqual(modules);
    // Once only, even when the latest start comes too.
    browser.latest()!.f();
    expect(browser.added).toHaveLength(3);
  });

  it("does not wait for a photo below the fold: it is painted only when scrolled to", async () => {
    const browser = runScript(await page(), { photo: { complete: false, top: 1200 } });
    browser.report("paint", { name: "first-contentful-paint" });
    expect(browser.added).toEqual(modules);
  });

  it("starts them when the photo fails, after the load and a frame where the browser reports no paints, and at the latest after 3 s", async () => {
    const html = await page();
    const failed = runScript(html, { photo: { complete: false } });
    failed.listeners.get("error")!();
    expect(failed.added).toEqual(modules);

    const older = runScript(html, { photo: { complete: false }, reports: [] });
    older.settle();
    expect(older.added).toEqual([]);
    older.listeners.get("load")!();
    expect(older.added).toEqual([]);
    older.settle();
    expect(older.added).toEqual(modules);

    const withoutPhoto = runScript(html, { reports: [] });
    expect(withoutPhoto.added).toEqual([]);
    withoutPhoto.settle();
    expect(withoutPhoto.added).toEqual(modules);

    const neverReported = runScript(html, { photo: { complete: false } });
    neverReported.settle();
    expect(neverReported.added).toEqual([]);
    neverReported.latest()!.f();
    expect(neverReported.added).toEqual(modules);
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
