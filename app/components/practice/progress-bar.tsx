/** A bar drawn in SVG (no inline styles, so it works under a strict CSP) with its numbers written out. */
export function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  const pct = max === 0 ? 0 : Math.round((value / max) * 100);
  return (
    <div className="progress">
      <svg viewBox="0 0 100 8" preserveAspectRatio="none" className="progress-track" aria-hidden="true" focusable="false">
        <rect x="0" y="0" width="100" height="8" rx="4" className="progress-bg" />
        <rect x="0" y="0" width={pct} height="8" rx="4" className="progress-fill" />
      </svg>
      <span className="visually-hidden">
        {label}: {pct}%
      </span>
    </div>
  );
}
