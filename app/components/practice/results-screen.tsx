import { Form, Link } from "react-router";
import { ProgressBar } from "./progress-bar";
import { GuideLinks } from "~/components/guide-links";
import { QuestionSource } from "./question-source";
import { SITTINGS } from "~/lib/learning/sittings";
import type { TestResults } from "~/lib/practice/views";

/**
 * A finished test: the score once (in the heading), the counts and one message that fits the length of
 * the round (engine.scoreMessage), per category, and every question with its explanation.
 */
export function ResultsScreen({
  results,
  isPremium,
  withoutPictures,
}: {
  results: TestResults;
  isPremium: boolean;
  withoutPictures: boolean;
}) {
  const { summary } = results;
  return (
    <section className="results" aria-labelledby="results-title">
      <h2 id="results-title" tabIndex={-1}>
        Resultaat: {summary.percent}%
      </h2>
      <div role="status" className="card score-card">
        <p>
          <strong>{summary.correct}</strong> goed, <strong>{summary.wrong}</strong> fout van {summary.total} vragen.
        </p>
        <p>
          <strong>{summary.message.title}</strong> {summary.message.text}
        </p>
      </div>

      <h3>Resultaat per categorie</h3>
      <ul className="bars">
        {summary.byCategory.map((c) => (
          <li key={c.categoryName}>
            <span>
              {c.categoryName}: {c.correct} van {c.total} goed ({c.percent}%)
            </span>
            <ProgressBar value={c.correct} max={c.total} label={c.categoryName} described />
          </li>
        ))}
      </ul>

      {summary.categoriesWithMistakes.length ? (
        <div className="notice">
          <h3>Hier ging het mis</h3>
          <ul>
            {summary.categoriesWithMistakes.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          <p>Tip: oefen deze categorieën nog eens apart via het tabblad Categorieën.</p>
        </div>
      ) : null}

      <h3>Analyse per vraag</h3>
      <div className="analysis">
        {results.questions.map((q) => (
          <details key={q.position}>
            <summary>
              <span aria-hidden="true" className={q.isCorrect ? "answer-right" : "answer-wrong"}>
                {q.isCorrect ? "✔" : "✘"}
              </span>{" "}
              Vraag {q.position + 1}: {q.questionText} <span className="visually-hidden">({q.isCorrect ? "goed" : "fout"})</span>
            </summary>
            <dl>
              <dt>Jouw antwoord</dt>
              <dd>{q.ownAnswer ?? "Niet beantwoord"}</dd>
              <dt>Juiste antwoord</dt>
              <dd>{q.correctAnswer}</dd>
              <dt>Uitleg</dt>
              <dd>
                {q.explanation ?? "Geen uitleg beschikbaar."}
                <QuestionSource source={q.source} checkedOn={q.checkedOn} />
                <GuideLinks guide={q.guide} />
              </dd>
            </dl>
          </details>
        ))}
      </div>

      <div className="button-row">
        {results.sitting ? (
          <Link to={SITTINGS[results.sitting].href} className="button">
            {SITTINGS[results.sitting].back}
          </Link>
        ) : results.mode === "quick" ? (
          <Form method="post" action="/practice?tab=quick&t=1">
            {withoutPictures ? <input type="hidden" name="zonderFotos" value="on" /> : null}
            <button type="submit" name="intent" value="start-quick">
              Probeer nog een keer
            </button>
          </Form>
        ) : results.mode === "personal" ? (
          <Link to="/practice?tab=personal" className="button">
            Probeer nog een keer
          </Link>
        ) : (
          <Link to="/practice?tab=categories" className="button">
            Probeer nog een keer
          </Link>
        )}
        <Link to={isPremium ? "/home" : "/promo"} className="button button-secondary">
          Opnieuw oefenen
        </Link>
      </div>
    </section>
  );
}
