import { Link } from "react-router";
import { StatTable } from "~/components/ui/stat-table";
import { shortDate } from "~/lib/dates";
import type { ExamHistoryItem } from "~/lib/exam/views";

type Size = { width: number; height: number; pad: { left: number; right: number; top: number; bottom: number } };

/**
 * Two drawings of one chart, each shown at (about) its own size so that its labels stay readable: a
 * narrow one for phones (down to a 320 px screen) and a wide one from 40rem on (see app.css). An SVG's
 * text scales with the drawing, so one drawing for every width would have unreadable labels on a phone.
 */
const NARROW: Size = { width: 260, height: 190, pad: { left: 44, right: 8, top: 12, bottom: 28 } };
const WIDE: Size = { width: 560, height: 220, pad: { left: 48, right: 12, top: 12, bottom: 28 } };

const percent = (e: ExamHistoryItem) => Math.round((e.correct / e.total) * 100);

/**
 * Every handed-in exam: a chart of the scores over time with the pass line, drawn on the server as
 * SVG, and the same figures as a table (the chart is a picture; the table is what a screen reader reads).
 */
export function ExamHistory({ exams }: { exams: ExamHistoryItem[] }) {
  if (exams.length === 0) return <p className="muted">Je hebt nog geen examen ingeleverd.</p>;
  const last = exams.at(-1)!;
  const passPercent = Math.round((last.passMark / last.total) * 100);
  return (
    <>
      <figure className="exam-chart">
        <ScoreChart exams={exams} passPercent={passPercent} size={NARROW} className="chart-narrow" />
        <ScoreChart exams={exams} passPercent={passPercent} size={WIDE} className="chart-wide" />
        <figcaption id="exam-chart-caption">
          Je examenscores in procenten, oudste eerst. De stippellijn is de slaaggrens: {last.passMark} van {last.total} goed ({passPercent}
          %). Een gevulde stip is geslaagd, een open stip niet geslaagd. Dezelfde cijfers staan in de tabel hieronder.
        </figcaption>
      </figure>
      <StatTable
        caption="Je ingeleverde examens"
        columns={[{ heading: "Datum" }, { heading: "Goed", numeric: true }, { heading: "Score", numeric: true }, { heading: "Uitslag" }]}
        rows={[...exams].reverse().map((e) => ({
          key: e.examId,
          header: (
            <>
              <Link to={`/examen/${e.examId}/uitslag`}>{shortDate(e.finishedAt)}</Link>
              {e.withoutPictures ? <span className="exam-kind"> zonder fotovragen</span> : null}
            </>
          ),
          cells: [
            <>
              {e.correct} van {e.total}
            </>,
            <>{percent(e)}%</>,
            e.passed ? "Geslaagd" : "Niet geslaagd",
          ],
        }))}
      />
    </>
  );
}

function ScoreChart({
  exams,
  passPercent,
  size,
  className,
}: {
  exams: ExamHistoryItem[];
  passPercent: number;
  size: Size;
  className: string;
}) {
  const { width, height, pad } = size;
  const innerW = width - pad.left - pad.right;
  const innerH = height - pad.top - pad.bottom;
  const y = (p: number) => pad.top + innerH * (1 - p / 100);
  const x = (i: number) => pad.left + (exams.length === 1 ? innerW / 2 : (innerW * i) / (exams.length - 1));
  const points = exams.map((e, i) => `${x(i).toFixed(1)},${y(percent(e)).toFixed(1)}`).join(" ");
  const first = exams[0]!;
  const last = exams.at(-1)!;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className={className}
      role="img"
      aria-labelledby="exam-chart-caption"
    >
      {[0, 50, 100].map((p) => (
        <g key={p}>
          <line x1={pad.left} x2={width - pad.right} y1={y(p)} y2={y(p)} className="chart-grid" />
          <text x={pad.left - 6} y={y(p) + 5} textAnchor="end" className="chart-label">
            {p}%
          </text>
        </g>
      ))}
      <line x1={pad.left} x2={width - pad.right} y1={y(passPercent)} y2={y(passPercent)} className="chart-pass" />
      {/* Its halo hides the grid behind it; the scores are drawn over it, so that no score is hidden. */}
      <text x={width - pad.right} y={y(passPercent) - 6} textAnchor="end" className="chart-label chart-pass-label">
        slaaggrens {passPercent}%
      </text>
      <polyline points={points} className="chart-line" />
      {exams.map((e, i) => (
        <circle key={e.examId} cx={x(i)} cy={y(percent(e))} r={5} className={e.passed ? "chart-dot-pass" : "chart-dot-fail"} />
      ))}
      <text
        x={exams.length === 1 ? x(0) : pad.left}
        y={height - 6}
        textAnchor={exams.length === 1 ? "middle" : "start"}
        className="chart-label"
      >
        {shortDate(first.finishedAt)}
      </text>
      {exams.length > 1 ? (
        <text x={width - pad.right} y={height - 6} textAnchor="end" className="chart-label">
          {shortDate(last.finishedAt)}
        </text>
      ) : null}
    </svg>
  );
}
