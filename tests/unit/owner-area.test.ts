import { describe, expect, it } from "vitest";
import { hiddenOwnerAreaUrl, NOWHERE } from "~/lib/owner-area";

describe("the owner's area for a non-owner", () => {
  it.each([
    ["/beheer", NOWHERE],
    ["/beheer/", NOWHERE],
    ["/beheer/logboek", NOWHERE],
    ["/beheer/gebruikers?q=anna", `${NOWHERE}?q=anna`],
    ["/Beheer/Logboek", NOWHERE],
    ["//beheer//logboek", NOWHERE],
    ["/%62eheer/logboek", NOWHERE],
    ["/beheer.data", `${NOWHERE}.data`],
    ["/beheer/%E0%A4%A", NOWHERE],
    ["/beheer/logboek.data?_routes=routes%2Fowner%2Faudit", `${NOWHERE}.data?_routes=routes%2Fowner%2Faudit`],
  ])("%s leads nowhere", (url, expected) => {
    expect(hiddenOwnerAreaUrl(url)).toBe(expected);
  });

  it("takes the area's paths out of a route manifest request and keeps the others", () => {
    const url = hiddenOwnerAreaUrl("/__manifest?paths=%2Fbeheer%2Flogboek%2C%2Fblog&version=abc")!;
    const params = new URL(url, "http://x").searchParams;
    expect(params.get("paths")).toBe(`${NOWHERE},/blog`);
    expect(params.get("version")).toBe("abc");
  });

  it("leaves every other address alone", () => {
    for (const url of ["/", "/beheerder", "/blog/beheer", "/practice?tab=beheer", "/__manifest?paths=%2Fblog&version=1", "/%E0%A4%A"]) {
      expect(hiddenOwnerAreaUrl(url)).toBeNull();
    }
  });
});
