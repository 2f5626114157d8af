/** A small bar chart of counts per week (oldest first), with the numbers written out beside it. */
export function WeekBars({ label, values }: { label: string; values: number[] }) {
  const max = Math.max(1, ...values);
  const w = 100 / values.length;
  return (
    <figure className="week-bars">
      <svg viewBox="0 0 100 30" preserveAspectRatio="none" role="img" aria-label={`${label} per week: ${values.join(", ")}`}>
        {values.map((v, i) => (
          <rect key={i} x={i * w + w * 0.15} y={30 - (v / max) * 28} width={w * 0.7} height={(v / max) * 28} className="chart-bar" />
        ))}
      </svg>
      <figcaption>
        {label} per week, oudste eerst: {values.join(", ")}
      </figcaption>
    </figure>
  );
}
