import { describe, expect, it } from "vitest";
import { checkedOnText, sourceParts } from "~/lib/practice/source";

describe("question source", () => {
  it("links a source by its title, or by its site's name, never by a raw web address", () => {
    expect(sourceParts("BIJ12 – Tegemoetkoming, https://www.bij12.nl/onderwerp/faunaschade/ (gelezen 2026-11-21)")).toEqual([
      { text: "BIJ12 – Tegemoetkoming", href: "https://www.bij12.nl/onderwerp/faunaschade/" },
      { text: " (gelezen 2026-11-21)" },
    ]);
    expect(
      sourceParts(
        "Leerwiki – Populatiegroei, https://www.leerwiki.nl/a/ ; Vissenbelangen – Wat is een ecosysteem?, https://www.vissenbelangen.nl/b",
      ),
    ).toEqual([
      { text: "Leerwiki – Populatiegroei", href: "https://www.leerwiki.nl/a/" },
      { text: " ; " },
      { text: "Vissenbelangen – Wat is een ecosysteem?", href: "https://www.vissenbelangen.nl/b" },
    ]);
    // "Title (address)", as the species list writes it.
    expect(sourceParts("IVN Hoogeveen, ree (https://www.ivn.nl/ree); edelhert34.nl (https://edelhert34.nl/x)")).toEqual([
      { text: "IVN Hoogeveen, ree", href: "https://www.ivn.nl/ree" },
      { text: "; " },
      { text: "edelhert34.nl", href: "https://edelhert34.nl/x" },
    ]);
    // Without a title: the site's name.
    expect(sourceParts("Bal art. 11.64; https://www.jagersvereniging.nl/vragen/gast/; https://5dok.net/article/x")).toEqual([
      { text: "Bal art. 11.64; " },
      { text: "jagersvereniging.nl", href: "https://www.jagersvereniging.nl/vragen/gast/" },
      { text: "; " },
      { text: "5dok.net", href: "https://5dok.net/article/x" },
    ]);
    expect(sourceParts("Omgevingswet art. 8.1")).toEqual([{ text: "Omgevingswet art. 8.1" }]);
    expect(sourceParts("zie https://wetten.overheid.nl/BWBR0042436.")).toEqual([
      { text: "zie " },
      { text: "wetten.overheid.nl", href: "https://wetten.overheid.nl/BWBR0042436" },
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
