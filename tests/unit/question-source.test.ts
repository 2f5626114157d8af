import { describe, expect, it } from "vitest";
import { checkedOnText, sourceParts } from "~/lib/practice/source";

describe("question source", () => {
  it("turns web addresses into links and leaves the rest as text", () => {
    expect(sourceParts("BIJ12 – Tegemoetkoming, https://www.bij12.nl/onderwerp/faunaschade/ (gelezen 2026-11-21)")).toEqual([
      { text: "BIJ12 – Tegemoetkoming, " },
      { text: "https://www.bij12.nl/onderwerp/faunaschade/", href: "https://www.bij12.nl/onderwerp/faunaschade/" },
      { text: " (gelezen 2026-11-21)" },
    ]);
    expect(sourceParts("Omgevingswet art. 8.1")).toEqual([{ text: "Omgevingswet art. 8.1" }]);
    expect(sourceParts("zie https://wetten.overheid.nl/BWBR0042436.")).toEqual([
      { text: "zie " },
      { text: "https://wetten.overheid.nl/BWBR0042436", href: "https://wetten.overheid.nl/BWBR0042436" },
      { text: "." },
    ]);
    expect(sourceParts("javascript:alert(1)")).toEqual([{ text: "javascript:alert(1)" }]);
  });

  it("writes the check date in Dutch", () => {
    expect(checkedOnText("2026-11-21")).toBe("21 november 2026");
    expect(checkedOnText("gisteren")).toBeNull();
    expect(checkedOnText(null)).toBeNull();
  });
});
