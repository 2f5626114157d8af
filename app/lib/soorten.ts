// The species guide's addresses (/soorten): pure, no I/O.

export const SOORTEN_PATH = "/soorten";

export function speciesPath(speciesId: string): string {
  return `${SOORTEN_PATH}/${speciesId}`;
}

/** A species beside one of its look-alikes. */
export function comparePath(speciesId: string, lookalikeId: string): string {
  return `${SOORTEN_PATH}/vergelijk/${speciesId}/${lookalikeId}`;
}
