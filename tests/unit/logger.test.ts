import { afterEach, describe, expect, it, vi } from "vitest";
import { errorFields, log, setLogLevel } from "~/platform/logger.server";

/** The JSON lines written while `run` runs, on stdout and stderr together. */
function linesOf(run: () => void): Record<string, unknown>[] {
  const lines: string[] = [];
  const capture = (chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  };
  const out = vi.spyOn(process.stdout, "write").mockImplementation(capture);
  const err = vi.spyOn(process.stderr, "write").mockImplementation(capture);
  try {
    run();
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  return lines.map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** What fetch throws without network: "fetch failed", with the reason as its cause. */
function noNetwork() {
  return new TypeError("fetch failed", { cause: new Error("getaddrinfo ENOTFOUND commons.wikimedia.org") });
}

describe("the log", () => {
  afterEach(() => setLogLevel("info"));

  it("gives an expected failure as one line with its cause, without a stack trace", () => {
    setLogLevel("info");
    const [line] = linesOf(() => log.warn("photo source unreachable", errorFields(noNetwork())));
    expect(line).toMatchObject({ level: "warn", error: "fetch failed", cause: "getaddrinfo ENOTFOUND commons.wikimedia.org" });
    expect(line).not.toHaveProperty("stack");
  });

  it("keeps the stack of an error, and of a warning at LOG_LEVEL=debug", () => {
    setLogLevel("info");
    const [error] = linesOf(() => log.error("request failed", errorFields(new Error("boom"))));
    expect(error!.stack).toEqual(expect.stringContaining("Error: boom"));
    setLogLevel("debug");
    const [warning] = linesOf(() => log.warn("photo source unreachable", errorFields(noNetwork())));
    expect(warning!.stack).toEqual(expect.stringContaining("TypeError: fetch failed"));
  });

  it("leaves out what is below the level", () => {
    setLogLevel("info");
    expect(linesOf(() => log.debug("detail"))).toEqual([]);
  });
});
