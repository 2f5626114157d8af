import { DEFAULT_DESCRIPTION, SITE_NAME } from "~/lib/seo";
import type { SiteInfo } from "~/lib/site";

// schema.org JSON-LD for search engines. Pure builders over plain data; the JsonLd component
// puts the result in the page.

export type JsonLd = { "@context": "https://schema.org"; "@type": string; [key: string]: unknown };

const CONTEXT = "https://schema.org" as const;

/**
 * The JSON text for a `<script type="application/ld+json">`. Every '<' becomes \u003c (still the
 * same JSON), so no text in the data can close the script element or open a comment.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function organizationRef({ appUrl, company }: SiteInfo) {
  return { "@type": "Organization", "@id": `${appUrl}/#organisatie`, name: company.name ?? SITE_NAME, url: `${appUrl}/` };
}

/** The organisation behind the site, with only the company details the owner configured. */
export function organizationLd(site: SiteInfo): JsonLd {
  const { appUrl, company } = site;
  return {
    "@context": CONTEXT,
    ...organizationRef(site),
    ...(company.name ? { alternateName: SITE_NAME } : {}),
    logo: `${appUrl}/favicon.svg`,
    ...(company.email
      ? {
          email: company.email,
          contactPoint: { "@type": "ContactPoint", contactType: "customer support", email: company.email, availableLanguage: "nl" },
        }
      : {}),
    ...(company.kvk ? { identifier: { "@type": "PropertyValue", propertyID: "KvK-nummer", value: company.kvk } } : {}),
  };
}

/** The practice course itself, with the plans as its offers. */
export function courseLd(site: SiteInfo, plans: readonly { name: string; priceCents: number }[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Course",
    name: "Oefenen voor het theorie-examen jachtgeweeractiviteit",
    description: DEFAULT_DESCRIPTION,
    url: `${site.appUrl}/`,
    inLanguage: "nl",
    isAccessibleForFree: true,
    provider: organizationRef(site),
    offers: plans.map((p) => ({
      "@type": "Offer",
      name: p.name,
      category: "Paid",
      price: (p.priceCents / 100).toFixed(2),
      priceCurrency: "EUR",
      url: `${site.appUrl}/plans`,
    })),
  };
}

export function faqLd(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: items.map((i) => ({ "@type": "Question", name: i.question, acceptedAnswer: { "@type": "Answer", text: i.answer } })),
  };
}

/** The trail as shown on the page, from Home to the current page, with absolute URLs. */
export function breadcrumbLd(appUrl: string, crumbs: readonly { label: string; href: string }[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.label, item: `${appUrl}${c.href}` })),
  };
}

export type ArticleForLd = {
  slug: string;
  title: string;
  description: string | null;
  coverImageUrl: string | null;
  tags: string[];
  publishedAt: string;
  updatedAt: string | null;
};

export function blogPostingLd(site: SiteInfo, article: ArticleForLd): JsonLd {
  const url = `${site.appUrl}/blog/${article.slug}`;
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    headline: article.title,
    ...(article.description ? { description: article.description } : {}),
    ...(article.coverImageUrl ? { image: article.coverImageUrl } : {}),
    ...(article.tags.length ? { keywords: article.tags.join(", ") } : {}),
    datePublished: article.publishedAt,
    dateModified: article.updatedAt ?? article.publishedAt,
    inLanguage: "nl",
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: organizationRef(site),
    publisher: organizationRef(site),
  };
}
