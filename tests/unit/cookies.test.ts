import { createCookie, type Cookie } from "react-router";
import { describe, expect, it } from "vitest";
import { carriesAppCookie, cookieValue, readCookie } from "~/platform/cookies.server";

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

describe("our cookies, by their exact name", () => {
  it("are found as React Router's parser finds them, never by a substring", () => {
    expect(cookieValue("x__session=1", "__session")).toBeNull();
    expect(cookieValue("x__session=1; __session =abc", "__session")).toBe("abc");
    expect(cookieValue("\t__session\t=abc ; b=2", "__session")).toBe("abc");
    expect(cookieValue("a=1; __session=eerste; __session=tweede", "__session")).toBe("eerste");
    expect(cookieValue("__sessionx=1; __SESSION=2", "__session")).toBeNull();
    expect(cookieValue(null, "__session")).toBeNull();
  });

  it("make a request private whenever one of them is present, whatever surrounds it", () => {
    expect(carriesAppCookie("x__session=1; __session =abc")).toBe(true);
    expect(carriesAppCookie("theme=dark;__visitor=v")).toBe(true);
    expect(carriesAppCookie("__flash =t")).toBe(true);
    expect(carriesAppCookie("x__session=1; my__visitor=2; __flashy=3")).toBe(false);
    expect(carriesAppCookie("")).toBe(false);
    expect(carriesAppCookie(undefined)).toBe(false);
  });

  it("are read by readCookie with a space before '=' and not behind a look-alike name", async () => {
    const value = (await signed.serialize("bezoeker-3")).split(";")[0]!;
    const spaced = value.replace("=", " =");
    expect(await readCookie(signed, new Request("http://localhost/", { headers: { Cookie: `x__proef=1; ${spaced}` } }))).toBe("bezoeker-3");
    const lookalike = `x${value}`;
    expect(await readCookie(signed, new Request("http://localhost/", { headers: { Cookie: lookalike } }))).toBeNull();
  });
});
