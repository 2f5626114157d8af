import type { SiteInfo } from "~/lib/site";
import { comparePath, SOORTEN_PATH, speciesPath } from "~/lib/soorten";
import { CONTEXT, type JsonLd } from "~/lib/structured-data";

// schema.org JSON-LD of the species guide's pages: each a LearningResource about its species. Pure builders.

type Named = { name: string; scientificName: string };

/** A species as a taxon: its scientific name, with its Dutch name beside it. */
function taxon(s: Named) {
  return { "@type": "Taxon", name: s.scientificName, alternateName: s.name };
}

function learningResource(site: SiteInfo, path: string, name: string, description: string, about: readonly Named[]): JsonLd {
  const url = `${site.appUrl}${path}`;
  return {
    "@context": CONTEXT,
    "@type": "LearningResource",
    name,
    description,
    url,
    inLanguage: "nl",
    isAccessibleForFree: true,
    learningResourceType: "Soortenoverzicht",
    educationalLevel: "Jachtexamen",
    about: about.map(taxon),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
  };
}

export function speciesIndexLd(site: SiteInfo, description: string, species: readonly Named[]): JsonLd {
  return learningResource(site, SOORTEN_PATH, "Soorten herkennen", description, species);
}

export function speciesLd(site: SiteInfo, s: Named & { id: string }, description: string): JsonLd {
  return learningResource(site, speciesPath(s.id), s.name, description, [s]);
}

export function compareLd(
  site: SiteInfo,
  a: Named & { id: string },
  b: Named & { id: string },
  title: string,
  description: string,
): JsonLd {
  return learningResource(site, comparePath(a.id, b.id), title, description, [a, b]);
}
