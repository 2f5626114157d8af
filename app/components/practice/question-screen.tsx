import { memo, useEffect, useRef, useState, type RefObject } from "react";
import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { ANIMAL_NOTICE_MS } from "~/lib/practice/engine";
import type { QuestionView } from "~/lib/practice/views";
import { ProgressBar } from "./progress-bar";
import { AlertError } from "~/components/ui/field";
import { GuideLinks } from "~/components/guide-links";
import { QuestionSource } from "./question-source";
import { FeedbackForm, firstError, type FeedbackReply } from "./feedback-form";
import { OptionMark, optionVerdict, ResultTitle } from "./option-verdict";
import { QuestionPhoto } from "./species-photo";

type Props = {
  view: QuestionView;
  /** The action's answer to the last check or step, when it refused it. */
  answerResult?: SubmissionResult<string[]>;
  /** The action's answer to feedback sent without JavaScript. */
  feedback?: FeedbackReply;
};

const LETTERS = ["A", "B", "C", "D"];

/**
 * The question, its options and, once checked, the verdict. Rendered again only when the question or
 * the action's reply changes: the router's state changes three times in a step (submitting, loading,
 * done), and only the buttons follow it (StepButtons), so a step renders the options once, not three
 * times, and React does not write every option's name and type again at each of those changes.
 */
export const QuestionScreen = memo(function QuestionScreen({ view, answerResult, feedback }: Props) {
  const answerError = firstError(answerResult);
  // Whether a step is on its way (kept up to date by StepButtons), for the keys.
  const busyRef = useRef(false);
  const pendingEnter = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [noticeVisible, setNoticeVisible] = useState(view.animalOnly);
  const shortcutsShown = useShortcutsLikely();

  // With JavaScript: the animal-only notice disappears after five seconds.
  useEffect(() => {
    if (!view.animalOnly) return;
    const timer = window.setTimeout(() => setNoticeVisible(false), ANIMAL_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [view.animalOnly, view.attemptId]);

  // A new question: move focus to it, as a page load would.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [view.position]);

  // Keys 1–4 choose an option; Enter checks, or goes on once the answer is shown. What is on the
  // screen decides, not what an earlier render saw: a new result is painted before effects re-run.
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === "TEXTAREA" || (target.tagName === "INPUT" && (target as HTMLInputElement).type === "text"))) return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const form = formRef.current;
      if (!form) return;
      const primary = form.querySelector<HTMLButtonElement>('button[data-primary="true"]');
      if (!primary && ["1", "2", "3", "4"].includes(event.key)) {
        const radio = form.querySelector<HTMLInputElement>(`input[name="answer"][value="${Number(event.key) - 1}"]:not(:disabled)`);
        radio?.click();
        radio?.focus();
        event.preventDefault();
      } else if (
        event.key === "Enter" &&
        target?.tagName !== "A" &&
        !(target?.tagName === "BUTTON" && !(target as HTMLButtonElement).disabled)
      ) {
        event.preventDefault();
        // Pressed while a step is still on its way: going on waits until that step is done.
        if (busyRef.current) {
          pendingEnter.current = primary !== null;
          return;
        }
        (primary ?? form.querySelector<HTMLButtonElement>('button[value="check"]'))?.click();
      }
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const number = view.position + 1;
  // id "vraag": every step into a question opens the page here, below the page's title and tabs.
  return (
    <section className="question-screen" id="vraag" aria-labelledby="question-title">
      <div className="question-meta">
        <p className="question-count">
          Vraag {number} van {view.total}
        </p>
        <p className="muted">{view.categoryName}</p>
      </div>
      <ProgressBar value={number} max={view.total} label="Voortgang in deze test" />

      {view.animalOnly && noticeVisible ? (
        <p className="notice" role="status">
          Alleen vragen over dierherkenning zijn op dit moment beschikbaar.
        </p>
      ) : null}

      <div className={view.image ? "question-body question-body-photo" : "question-body"}>
        {view.image ? <QuestionPhoto image={view.image} first /> : null}

        <Form method="post" ref={formRef} className="question-form" preventScrollReset>
          <input type="hidden" name="attemptId" value={view.attemptId} />
          <input type="hidden" name="position" value={view.position} />
          <fieldset aria-describedby={answerError ? "answer-error" : undefined} aria-invalid={answerError ? true : undefined}>
            <legend>
              <h2 id="question-title" ref={headingRef} tabIndex={-1}>
                {view.questionText}
              </h2>
            </legend>
            <AlertError id="answer-error" error={answerError} />
            <div className="options">
              {view.options.map((option, i) => {
                const verdict = optionVerdict(i, view.revealed ? view.correctOption : null, view.selectedOption);
                return (
                  <label key={`${view.position}-${i}`} className={`option ${verdict?.className ?? ""}`}>
                    <input type="radio" name="answer" value={i} defaultChecked={view.selectedOption === i} disabled={view.revealed} />
                    <span className="option-letter" aria-hidden="true">
                      {i + 1}
                    </span>
                    <span className="option-text">{option}</span>
                    {verdict ? <OptionMark verdict={verdict} /> : null}
                    <span className="visually-hidden"> (optie {LETTERS[i]})</span>
                  </label>
                );
              })}
            </div>
          </fieldset>

          <StepButtons view={view} formRef={formRef} busyRef={busyRef} pendingEnter={pendingEnter} />
          {/* Only where the keys work and someone likely has them: with JavaScript and a mouse (not on a touch screen). */}
          {shortcutsShown ? <p className="muted shortcut-hint">Sneltoetsen: 1–4 kiest een antwoord, Enter gaat verder.</p> : null}
          {/* After the buttons: once checked, 'Volgende vraag' has focus and the browser brings it into view, with the
              marked options just above it and the verdict just below, also without JavaScript. */}
          <div className="result-region" id="result-region" role="status" aria-live="polite">
            {view.revealed ? (
              <div className={`result ${view.isCorrect ? "result-correct" : "result-wrong"}`}>
                <ResultTitle isCorrect={view.isCorrect === true} />
                <p>{view.explanation ?? "Geen uitleg beschikbaar."}</p>
                <QuestionSource source={view.source} checkedOn={view.checkedOn} />
                <GuideLinks guide={view.guide} />
              </div>
            ) : null}
          </div>
        </Form>
      </div>

      {view.grade ? <GradeForm view={view} /> : null}

      <FeedbackForm questionRef={view.questionRef} formKey={`${view.attemptId}-${view.position}`} reply={feedback} />
    </section>
  );
});

