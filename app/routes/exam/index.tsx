import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/index";
import { ExamHistory } from "~/components/exam/exam-history";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { FieldError, FormError } from "~/components/ui/field";
import { dayAndTime } from "~/lib/dates";
import {
  DEFAULT_EXAM_MINUTES,
  FREE_EXAM_INTERVAL_DAYS,
  MAX_EXAM_MINUTES,
  MIN_EXAM_MINUTES,
  withoutPicturesBlueprint,
  type Blueprint,
} from "~/lib/exam/rules";
import { dutchErrors } from "~/lib/schemas/errors";
import { startExamSchema } from "~/lib/schemas/exam";
import { pageMeta } from "~/lib/seo";
import { examHistory } from "~/models/exam-results.server";
import { activeExamId, examBlueprint, missingExamPictures, nextExamAllowedAt, startExam } from "~/models/exams.server";
import { getExamSettings, saveExamSettings } from "~/models/practice-settings.server";
import { readForm } from "~/services/requests/form.server";
import { requireUser, viewerOf } from "~/services/requests/viewer.server";

export const handle = { breadcrumb: () => "Examen" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Examen oefenen",
    description:
      "Maak een oefenexamen zoals het echte theorie-examen jachtgeweeractiviteit: 75 vragen, 25 bij een foto, geslaagd bij 53 goed.",
    path: "/examen",
  });

const DEFAULT_BLUEPRINT: Blueprint = { total: 75, pictures: 25, passMark: 53, categories: {} };

export async function loader({ context }: Route.LoaderArgs) {
  const { user, subject } = viewerOf(context);
  const blueprint = examBlueprint() ?? DEFAULT_BLUEPRINT;
  const shape = { total: blueprint.total, pictures: blueprint.pictures, passMark: blueprint.passMark };
  const noPictures = withoutPicturesBlueprint(blueprint);
  const shapes = { full: shape, withoutPictures: { total: noPictures.total, passMark: noPictures.passMark } };
  const missingPictures = missingExamPictures(user?.isPremium ?? false);
  if (!user || !subject) return { loggedIn: false as const, shapes, missingPictures };
  const now = new Date();
  const nextAt = nextExamAllowedAt(user.id, user.isPremium, now);
  const settings = getExamSettings(subject);
  return {
    loggedIn: true as const,
    shapes,
    missingPictures,
    isPremium: user.isPremium,
    running: activeExamId(user.id),
    nextAt: nextAt?.toISOString() ?? null,
    timerMinutes: settings.timerMinutes,
    withoutPictures: settings.withoutPictures,
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
  const withoutPictures = submission.value.zonderFotos;
  if (subject) saveExamSettings(subject, { timerMinutes, withoutPictures }, now);
  const started = startExam(user, { timerMinutes, withoutPictures }, now);
  if (started.ok) return redirect(`/examen/${started.examId}?vraag=1#vraag`);
  const message =
    started.reason === "wait"
      ? `Met een gratis account kun je één examen per ${FREE_EXAM_INTERVAL_DAYS} dagen maken. Je volgende examen kan vanaf ${dayAndTime(started.nextAt)}.`
      : "Er zijn op dit moment geen vragen om een examen mee samen te stellen.";
  return data({ result: submission.reply({ formErrors: [message] }) }, { status: started.reason === "wait" ? 429 : 503 });
}

export default function ExamIndex({ loaderData, actionData }: Route.ComponentProps) {
  const { full: shape, withoutPictures } = loaderData.shapes;
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
        <p>
          Kun je de foto&apos;s niet zien, bijvoorbeeld omdat je een schermlezer gebruikt? Kies dan het examen zonder fotovragen:{" "}
          {withoutPictures.total} vragen, geslaagd met {withoutPictures.passMark} of meer goed.
        </p>
        <p className="muted">
          Elk examen vraagt alle twaalf examenonderwerpen. Hoe de vragen over de onderwerpen verdeeld zijn, is onze eigen benadering: de
          officiële weging staat niet in de bronnen die wij hebben kunnen controleren.
        </p>
      </section>
      {loaderData.missingPictures > 0 && (!loaderData.loggedIn || (!loaderData.running && !loaderData.nextAt)) ? (
        <MissingPictures
          missing={loaderData.missingPictures}
          wanted={shape.pictures}
          freeAccount={loaderData.loggedIn && !loaderData.isPremium}
        />
      ) : null}
      {loaderData.loggedIn ? <ExamStart {...loaderData} lastResult={actionData?.result} /> : <LoggedOut />}
    </>
  );
}

/** Before the start: the photos are not (all) there yet, so a full exam would lack picture questions. */
function MissingPictures({ missing, wanted, freeAccount }: { missing: number; wanted: number; freeAccount: boolean }) {
  const available = wanted - missing;
  return (
    <div className="notice" id="missing-pictures">
      <p>
        {available === 0 ? "Er zijn nog geen foto's opgehaald." : "Er zijn nog niet genoeg foto's opgehaald."} Een examen heeft daarom nu{" "}
        {available} van de {wanted} vragen bij een foto; in plaats daarvan krijg je vragen uit de rest van de vragenbank.
      </p>
      {freeAccount ? (
        <p>
          Zo&apos;n examen telt niet mee als je examen van deze week: je kunt daarna gewoon een volledig examen maken. Het examen zonder
          fotovragen telt wel mee.
        </p>
      ) : null}
    </div>
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

function ExamStart({ running, nextAt, isPremium, timerMinutes, withoutPictures, shapes, history, lastResult }: StartProps) {
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
        <StartForm
          timerMinutes={timerMinutes}
          withoutPictures={withoutPictures}
          shapes={shapes}
          isPremium={isPremium}
          lastResult={lastResult}
        />
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
  withoutPictures,
  shapes,
  isPremium,
  lastResult,
}: {
  timerMinutes: number | null;
  withoutPictures: boolean;
  shapes: StartProps["shapes"];
  isPremium: boolean;
  lastResult: StartProps["lastResult"];
}) {
  const { form, fields, warm } = useValidatedForm("startExam", {
    id: "start-exam",
    lastResult,
    defaultValue: { zonderFotos: withoutPictures, timer: timerMinutes !== null, minutes: timerMinutes ?? DEFAULT_EXAM_MINUTES },
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
          <legend>Soort examen</legend>
          <label className="checkbox">
            <input {...getInputProps(fields.zonderFotos, { type: "checkbox" })} key={fields.zonderFotos.key} aria-describedby="kind-hint" />
            Examen zonder fotovragen
          </label>
          <p className="muted" id="kind-hint">
            {shapes.withoutPictures.total} vragen zonder foto, geslaagd met {shapes.withoutPictures.passMark} of meer goed. Voor wie de
            foto&apos;s niet kan zien. Zonder dit vinkje maak je het volledige examen van {shapes.full.total} vragen, waarvan{" "}
            {shapes.full.pictures} bij een foto.
            {isPremium ? "" : " Het telt mee als je examen van deze week, net als het volledige examen."}
          </p>
        </fieldset>
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
