// schema.org JSON-LD for search engines: what every page needs (the breadcrumb trail). Pure; the
// JsonLd component puts the result in the page. The landing page's and articles' builders are in
// structured-data-site.ts, so that other pages do not load them.
import { SITE_NAME } from "~/lib/seo";
import type { SiteInfo } from "~/lib/site";

export type JsonLd = { "@context": "https://schema.org"; "@type": string | string[]; [key: string]: unknown };

export const CONTEXT = "https://schema.org" as const;

/** The organisation behind the site, as other items point to it. */
export function organizationRef({ appUrl, company }: SiteInfo) {
  return { "@type": "Organization", "@id": `${appUrl}/#organisatie`, name: company.name ?? SITE_NAME, url: `${appUrl}/` };
}

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

/** The trail as shown on the page, from Home to the current page, with absolute URLs. */
export function breadcrumbLd(appUrl: string, crumbs: readonly { label: string; href: string }[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.label, item: `${appUrl}${c.href}` })),
  };
}
