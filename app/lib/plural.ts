// A count before its noun, in Dutch: '1 antwoord', '3 antwoorden', '0 antwoorden'.

const number = new Intl.NumberFormat("nl-NL");

/** The noun for `count`: the singular for exactly one, the plural for everything else (zero too). */
export function nounFor(count: number, singular: string, plural: string): string {
  return count === 1 ? singular : plural;
}

/** `count` (nl-NL digits) and its noun: countOf(1, "antwoord", "antwoorden") is '1 antwoord'. */
export function countOf(count: number, singular: string, plural: string): string {
  return `${number.format(count)} ${nounFor(count, singular, plural)}`;
}
