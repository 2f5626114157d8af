import { citesOfficial, refusedSource } from "./sources";

// Where the law places a species (the `law` field of content/species.yaml): the statuses, their Dutch labels
// for the species guide, and what a status's sources must be. Pure: no I/O.

/** The statuses a checked source can give a species; a species may have several (the houtduif is wildsoort and landelijk vrijgesteld). */
export const lawStatuses = ["wildsoort", "landelijk-vrijgesteld", "beschermd", "exoot-unielijst"] as const;

export type LawStatus = (typeof lawStatuses)[number];

/** The Dutch label the species guide shows for each status. */
export const lawStatusLabels: Readonly<Record<LawStatus, string>> = {
  wildsoort: "Wildsoort",
  "landelijk-vrijgesteld": "Landelijk vrijgesteld",
  beschermd: "Beschermd",
  "exoot-unielijst": "Exoot op de Unielijst",
};

/** The labels of a species' statuses, in the order of `lawStatuses`. */
export function lawStatusLabelList(statuses: readonly LawStatus[]): string[] {
  return lawStatuses.filter((s) => statuses.includes(s)).map((s) => lawStatusLabels[s]);
}

/**
 * Problems with the sources of a species' status: a source a candidate cannot check or trust, and a list that
 * does not open with the law (an article, an EU act, a ruling) or a public body.
 */
export function lawSourceProblems(sources: readonly string[]): string[] {
  const problems: string[] = [];
  for (const source of sources) {
    const refused = refusedSource(source);
    if (refused) problems.push(`bron geweigerd: ${refused}`);
  }
  if (sources.length > 0 && !citesOfficial(sources[0]!)) {
    problems.push("de eerste bron is de wet (artikel, EU-handeling, uitspraak) of een overheidsorgaan");
  }
  return problems;
}
