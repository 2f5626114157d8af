import { MIN_ANSWERED_PER_PART, PASS_PERCENT } from "~/lib/learning/plan";
import { countOf } from "~/lib/plural";

type Props = {
  percent: number | null;
  passes: boolean;
  answersNeeded: number;
  examDate: string | null;
  parts?: { name: string; percent: number | null }[];
};

/**
 * 'Examenklaar': the estimated exam score as a figure and a bar against the pass line, with the numbers
 * written out and one sentence on how it is made. It is an estimate, and says so; until enough
 * questions are practised it gives no figure, only how many to go.
 */
export function Readiness({ percent, passes, answersNeeded, examDate, parts }: Props) {
  if (percent === null) {
    return (
      <div className="readiness">
        <p className="overall">
          <strong>Nog geen schatting:</strong> beantwoord eerst nog {countOf(answersNeeded, "vraag", "vragen")}.
        </p>
        <p className="muted">Daarna schatten we uit je antwoorden welke score je op het examen zou halen.</p>
      </div>
    );
  }
  return (
    <div className="readiness">
      <p className="overall">
        <strong>{percent}%</strong> geschatte examenscore {examDate ? "op je examendatum" : "als je vandaag examen deed"}
        {passes ? `: boven de slaaggrens van ${PASS_PERCENT}%.` : `: nog onder de slaaggrens van ${PASS_PERCENT}%.`}
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
        Een schatting: voor de vragen die je al hebt geoefend rekenen we met de kans dat je het antwoord dan nog weet (dezelfde kans bepaalt
        wanneer een vraag terugkomt om te herhalen), voor de rest met je score in dat onderdeel, gewogen zoals het examen.
      </p>
      {parts && parts.length > 0 ? (
        <>
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
                    <td className="num">{p.percent === null ? <span className="muted">nog geen schatting</span> : `${p.percent}%`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {parts.some((p) => p.percent === null) ? (
            <p className="muted">Een onderdeel krijgt een eigen schatting zodra je er {MIN_ANSWERED_PER_PART} vragen uit hebt geoefend.</p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
