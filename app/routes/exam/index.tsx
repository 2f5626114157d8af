import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/index";
import { ExamHistory } from "~/components/exam/exam-history";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { FieldError, FormError } from "~/components/ui/field";
import { dayAndTime } from "~/lib/dates";
import { DEFAULT_EXAM_MINUTES, FREE_EXAM_INTERVAL_DAYS, MAX_EXAM_MINUTES, MIN_EXAM_MINUTES } from "~/lib/exam/rules";
import { dutchErrors } from "~/lib/schemas/errors";
import { startExamSchema } from "~/lib/schemas/exam";
import { pageMeta } from "~/lib/seo";
import { activeExamId, examBlueprint, examHistory, nextExamAllowedAt, startExam } from "~/models/exams.server";
import { getExamSettings, saveExamSettings } from "~/models/practice-settings.server";
import { readForm } from "~/services/form.server";
import { requireUser, viewerOf } from "~/services/viewer.server";

export const handle = { breadcrumb: () => "Examen" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Examen oefenen",
    description:
      "Maak een oefenexamen zoals het echte theorie-examen jachtgeweeractiviteit: 75 vragen, 25 bij een foto, geslaagd bij 53 goed.",
    path: "/examen",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const { user, subject } = viewerOf(context);
  const blueprint = examBlueprint();
  const shape = { total: blueprint?.total ?? 75, pictures: blueprint?.pictures ?? 25, passMark: blueprint?.passMark ?? 53 };
  if (!user || !subject) return { loggedIn: false as const, shape };
  const now = new Date();
  const nextAt = nextExamAllowedAt(user.id, user.isPremium, now);
  return {
    loggedIn: true as const,
    shape,
    isPremium: user.isPremium,
    running: activeExamId(user.id),
    nextAt: nextAt?.toISOString() ?? null,
    timerMinutes: getExamSettings(subject).timerMinutes,
    history: examHistory(user.id),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const { subject } = viewerOf(context);
  const submission = parseWithZod(await readForm(request), { schema: startExamSchema, error: dutchErrors });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const now = new Date();
  const timerMinutes = submission.value.timer ? (submission.value.minutes ?? DEFAULT_EXAM_MINUTES) : null;
  if (subject) saveExamSettings(subject, { timerMinutes }, now);
  const started = startExam(user, timerMinutes, now);
  if (started.ok) return redirect(`/examen/${started.examId}`);
  const message =
    started.reason === "wait"
      ? `Met een gratis account kun je één examen per ${FREE_EXAM_INTERVAL_DAYS} dagen maken. Je volgende examen kan vanaf ${dayAndTime(started.nextAt)}.`
      : "Er zijn op dit moment geen vragen om een examen mee samen te stellen.";
  return data({ result: submission.reply({ formErrors: [message] }) }, { status: started.reason === "wait" ? 429 : 503 });
}

export default function ExamIndex({ loaderData, actionData }: Route.ComponentProps) {
  const { shape } = loaderData;
  return (
    <>
      <h1>Examen oefenen</h1>
      <section className="card prose" aria-labelledby="exam-how">
        <h2 id="exam-how">Zoals het echte theorie-examen</h2>
        <p>
          {shape.total} meerkeuzevragen, waarvan {shape.pictures} bij een foto. Je bent geslaagd met {shape.passMark} of meer goede
          antwoorden (minstens 70%). Tijdens het examen zie je niet of een antwoord goed is: je kunt vrij heen en weer, vragen markeren en
          antwoorden wijzigen tot je inlevert. Daarna krijg je de uitslag en bespreek je elke vraag na.
        </p>
        <p className="muted">
          Hoe de vragen over de onderwerpen verdeeld zijn, is onze eigen benadering: de officiële weging staat niet in de bronnen die wij
          hebben kunnen controleren.
        </p>
      </section>
      {loaderData.loggedIn ? <ExamStart {...loaderData} lastResult={actionData?.result} /> : <LoggedOut />}
    </>
  );
}

function LoggedOut() {
  return (
    <section className="card">
      <h2>Log in om een examen te maken</h2>
      <p>Je uitslag is het bewaren waard: met een account zie je al je examens terug. Een gratis account mag één examen per week maken.</p>
      <Link to="/auth?next=%2Fexamen" className="button">
        Inloggen / registreren
      </Link>
    </section>
  );
}

type StartProps = Extract<Route.ComponentProps["loaderData"], { loggedIn: true }> & {
  lastResult: Parameters<typeof useValidatedForm>[1]["lastResult"];
};

function ExamStart({ running, nextAt, isPremium, timerMinutes, history, lastResult }: StartProps) {
  return (
    <>
      {running ? (
        <section className="card">
          <h2>Je examen loopt nog</h2>
          <p>Je hebt een examen dat nog niet is ingeleverd. Je antwoorden zijn bewaard.</p>
          <Link to={`/examen/${running}`} className="button">
            Ga verder met je examen
          </Link>
        </section>
      ) : nextAt ? (
        <section className="card">
          <h2>Je volgende examen</h2>
          <p>
            Met een gratis account kun je één examen per {FREE_EXAM_INTERVAL_DAYS} dagen maken. Je volgende examen kan vanaf{" "}
            {dayAndTime(nextAt)}.
          </p>
          <Link to="/promo">Word premium</Link> voor onbeperkt examens uit de hele vragenbank.
        </section>
      ) : (
        <StartForm timerMinutes={timerMinutes} isPremium={isPremium} lastResult={lastResult} />
      )}
      <section className="card" aria-labelledby="exam-history">
        <h2 id="exam-history">Je examens</h2>
        <ExamHistory exams={history} />
      </section>
    </>
  );
}

function StartForm({
  timerMinutes,
  isPremium,
  lastResult,
}: {
  timerMinutes: number | null;
  isPremium: boolean;
  lastResult: StartProps["lastResult"];
}) {
  const { form, fields, warm } = useValidatedForm("startExam", {
    id: "start-exam",
    lastResult,
    defaultValue: { timer: timerMinutes !== null, minutes: timerMinutes ?? DEFAULT_EXAM_MINUTES },
  });
  return (
    <section className="card" aria-labelledby="exam-start">
      <h2 id="exam-start">Nieuw examen</h2>
      <p>
        {isPremium
          ? "Je examen komt uit de hele vragenbank."
          : `Je examen komt uit de gratis vragen. Met een gratis account kun je één examen per ${FREE_EXAM_INTERVAL_DAYS} dagen maken.`}
      </p>
      <Form method="post" {...getFormProps(form)} onFocus={warm}>
        <FormError id={form.errorId} errors={form.errors} title="Het examen kon niet starten" />
        <fieldset>
          <legend>Tijdslimiet</legend>
          <label className="checkbox">
            <input {...getInputProps(fields.timer, { type: "checkbox" })} key={fields.timer.key} />
            Met tijdslimiet
          </label>
          <div className="field">
            <label htmlFor={fields.minutes.id}>Tijd in minuten</label>
            <p className="muted" id="minutes-hint">
              Alleen met tijdslimiet. De officiële duur van het examen staat niet in onze bronnen; kies zelf ({MIN_EXAM_MINUTES}–
              {MAX_EXAM_MINUTES} minuten). Na de tijd worden je antwoorden ingeleverd zoals ze staan.
            </p>
            <input
              {...getInputProps(fields.minutes, { type: "number" })}
              key={fields.minutes.key}
              min={MIN_EXAM_MINUTES}
              max={MAX_EXAM_MINUTES}
              inputMode="numeric"
              aria-describedby={`minutes-hint ${fields.minutes.errorId}`}
            />
            <FieldError id={fields.minutes.errorId} errors={fields.minutes.errors} />
          </div>
        </fieldset>
        <button type="submit">Start examen</button>
      </Form>
    </section>
  );
}
