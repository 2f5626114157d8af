import { describe, expect, it } from "vitest";
import { cardTags, EXCERPT_LENGTH, excerpt, formatArticleDate } from "~/lib/blog";

describe("excerpt", () => {
  it("is 150 characters long by default", () => {
    expect(EXCERPT_LENGTH).toBe(150);
  });

  it("keeps a short text whole, without an ellipsis", () => {
    expect(excerpt("Een kort artikel.")).toBe("Een kort artikel.");
    const exact = "a".repeat(150);
    expect(excerpt(exact)).toBe(exact);
  });

  it("takes the first 150 characters of a longer text and adds an ellipsis", () => {
    const text = "b".repeat(149) + "cdef";
    expect(excerpt(text)).toBe("b".repeat(149) + "c…");
  });

  it("drops trailing whitespace at the cut and collapses whitespace", () => {
    expect(excerpt("een  twee\n drie vier", 9)).toBe("een twee…");
  });

  it("never cuts an emoji in half", () => {
    const text = "🦌".repeat(200);
    const result = excerpt(text);
    expect(Array.from(result)).toHaveLength(151);
    expect(result.endsWith("🦌…")).toBe(true);
  });
});

describe("cardTags", () => {
  it("shows at most three tags", () => {
    expect(cardTags(["examen", "theorie", "praktijkexamen", "oefenen"])).toEqual(["examen", "theorie", "praktijkexamen"]);
  });

  it("skips empty and repeated tags and copes with none", () => {
    expect(cardTags(["a", " ", "a", "b"])).toEqual(["a", "b"]);
    expect(cardTags(null)).toEqual([]);
  });
});

describe("formatArticleDate", () => {
  it("writes the date in nl-NL, in Dutch time", () => {
    expect(formatArticleDate(new Date("2025-09-15T00:00:00Z"))).toBe("15 september 2025");
    // 23:30 UTC on 31 December is already New Year's Day in the Netherlands.
    expect(formatArticleDate(new Date("2025-12-31T23:30:00Z"))).toBe("1 januari 2026");
  });
});
