import { createCookie, type Cookie } from "react-router";
import { describe, expect, it } from "vitest";
import { readCookie } from "~/platform/cookies.server";

const signed = createCookie("__proef", { secrets: ["proef-geheim-0123456789abcdef"], path: "/" });

/** The cookie, counting how often its signature is actually checked. */
function counting(): Cookie & { checks: number } {
  const c = Object.create(signed) as Cookie & { checks: number };
  c.checks = 0;
  c.parse = (header, options) => {
    c.checks += 1;
    return signed.parse(header, options);
  };
  return c;
}

const request = (cookie: string) => new Request("http://localhost/", { headers: { Cookie: `anders=1; ${cookie}` } });

describe("signed cookies", () => {
  it("checks a signature once per cookie string, and still refuses a changed one", async () => {
    const cookie = counting();
    const value = (await signed.serialize("bezoeker-1")).split(";")[0]!;
    expect(await readCookie(cookie, request(value))).toBe("bezoeker-1");
    expect(await readCookie(cookie, request(value))).toBe("bezoeker-1");
    expect(cookie.checks).toBe(1);

    const other = (await signed.serialize("bezoeker-2")).split(";")[0]!;
    const forged = `${value.slice(0, value.indexOf("=") + 1)}${other.slice(other.indexOf("=") + 1, other.lastIndexOf("."))}${value.slice(value.lastIndexOf("."))}`;
    expect(await readCookie(cookie, request(forged))).toBeNull();
    expect(await readCookie(cookie, request(forged))).toBeNull();
    expect(await readCookie(cookie, request(other))).toBe("bezoeker-2");
    expect(await readCookie(cookie, new Request("http://localhost/"))).toBeNull();
  });
});
