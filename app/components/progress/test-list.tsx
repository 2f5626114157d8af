import { ProgressBar } from "~/components/practice/progress-bar";

export type TestRow = { id: string; title: string; finishedAt: string; correct: number; total: number; percent: number };

const date = new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "short", year: "numeric", timeZone: "Europe/Amsterdam" });

/** Finished tests: what was practised, when, the score and a bar. */
export function TestList({ tests }: { tests: TestRow[] }) {
  if (tests.length === 0) return <p className="muted">Je hebt nog geen test afgerond.</p>;
  return (
    <ul className="bars test-list">
      {tests.map((t) => (
        <li key={t.id}>
          <span>
            <strong>{t.title.replace(/^Oefenen: /, "")}</strong> · {date.format(new Date(t.finishedAt))} · {t.percent}%{" "}
            <span className="muted">
              ({t.correct} van {t.total})
            </span>
          </span>
          <ProgressBar value={t.percent} max={100} label={t.title} described />
        </li>
      ))}
    </ul>
  );
}
