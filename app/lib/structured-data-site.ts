import { DEFAULT_DESCRIPTION, SITE_NAME } from "~/lib/seo";
import type { SiteInfo } from "~/lib/site";
import { CONTEXT, organizationRef, type JsonLd } from "~/lib/structured-data";

// schema.org JSON-LD of the landing page (organisation, course, FAQ) and of an article. Pure builders.

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
