import { StatTable } from "~/components/ui/stat-table";
import { MIN_JUDGED_QUESTIONS } from "~/lib/practice/engine";
import { NOT_PRACTISED } from "./progress-list";

type CategoryRow = { categoryId: string; name: string; correct: number; total: number; progress: number };
type TestPoint = { id: string; finishedAt: string; percent: number };

const shortDate = new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "short", timeZone: "Europe/Amsterdam" });

/**
 * The premium statistics: answers per category, accuracy over the last tests, weakest categories.
 * `tests` holds only tests long enough to judge (MIN_JUDGED_QUESTIONS or more): a round of two questions
 * would stand in the chart as a 0% or a 100% that says nothing.
 */
export function Statistics({ categories, tests, weakest }: { categories: CategoryRow[]; tests: TestPoint[]; weakest: CategoryRow[] }) {
  const points = tests.slice(0, 10).reverse();
  const barWidth = 100 / Math.max(points.length, 1);
  return (
    <section aria-labelledby="stats-title" className="card">
      <h2 id="stats-title">Statistieken</h2>

      <h3>Antwoorden per categorie</h3>
      <StatTable
        columns={[
          { heading: "Categorie" },
          { heading: "Antwoorden", numeric: true },
          { heading: "Goed", numeric: true },
          { heading: "Score", numeric: true },
        ]}
        rows={categories.map((c) => ({
          key: c.categoryId,
          header: c.name,
          cells: [
            c.total,
            c.correct,
            c.total === 0 ? (
              <>
                <span aria-hidden="true">–</span>
                <span className="visually-hidden">{NOT_PRACTISED}</span>
              </>
            ) : (
              `${c.progress}%`
            ),
          ],
        }))}
      />

      <h3>Score van je laatste tests</h3>
      <p className="muted">Tests van minder dan {MIN_JUDGED_QUESTIONS} vragen staan hier niet in: die zijn te kort voor een oordeel.</p>
      {points.length === 0 ? (
        <p className="muted">Nog geen afgeronde test van {MIN_JUDGED_QUESTIONS} vragen of meer.</p>
      ) : (
        <figure>
          <svg viewBox="0 0 100 60" className="chart" role="img" aria-labelledby="chart-caption">
            <line x1="0" y1="50" x2="100" y2="50" className="chart-axis" />
            {points.map((p, i) => {
              const h = (p.percent / 100) * 45;
              return (
                <rect key={p.id} x={i * barWidth + barWidth * 0.15} y={50 - h} width={barWidth * 0.7} height={h} className="chart-bar" />
              );
            })}
          </svg>
          <figcaption id="chart-caption">
            Score per test, oudste eerst: {points.map((p) => `${shortDate.format(new Date(p.finishedAt))} ${p.percent}%`).join(", ")}.
          </figcaption>
        </figure>
      )}

      <h3>Hier valt het meest te winnen</h3>
      {weakest.length === 0 ? (
        <p className="muted">Beantwoord per categorie minstens 5 vragen om je zwakste onderwerpen te zien.</p>
      ) : (
        <ol>
          {weakest.map((c) => (
            <li key={c.categoryId}>
              {c.name}: {c.progress}% goed ({c.correct} van {c.total})
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
