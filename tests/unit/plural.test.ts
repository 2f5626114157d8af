import { describe, expect, it } from "vitest";
import { countOf, nounFor } from "~/lib/plural";

describe("a count before its noun", () => {
  it("takes the singular for one and the plural for anything else, zero too", () => {
    expect(countOf(1, "antwoord", "antwoorden")).toBe("1 antwoord");
    expect(countOf(0, "antwoord", "antwoorden")).toBe("0 antwoorden");
    expect(countOf(2, "dag", "dagen")).toBe("2 dagen");
    expect(nounFor(1, "vraag", "vragen")).toBe("vraag");
  });

  it("writes the number the Dutch way", () => {
    expect(countOf(1234, "vraag", "vragen")).toBe("1.234 vragen");
  });
});
