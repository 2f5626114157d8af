import { PASS_PERCENT } from "~/lib/learning/plan";

type Props = {
  percent: number;
  passes: boolean;
  examDate: string | null;
  parts?: { name: string; percent: number }[];
};

/**
 * 'Examenklaar': the estimated exam score as a figure and a bar against the pass line, with the numbers
 * written out and one sentence on how it is made. It is an estimate, and says so.
 */
export function Readiness({ percent, passes, examDate, parts }: Props) {
  return (
    <div className="readiness">
      <p className="overall">
        <strong>{percent}%</strong> geschatte examenscore {examDate ? "op je examendatum" : "als je vandaag examen deed"}
        {passes ? ": boven de slaaggrens van 70%." : ": nog onder de slaaggrens van 70%."}
      </p>
      <svg
        viewBox="0 0 100 8"
        preserveAspectRatio="none"
        className="readiness-bar"
        role="img"
        aria-label={`Schatting ${percent}%, slaaggrens ${PASS_PERCENT}%`}
      >
        <rect x="0" y="1" width="100" height="6" className="readiness-track" />
        <rect x="0" y="1" width={Math.min(100, percent)} height="6" className={passes ? "readiness-fill-pass" : "readiness-fill"} />
        <line x1={PASS_PERCENT} x2={PASS_PERCENT} y1="0" y2="8" className="readiness-pass" />
      </svg>
      <p className="muted">
        Een schatting: voor vragen die je hebt geoefend rekenen we met de kans dat je het antwoord dan nog weet (FSRS), voor de rest met je
        score in dat onderdeel, gewogen zoals het examen.
      </p>
      {parts && parts.length > 0 ? (
        <div className="table-scroll">
          <table className="stat-table">
            <caption className="visually-hidden">Schatting per onderdeel</caption>
            <thead>
              <tr>
                <th scope="col">Onderdeel</th>
                <th scope="col" className="num">
                  Schatting
                </th>
              </tr>
            </thead>
            <tbody>
              {parts.map((p) => (
                <tr key={p.name}>
                  <th scope="row">{p.name}</th>
                  <td className="num">{p.percent}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
