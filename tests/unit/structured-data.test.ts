import { describe, expect, it } from "vitest";
import { EXAM_FAQ } from "~/lib/exam-faq";
import { breadcrumbLd, serializeJsonLd } from "~/lib/structured-data";
import { blogPostingLd, courseLd, faqLd, organizationLd } from "~/lib/structured-data-site";

const site = { appUrl: "https://jacht.example.nl", company: { name: undefined, kvk: undefined, email: undefined } };

describe("serializeJsonLd", () => {
  it("escapes '<' so the data cannot close its script element", () => {
    const json = serializeJsonLd({ "@context": "https://schema.org", "@type": "Thing", name: "</script><script>alert(1)</script><!--" });
    expect(json).not.toContain("<");
    expect(json).toContain("\\u003c/script>");
    expect(JSON.parse(json).name).toBe("</script><script>alert(1)</script><!--");
  });

  it("escapes the line and paragraph separators", () => {
    const json = serializeJsonLd({ "@context": "https://schema.org", "@type": "Thing", name: "a\u2028b\u2029c" });
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json).name).toBe("a\u2028b\u2029c");
  });
});

describe("organizationLd", () => {
  it("names the site and leaves out what the owner did not configure", () => {
    const org = organizationLd(site);
    expect(org).toMatchObject({ "@type": "Organization", name: "Jacht Theorie Oefenapp", url: "https://jacht.example.nl/" });
    expect(org).not.toHaveProperty("email");
    expect(org).not.toHaveProperty("identifier");
  });

  it("uses the configured company name, e-mail and KvK number", () => {
    const org = organizationLd({ ...site, company: { name: "Voorbeeld B.V.", kvk: "12345678", email: "info@jacht.example.nl" } });
    expect(org).toMatchObject({
      name: "Voorbeeld B.V.",
      alternateName: "Jacht Theorie Oefenapp",
      email: "info@jacht.example.nl",
      identifier: { "@type": "PropertyValue", propertyID: "KvK-nummer", value: "12345678" },
    });
  });
});

describe("the other builders", () => {
  it("course offers carry the plan prices in euros", () => {
    const course = courseLd(site, [{ name: "Stoomcursus", priceCents: 4750 }]);
    expect(course["@type"]).toBe("Course");
    expect(course.offers).toEqual([expect.objectContaining({ name: "Stoomcursus", price: "47.50", priceCurrency: "EUR" })]);
    expect(course.provider).toMatchObject({ "@type": "Organization" });
  });

  it("FAQ page lists every question with its answer", () => {
    const faq = faqLd(EXAM_FAQ) as unknown as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(faq.mainEntity).toHaveLength(EXAM_FAQ.length);
    expect(EXAM_FAQ.length).toBeGreaterThanOrEqual(4);
    expect(EXAM_FAQ.length).toBeLessThanOrEqual(6);
    expect(faq.mainEntity.map((q) => q.acceptedAnswer.text).join(" ")).toMatch(/75 meerkeuzevragen.*25.*70%.*53/s);
  });

  it("breadcrumbs are numbered from 1 with absolute URLs", () => {
    const list = breadcrumbLd(site.appUrl, [
      { label: "Home", href: "/" },
      { label: "Blog", href: "/blog" },
    ]) as unknown as { itemListElement: unknown[] };
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://jacht.example.nl/" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "https://jacht.example.nl/blog" },
    ]);
  });

  it("a blog posting links to its page and names its publisher", () => {
    const post = blogPostingLd(site, {
      slug: "een-artikel",
      title: "Een artikel",
      description: "Waar het over gaat.",
      coverImageUrl: null,
      tags: ["examen", "theorie"],
      publishedAt: "2025-09-15T00:00:00.000Z",
      updatedAt: null,
    });
    expect(post).toMatchObject({
      "@type": "BlogPosting",
      headline: "Een artikel",
      url: "https://jacht.example.nl/blog/een-artikel",
      datePublished: "2025-09-15T00:00:00.000Z",
      dateModified: "2025-09-15T00:00:00.000Z",
      keywords: "examen, theorie",
      publisher: { "@type": "Organization", name: "Jacht Theorie Oefenapp" },
    });
    expect(post).not.toHaveProperty("image");
  });
});
