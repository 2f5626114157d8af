import { Link } from "react-router";
import { ProgressBar } from "~/components/practice/progress-bar";
import { countOf } from "~/lib/plural";

type Row = { categoryId: string; name: string; correct: number; total: number; progress: number };

/** What a figure without answers behind it says: not 0%, which would read as failing. */
export const NOT_PRACTISED = "nog niet geoefend";

/** Overall and per-category progress as bars with their numbers written out; untouched ones say so instead. */
export function ProgressList({
  overall,
  correct,
  total,
  categories,
}: {
  overall: number;
  correct: number;
  total: number;
  categories: Row[];
}) {
  return (
    <div className="progress-list">
      {total === 0 ? (
        <p className="overall">
          <strong>Totaal: {NOT_PRACTISED}</strong>
        </p>
      ) : (
        <>
          <p className="overall">
            <strong>Totaal: {overall}%</strong>{" "}
            <span className="muted">
              ({correct} van {countOf(total, "antwoord", "antwoorden")} goed)
            </span>
          </p>
          <ProgressBar value={overall} max={100} label="Totaal" described />
        </>
      )}
      <ul className="bars">
        {categories.map((c) =>
          c.total === 0 ? (
            <li key={c.categoryId}>
              <span>
                {c.name}: <span className="muted">{NOT_PRACTISED}</span>
              </span>
            </li>
          ) : (
            <li key={c.categoryId}>
              <span>
                {c.name}: {c.progress}%{" "}
                <span className="muted">
                  ({c.correct} van {c.total})
                </span>
              </span>
              <ProgressBar value={c.progress} max={100} label={c.name} described />
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

const PLACEHOLDER_NAMES = ["Wildkennis", "Jachtrecht", "Wapens en munitie", "Ecologie", "Faunabeheer", "Jachtpraktijk"];

/**
 * What free users see instead of their progress: a blurred example (every category at 75%; docs/product.md, "Progress and statistics"),
 * hidden from assistive technology, under a clear text and an upgrade button.
 */
export function LockedProgress({ rows, title = "Premiumfunctie" }: { rows: number; title?: string }) {
  return (
    <div className="locked">
      <div className="locked-sample" aria-hidden="true">
        {PLACEHOLDER_NAMES.slice(0, rows).map((name) => (
          <div key={name}>
            <span>{name}: 75%</span>
            <ProgressBar value={75} max={100} label={name} described />
          </div>
        ))}
      </div>
      <div className="locked-overlay">
        <p>
          <strong>{title}</strong>
        </p>
        <p>Je voortgang per categorie zie je met premium.</p>
        <Link to="/plans" className="button">
          Bekijk de pakketten
        </Link>
      </div>
    </div>
  );
}
