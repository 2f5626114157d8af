import { Form, Link } from "react-router";
import { ProgressBar } from "~/components/practice/progress-bar";
import { GuideLinks } from "~/components/guide-links";
import { QuestionSource } from "~/components/practice/question-source";
import { QuestionPhoto } from "~/components/practice/species-photo";
import { StatTable } from "~/components/ui/stat-table";
import { longDate } from "~/lib/dates";
import type { ReviewFilter } from "~/lib/exam/rules";
import type { ExamResult } from "~/lib/exam/views";

const percent = (correct: number, total: number) => (total === 0 ? 0 : Math.round((correct / total) * 100));

/** A part's figures: "18 van 25" and its percentage. */
const partCells = (correct: number, total: number) => [
  <>
    {correct} van {total}
  </>,
  <>{percent(correct, total)}%</>,
];

type ReviewChoice = { filter: ReviewFilter; all: number; mistakes: number };

/** The verdict against the pass mark, the parts, a way to practise the mistakes, and the review. */
export function ExamResultView({ result, review }: { result: ExamResult; review: ReviewChoice }) {
  const { score } = result;
  const kind = result.withoutPictures ? "Examen zonder fotovragen" : "Volledig examen";
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
          {kind}, ingeleverd op {longDate(result.finishedAt)}
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
        {/* Its footer: the whole, and the picture questions as a part of it (already counted in their categories). */}
        <StatTable
          className="parts-table"
          columns={[{ heading: "Onderdeel" }, { heading: "Goed", numeric: true }, { heading: "Score", numeric: true }]}
          rows={score.byCategory.map((c) => ({ key: c.categoryName, header: c.categoryName, cells: partCells(c.correct, c.total) }))}
          footer={[
            { key: "total", className: "parts-total", header: "Totaal", cells: partCells(score.correct, score.total) },
            ...(score.pictures.total > 0
              ? [
                  {
                    key: "pictures",
                    className: "parts-sub",
                    header: "waarvan bij een foto",
                    cells: partCells(score.pictures.correct, score.pictures.total),
                  },
                ]
              : []),
          ]}
        />
      </section>

      <section aria-labelledby="review-title" id="nabespreking" className="review-section">
        <h2 id="review-title">Nabespreking</h2>
        <p>
          {result.withoutPictures ? "Dit was een examen zonder fotovragen." : "Dit was het volledige examen."}{" "}
          {review.filter === "fouten"
            ? review.mistakes === 0
              ? "Je had geen fouten."
              : `Je ziet alleen de ${review.mistakes === 1 ? "vraag die" : `${review.mistakes} vragen die`} je fout had of open liet.`
            : `Je ziet alle ${review.all} vragen.`}
        </p>
        <nav className="review-filter" aria-label="Vragen in de nabespreking">
          <ul>
            <li>
              <Link
                to={{ search: "?nabespreking=fouten", hash: "#nabespreking" }}
                aria-current={review.filter === "fouten" ? "page" : undefined}
              >
                Alleen fouten ({review.mistakes})
              </Link>
            </li>
            <li>
              <Link
                to={{ search: "?nabespreking=alle", hash: "#nabespreking" }}
                aria-current={review.filter === "alle" ? "page" : undefined}
              >
                Alle vragen ({review.all})
              </Link>
            </li>
          </ul>
        </nav>
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
              <GuideLinks guide={q.guide} />
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
