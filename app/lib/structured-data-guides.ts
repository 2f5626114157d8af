import type { SiteInfo } from "~/lib/site";
import { canonicalComparePath, SOORTEN_PATH, speciesPath } from "~/lib/soorten";
import { CONTEXT, organizationRef, type JsonLd } from "~/lib/structured-data";

// schema.org JSON-LD of the guides' pages (/leerstof, /soorten): each an Article that is a free
// LearningResource, about its sections' subjects or its species. Pure builders.

type Named = { name: string; scientificName: string };

/** A species as a taxon: its scientific name, with its Dutch name beside it. */
function taxon(s: Named) {
  return { "@type": "Taxon", name: s.scientificName, alternateName: s.name };
}

export type GuidePageForLd = {
  path: string;
  title: string;
  description: string;
  /** The newest date a part of the page was checked (YYYY-MM-DD). */
  checkedOn?: string | null;
  /** What the page teaches: the titles of its sections, or species. */
  about: readonly (string | Named)[];
};

export function guidePageLd(site: SiteInfo, page: GuidePageForLd): JsonLd {
  const url = `${site.appUrl}${page.path}`;
  return {
    "@context": CONTEXT,
    "@type": ["Article", "LearningResource"],
    headline: page.title,
    name: page.title,
    description: page.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    inLanguage: "nl",
    isAccessibleForFree: true,
    educationalLevel: "Theorie-examen jachtgeweeractiviteit",
    ...(page.checkedOn ? { dateModified: page.checkedOn } : {}),
    about: page.about.map((a) => (typeof a === "string" ? { "@type": "Thing", name: a } : taxon(a))),
    publisher: organizationRef(site),
  };
}

export function speciesIndexLd(site: SiteInfo, description: string, species: readonly Named[]): JsonLd {
  return guidePageLd(site, { path: SOORTEN_PATH, title: "Soorten herkennen", description, about: species });
}

export function speciesLd(site: SiteInfo, s: Named & { id: string; checkedOn?: string | null }, description: string): JsonLd {
  return guidePageLd(site, { path: speciesPath(s.id), title: s.name, description, checkedOn: s.checkedOn, about: [s] });
}

export function compareLd(
  site: SiteInfo,
  a: Named & { id: string },
  b: Named & { id: string },
  title: string,
  description: string,
): JsonLd {
  return guidePageLd(site, { path: canonicalComparePath(a.id, b.id), title, description, about: [a, b] });
}
