import { Form } from "react-router";
import { ProgressBar } from "~/components/practice/progress-bar";
import { QuestionSource } from "~/components/practice/question-source";
import { QuestionPhoto } from "~/components/practice/species-photo";
import { longDate } from "~/lib/dates";
import type { ExamResult } from "~/lib/exam/views";

const percent = (correct: number, total: number) => (total === 0 ? 0 : Math.round((correct / total) * 100));

/** The verdict against the pass mark, the parts, a way to practise the mistakes, and every question reviewed. */
export function ExamResultView({ result }: { result: ExamResult }) {
  const { score } = result;
  return (
    <>
      <section className={`card verdict ${score.passed ? "verdict-pass" : "verdict-fail"}`} aria-labelledby="verdict-title">
        <h2 id="verdict-title">{score.passed ? "Geslaagd" : "Niet geslaagd"}</h2>
        <p className="overall">
          <strong>
            {score.correct} van {score.total}
          </strong>{" "}
          goed ({percent(score.correct, score.total)}%). Geslaagd vanaf {score.passMark} goed.
        </p>
        <ProgressBar value={score.correct} max={score.total} label="Goede antwoorden" described />
        <p className="muted">
          Ingeleverd op {longDate(result.finishedAt)}
          {result.timedOut ? ", toen de tijd om was" : ""}.{" "}
          {score.unanswered > 0 ? `${score.unanswered} ${score.unanswered === 1 ? "vraag was" : "vragen waren"} niet beantwoord.` : ""}
        </p>
        {result.mistakes.length > 0 ? (
          <Form method="post">
            <button type="submit" name="intent" value="practise-mistakes">
              Oefen de fouten van dit examen
            </button>
          </Form>
        ) : null}
      </section>

      <section className="card" aria-labelledby="parts-title">
        <h2 id="parts-title">Per onderdeel</h2>
        <div className="table-scroll">
          <table className="stat-table">
            <thead>
              <tr>
                <th scope="col">Onderdeel</th>
                <th scope="col" className="num">
                  Goed
                </th>
                <th scope="col" className="num">
                  Score
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Vragen bij een foto</th>
                <td className="num">
                  {score.pictures.correct} van {score.pictures.total}
                </td>
                <td className="num">{percent(score.pictures.correct, score.pictures.total)}%</td>
              </tr>
              {score.byCategory.map((c) => (
                <tr key={c.categoryName}>
                  <th scope="row">{c.categoryName}</th>
                  <td className="num">
                    {c.correct} van {c.total}
                  </td>
                  <td className="num">{percent(c.correct, c.total)}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="review-title">
        <h2 id="review-title">Nabespreking</h2>
        <ol className="review-list">
          {result.review.map((q) => (
            <li key={q.position} className={`card review ${q.isCorrect ? "review-correct" : "review-wrong"}`}>
              <h3>
                Vraag {q.position + 1}: {q.questionText}
              </h3>
              {q.image ? <QuestionPhoto image={q.image} /> : null}
              <p>
                <strong>{q.isCorrect ? "✔ Goed" : q.ownAnswer === null ? "✘ Niet beantwoord" : "✘ Fout"}</strong>
                {q.flagged ? " · je had deze vraag gemarkeerd" : ""}
              </p>
              {q.ownAnswer !== null && !q.isCorrect ? <p>Jouw antwoord: {q.ownAnswer}</p> : null}
              <p>Juist antwoord: {q.correctAnswer}</p>
              <p>{q.explanation ?? "Geen uitleg beschikbaar."}</p>
              <QuestionSource source={q.source} checkedOn={q.checkedOn} />
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
