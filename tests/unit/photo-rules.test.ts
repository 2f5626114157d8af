import { describe, expect, it } from "vitest";
import { isFreeLicense, photoHostsOf } from "~/services/adapters/mediawiki.server";
import { defaultCopySize } from "~/lib/photos";

describe("free licences", () => {
  it.each([
    "CC0",
    "CC0 1.0",
    "cc0",
    "CC BY 2.0",
    "CC BY 2.5",
    "CC BY 3.0",
    "CC BY 4.0",
    "CC BY-SA 1.0",
    "CC BY-SA 2.0",
    "CC BY-SA 2.5",
    "CC BY-SA 3.0",
    "CC BY-SA 4.0",
    "CC BY-SA 3.0 de",
    "CC BY-SA 2.5 nl",
    "CC BY 2.0 fr",
    "cc by-sa 4.0",
    " CC  BY-SA 4.0 ",
    "Public domain",
    "PD",
    "PD-self",
    "PD-author",
    "PD-user",
    "PD-old",
    "PD-old-70",
    "PD-old-100",
    "PD-US",
    "PD-US-expired",
    "PD-USGov",
  ])("accepts %j", (license) => {
    expect(isFreeLicense(license)).toBe(true);
  });

  it.each([
    "PD-NC all rights reserved",
    "PD-NC",
    "PD anything",
    "PD-",
    "PD-self but not for commercial use",
    "Public domain (non-commercial)",
    "CC BY-NC 4.0",
    "CC BY-NC-SA 4.0",
    "CC BY-ND 4.0",
    "CC BY-NC-ND 3.0",
    "CC BY-SA 3.0 nc",
    "CC BY-SA 3.0 nd",
    "CC BY 4.0 de",
    "CC BY-SA 5.0",
    "CC BY-SA",
    "CC BY",
    "CC-BY-SA-4.0-NC",
    "CC0 NC",
    "GFDL",
    "All rights reserved",
    "Copyrighted",
    "Fair use",
    "",
  ])("refuses %j", (license) => {
    expect(isFreeLicense(license)).toBe(false);
  });
});

describe("the hosts a photo may come from", () => {
  it("for Wikimedia Commons: its own host and upload.wikimedia.org", () => {
    expect([...photoHostsOf(new URL("https://commons.wikimedia.org/w/api.php"))].sort()).toEqual([
      "commons.wikimedia.org",
      "upload.wikimedia.org",
    ]);
    expect(photoHostsOf(new URL("https://species.wikimedia.org/w/api.php")).has("upload.wikimedia.org")).toBe(true);
  });

  it("for any other API: its own host only, port included", () => {
    expect([...photoHostsOf(new URL("https://wiki.example.org/w/api.php"))]).toEqual(["wiki.example.org"]);
    expect([...photoHostsOf(new URL("http://127.0.0.1:3198/w/api.php"))]).toEqual(["127.0.0.1:3198"]);
    // A host that only ends in wikimedia.org is not Wikimedia's.
    expect([...photoHostsOf(new URL("https://evilwikimedia.org/w/api.php"))]).toEqual(["evilwikimedia.org"]);
  });
});

describe("the size a page reserves for a photo", () => {
  it("is the 800 px copy's: scaled down from a larger original, its shape kept", () => {
    expect(defaultCopySize(1600, 1067)).toEqual({ width: 800, height: 534 });
    expect(defaultCopySize(1200, 1800)).toEqual({ width: 800, height: 1200 });
  });
  it("is the original's when that is narrower, as copies are never enlarged", () => {
    expect(defaultCopySize(640, 480)).toEqual({ width: 640, height: 480 });
  });
});
