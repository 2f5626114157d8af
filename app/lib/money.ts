const euro = new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR" });

/** Cents as a Dutch euro amount, e.g. 2250 → "€ 22,50". */
export function formatEuro(cents: number): string {
  return euro.format(cents / 100);
}