type StepButtonsProps = {
  view: QuestionView;
  formRef: RefObject<HTMLFormElement | null>;
  busyRef: RefObject<boolean>;
  pendingEnter: RefObject<boolean>;
};

/** The buttons of a step: the one part of the question that follows the router's state. */
function StepButtons({ view, formRef, busyRef, pendingEnter }: StepButtonsProps) {
  // Only a submission in flight blocks the buttons; a page that is still loading or revalidating
  // after it does not (a step the server has already taken is refused as stale anyway).
  const busy = useNavigation().state === "submitting";
  busyRef.current = busy;

  // An Enter that waited for the previous step: carry it out now.
  useEffect(() => {
    if (busy || !pendingEnter.current) return;
    pendingEnter.current = false;
    formRef.current?.querySelector<HTMLButtonElement>('button[data-primary="true"]')?.click();
  }, [busy, view.position, formRef, pendingEnter]);

  return (
    <div className="button-row question-buttons">
      {view.canGoBack ? (
        <button type="submit" name="intent" value="previous" className="button-secondary" disabled={busy}>
          Vorige vraag
        </button>
      ) : null}
      {/* Keys: each is a new button, so 'Volgende vraag' takes focus (autoFocus) after the check with JavaScript too. */}
      {!view.revealed ? (
        <button key="check" type="submit" name="intent" value="check" disabled={busy}>
          Controleer antwoord
        </button>
      ) : view.isLast ? (
        <button
          key="finish"
          type="submit"
          name="intent"
          value="finish"
          data-primary="true"
          disabled={busy}
          autoFocus
          aria-describedby="result-region"
        >
          Bekijk resultaat
        </button>
      ) : (
        <button
          key="next"
          type="submit"
          name="intent"
          value="next"
          data-primary="true"
          disabled={busy}
          autoFocus
          aria-describedby="result-region"
        >
          Volgende vraag
        </button>
      )}
    </div>
  );
}

/**
 * Whether keyboard shortcuts are worth mentioning: JavaScript runs (this is an effect) and the main
 * pointer is a mouse or touchpad that can hover, so a keyboard is likely at hand. Never on the server.
 */
function useShortcutsLikely() {
  const [likely, setLikely] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(hover: hover) and (pointer: fine)");
    const update = () => setLikely(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return likely;
}

/**
 * After a right answer: was it a doubt or easy? That tells the learning route when to bring the
 * question back (FSRS Hard or Easy instead of Good). Plain form buttons, without JavaScript too.
 */
function GradeForm({ view }: { view: QuestionView }) {
  if (view.grade !== "good") {
    return <p className="muted">Genoteerd: {view.grade === "hard" ? "je twijfelde" : "dit was makkelijk"}.</p>;
  }
  return (
    <Form method="post" className="grade-form" preventScrollReset>
      <input type="hidden" name="intent" value="rate" />
      <input type="hidden" name="attemptId" value={view.attemptId} />
      <input type="hidden" name="position" value={view.position} />
      <fieldset>
        <legend>Hoe zeker was je?</legend>
        <div className="button-row">
          <button type="submit" name="rating" value="hard" className="button-secondary">
            Twijfel
          </button>
          <button type="submit" name="rating" value="easy" className="button-secondary">
            Makkelijk
          </button>
        </div>
      </fieldset>
    </Form>
  );
}
