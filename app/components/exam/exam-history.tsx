import { Link } from "react-router";
import { shortDate } from "~/lib/dates";

type Item = { examId: string; finishedAt: string; correct: number; total: number; passMark: number; passed: boolean };

const WIDTH = 320;
const HEIGHT = 160;
const PAD = { left: 34, right: 10, top: 10, bottom: 24 };

/**
 * Every handed-in exam: a chart of the scores over time with the pass line, drawn on the server as
 * SVG, and the same figures as a table (the chart is a picture; the table is what a screen reader reads).
 */
export function ExamHistory({ exams }: { exams: Item[] }) {
  if (exams.length === 0) return <p className="muted">Je hebt nog geen examen ingeleverd.</p>;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const y = (percent: number) => PAD.top + innerH * (1 - percent / 100);
  const x = (i: number) => PAD.left + (exams.length === 1 ? innerW / 2 : (innerW * i) / (exams.length - 1));
  const percent = (e: Item) => Math.round((e.correct / e.total) * 100);
  const last = exams.at(-1)!;
  const passPercent = (last.passMark / last.total) * 100;
  const points = exams.map((e, i) => `${x(i).toFixed(1)},${y(percent(e)).toFixed(1)}`).join(" ");
  return (
    <>
      <figure className="exam-chart">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="exam-chart-caption">
          {[0, 50, 100].map((p) => (
            <g key={p}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(p)} y2={y(p)} className="chart-grid" />
              <text x={PAD.left - 4} y={y(p) + 3} textAnchor="end" className="chart-label">
                {p}%
              </text>
            </g>
          ))}
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(passPercent)} y2={y(passPercent)} className="chart-pass" />
          <text x={WIDTH - PAD.right} y={y(passPercent) - 4} textAnchor="end" className="chart-label">
            slaaggrens: {last.passMark} van {last.total}
          </text>
          <polyline points={points} className="chart-line" />
          {exams.map((e, i) => (
            <circle key={e.examId} cx={x(i)} cy={y(percent(e))} r={3.5} className={e.passed ? "chart-dot-pass" : "chart-dot-fail"} />
          ))}
        </svg>
        <figcaption id="exam-chart-caption">
          Je examenscores, oudste eerst, met de slaaggrens ({last.passMark} van {last.total} goed). Dezelfde cijfers staan in de tabel
          hieronder.
        </figcaption>
      </figure>
      <div className="table-scroll">
        <table className="stat-table">
          <caption className="visually-hidden">Je ingeleverde examens</caption>
          <thead>
            <tr>
              <th scope="col">Datum</th>
              <th scope="col" className="num">
                Goed
              </th>
              <th scope="col" className="num">
                Score
              </th>
              <th scope="col">Uitslag</th>
            </tr>
          </thead>
          <tbody>
            {[...exams].reverse().map((e) => (
              <tr key={e.examId}>
                <th scope="row">
                  <Link to={`/examen/${e.examId}/uitslag`}>{shortDate(e.finishedAt)}</Link>
                </th>
                <td className="num">
                  {e.correct} van {e.total}
                </td>
                <td className="num">{percent(e)}%</td>
                <td>{e.passed ? "Geslaagd" : "Niet geslaagd"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
