import { memo, useEffect, useRef, type FormEvent, type RefObject } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { QuestionPhoto } from "~/components/practice/species-photo";
import type { ExamQuestionView } from "~/lib/exam/views";
import { ExamTimer } from "./countdown";

/**
 * One question of a running exam. Everything is one form: every button saves the chosen answer and
 * then moves (previous, next, a question in the overview), flags, or hands in. No feedback is given.
 * The page opens at the question (#vraag): a small bar with the counters and the timer, the question,
 * its photo (capped to part of the screen) and the options, so that all of it fits on one screen.
 */
export function ExamQuestion({ view, confirming }: { view: ExamQuestionView; confirming: boolean }) {
  const number = view.position + 1;
  const isLast = view.position === view.total - 1;
  const flagger = useFetcher({ key: "exam-flag" });
  // The flag button is not disabled while it flags in place: a disabled button would lose focus.
  const busy = useNavigation().state === "submitting";
  const headingRef = useRef<HTMLHeadingElement>(null);
  const confirmRef = useRef<HTMLHeadingElement>(null);
  // With JavaScript the new question's heading gets focus, as a page load would start there.
  useEffect(() => {
    (confirming ? confirmRef : headingRef).current?.focus();
  }, [view.position, confirming]);

  // With JavaScript, flagging happens in place: the same form data goes to the same action, which
  // answers without a redirect, so the page neither reloads nor moves and focus stays on the button.
  const flagInPlace = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!(submitter instanceof HTMLButtonElement) || submitter.name !== "intent" || submitter.value !== "flag") return;
    event.preventDefault();
    if (flagger.state !== "idle") return;
    const data = new FormData(event.currentTarget, submitter);
    // Also where FormData ignores the submitter (older browsers): the button's own name and value.
    data.set("intent", "flag");
    data.set("inPlace", "1");
    void flagger.submit(data, { method: "post", action: `/examen/${view.examId}?vraag=${number}` });
  };

  const flagged = view.overview.filter((item) => item.flagged);

  return (
    <Form method="post" className="exam" preventScrollReset={false} onSubmit={flagInPlace}>
      <ExamQuestionBody view={view} headingRef={headingRef} />

      <div className="button-row question-buttons">
        {/* The first button is what Enter presses: on to the next question. */}
        {!isLast ? (
          <button type="submit" name="go" value={view.position + 1} disabled={busy}>
            Volgende vraag
          </button>
        ) : null}
        {view.position > 0 ? (
          <button type="submit" name="go" value={view.position - 1} className="button-secondary" disabled={busy}>
            Vorige vraag
          </button>
        ) : null}
        <span className="flag-control" id="markeren">
          <button type="submit" name="intent" value="flag" className="button-secondary" aria-describedby="flag-state" disabled={busy}>
            {view.flagged ? "Markering weghalen" : "Markeer deze vraag"}
          </button>
          {/* The state in words beside the button; with JavaScript a change is read out. */}
          <span id="flag-state" className="flag-state" role="status">
            {view.flagged ? (
              <>
                <span aria-hidden="true">★ </span>Gemarkeerd
              </>
            ) : null}
          </span>
        </span>
        <button type="submit" name="intent" value="hand-in" className="button-secondary" disabled={busy}>
          Inleveren
        </button>
      </div>

      {/* Below the buttons: Enter on an answer still presses 'Volgende vraag', never 'Ja, inleveren'. */}
      {confirming ? (
        <section className="card confirm" aria-labelledby="confirm-title">
          <h2 id="confirm-title" ref={confirmRef} tabIndex={-1}>
            Examen inleveren?
          </h2>
          <p>
            {view.unanswered === 0
              ? "Je hebt alle vragen beantwoord."
              : view.unanswered === 1
                ? "Je hebt 1 vraag nog niet beantwoord; die telt als fout."
                : `Je hebt ${view.unanswered} vragen nog niet beantwoord; die tellen als fout.`}{" "}
            Na het inleveren kun je niets meer wijzigen.
          </p>
          {flagged.length > 0 ? (
            <>
              <p id="flagged-list-title">
                {flagged.length === 1 ? "Je hebt 1 vraag gemarkeerd:" : `Je hebt ${flagged.length} vragen gemarkeerd:`}
              </p>
              <ul className="flagged-list" aria-labelledby="flagged-list-title">
                {flagged.map((item) => (
                  <li key={item.position}>
                    <Link to={`/examen/${view.examId}?vraag=${item.position + 1}#vraag`}>Vraag {item.position + 1}</Link>
                    {item.answered ? null : <span className="muted"> (open)</span>}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <div className="button-row">
            <button type="submit" name="intent" value="confirm-hand-in" disabled={busy}>
              Ja, inleveren
            </button>
            <Link to={`/examen/${view.examId}?vraag=${number}#vraag`} className="button button-secondary">
              Nee, verder met het examen
            </Link>
          </div>
        </section>
      ) : null}

      <nav className="exam-overview" aria-labelledby="overview-title">
        <h2 id="overview-title">Overzicht</h2>
        <p className="muted" id="overview-legend">
          Beantwoorde vragen zijn gevuld, gemarkeerde hebben een ★. Kies een nummer om naar die vraag te gaan; je antwoord op deze vraag
          wordt eerst bewaard.
        </p>
        {/* One switch for the 75 buttons while a step is on its way (a disabled fieldset disables what it holds). */}
        <fieldset disabled={busy} role="none">
          <ExamGrid overview={view.overview} position={view.position} />
        </fieldset>
      </nav>
    </Form>
  );
}

/**
 * The counters, the question and its options: rendered again only for another question, not at each
 * change of the router's state during a step (submitting, loading, done), which the buttons follow.
 */
const ExamQuestionBody = memo(function ExamQuestionBody({
  view,
  headingRef,
}: {
  view: ExamQuestionView;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const number = view.position + 1;
  return (
    <>
      <input type="hidden" name="position" value={view.position} />
      <div className="exam-bar" id="vraag">
        <p className="question-count">
          Vraag {number} van {view.total}
        </p>
        <p>
          {view.total - view.unanswered} beantwoord, {view.unanswered} open
        </p>
        {view.flagged ? (
          <p className="exam-bar-flag">
            <span aria-hidden="true">★ </span>Gemarkeerd
          </p>
        ) : null}
        {view.deadlineAt ? <ExamTimer deadlineAt={view.deadlineAt} /> : null}
      </div>
      {view.pictureCount < view.picturesWanted ? (
        <p className="notice">
          Dit examen heeft {view.pictureCount} in plaats van {view.picturesWanted} vragen bij een foto: er zijn nog niet genoeg foto&apos;s
          opgehaald. De andere vragen komen uit de rest van de vragenbank.
        </p>
      ) : null}

      <fieldset>
        <legend>
          <h2 id="question-title" ref={headingRef} tabIndex={-1}>
            {view.questionText}
          </h2>
        </legend>
        {view.image ? <QuestionPhoto image={view.image} first /> : null}
        <div className="options">
          {view.options.map((option, i) => (
            <label key={`${view.position}-${i}`} className="option">
              <input type="radio" name="answer" value={i} defaultChecked={view.selectedOption === i} />
              <span className="option-letter" aria-hidden="true">
                {i + 1}
              </span>
              <span className="option-text">{option}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
});

/** The overview's buttons, one per question: rendered again only when the exam's state changes. */
const ExamGrid = memo(function ExamGrid({ overview, position }: { overview: ExamQuestionView["overview"]; position: number }) {
  return (
    <ol className="exam-grid">
      {overview.map((item) => {
        const state = [item.answered ? "beantwoord" : "open", item.flagged ? "gemarkeerd" : null].filter(Boolean).join(", ");
        return (
          <li key={item.position}>
            <button
              type="submit"
              name="go"
              value={item.position}
              className={`exam-cell${item.answered ? " exam-cell-answered" : ""}${item.flagged ? " exam-cell-flagged" : ""}`}
              aria-current={item.position === position ? "step" : undefined}
              aria-label={`Vraag ${item.position + 1}, ${state}`}
            >
              {item.position + 1}
              {item.flagged ? <span aria-hidden="true">★</span> : null}
            </button>
          </li>
        );
      })}
    </ol>
  );
});
