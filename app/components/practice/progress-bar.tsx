/**
 * A bar drawn in SVG (no inline styles, so it works under a strict CSP). The numbers are written
 * out for screen readers, unless the text next to the bar already says them (`described`).
 */
export function ProgressBar({ value, max, label, described = false }: { value: number; max: number; label: string; described?: boolean }) {
  const pct = max === 0 ? 0 : Math.round((value / max) * 100);
  return (
    <div className="progress">
      <svg viewBox="0 0 100 8" preserveAspectRatio="none" className="progress-track" aria-hidden="true" focusable="false">
        <rect x="0" y="0" width="100" height="8" rx="4" className="progress-bg" />
        <rect x="0" y="0" width={pct} height="8" rx="4" className="progress-fill" />
      </svg>
      {described ? null : (
        <span className="visually-hidden">
          {label}: {pct}%
        </span>
      )}
    </div>
  );
}
