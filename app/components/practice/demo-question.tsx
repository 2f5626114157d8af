import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { AlertError } from "~/components/ui/field";
import type { DemoView } from "~/lib/practice/views";
import { OptionMark, optionVerdict, ResultTitle } from "./option-verdict";
import { QuestionPhoto } from "./species-photo";

/**
 * The one-question demo of the landing page. Checking an answer changes nothing on the server,
 * so it is a GET form: it works without JavaScript and can be bookmarked.
 */
export function DemoQuestion({ demo }: { demo: DemoView }) {
  const checked = demo.correctOption !== null;
  const [picked, setPicked] = useState<number | null>(demo.chosen);
  // Without JavaScript the button stays enabled and the server asks for a choice instead.
  const [hydrated, setHydrated] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // A choice made before the page came to life (its script starts after the photo is painted) stays made.
    const made = form.current?.querySelector<HTMLInputElement>('input[name="keuze"]:checked');
    if (made) setPicked(Number(made.value));
    setHydrated(true);
  }, []);
  return (
    <section className="card demo" id="demo" aria-labelledby="demo-title">
      <h2 id="demo-title">Probeer een vraag</h2>
      {demo.image ? <QuestionPhoto image={demo.image} first /> : null}
      <Form ref={form} method="get" action="/#demo" className="question-form" preventScrollReset>
        <input type="hidden" name="demo" value={demo.questionRef} />
        <fieldset aria-describedby={demo.missingChoice ? "demo-error" : undefined}>
          <legend>
            <strong>{demo.questionText}</strong>
          </legend>
          <AlertError id="demo-error" error={demo.missingChoice ? "Selecteer een antwoord" : null} />
          <div className="options">
            {demo.options.map((option, i) => {
              const verdict = optionVerdict(i, demo.correctOption, demo.chosen);
              return (
                <label key={i} className={`option ${verdict?.className ?? ""}`}>
                  <input
                    type="radio"
                    name="keuze"
                    value={i}
                    defaultChecked={demo.chosen === i}
                    disabled={checked}
                    onChange={() => setPicked(i)}
                  />
                  <span className="option-text">{option}</span>
                  {verdict ? <OptionMark verdict={verdict} /> : null}
                </label>
              );
            })}
          </div>
        </fieldset>
        <div role="status" aria-live="polite">
          {checked ? (
            <div className={`result ${demo.isCorrect ? "result-correct" : "result-wrong"}`}>
              <ResultTitle isCorrect={demo.isCorrect === true} />
              <p>{demo.explanation ?? "Geen uitleg beschikbaar."}</p>
            </div>
          ) : null}
        </div>
        {checked ? (
          <Link to="/practice?tab=quick" className="button">
            Doorgaan met oefenen
          </Link>
        ) : (
          <button type="submit" disabled={hydrated && picked === null}>
            Controleer antwoord
          </button>
        )}
      </Form>
    </section>
  );
}
