import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/leerroute";
import { Readiness } from "~/components/learning/readiness";
import { LeerrouteSettingsForm } from "~/components/learning/leerroute-settings-form";
import { TodayLine } from "~/components/learning/today";
import { WithoutPicturesField } from "~/components/practice/tabs";
import { SITTINGS } from "~/lib/learning/sittings";
import { withoutPicturesSchema } from "~/lib/schemas/practice";
import { dutchDay } from "~/lib/dates";
import { dutchErrors } from "~/lib/schemas/errors";
import { LEARNING_MESSAGES, leerrouteSettingsSchema } from "~/lib/schemas/learning";
import { countOf } from "~/lib/plural";
import { pageMeta } from "~/lib/seo";
import { sectionPath } from "~/lib/leerstof";
import { sectionsToReread } from "~/models/study-guide.server";
import { attemptOf, findActiveAttempt, startAttempt } from "~/models/attempts.server";
import { leerrouteOverview, todaysSession } from "~/models/leerroute.server";
import {
  getPracticePreferences,
  getLeerrouteSettings,
  saveLeerrouteSettings,
  savePracticePreferences,
} from "~/models/practice-settings.server";
import { readForm } from "~/services/requests/form.server";
import { redirectWithToast } from "~/services/requests/session.server";
import { requireUser, viewerOf } from "~/services/requests/viewer.server";

export const handle = { breadcrumb: () => "Leerroute" };

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Leerroute", path: "/leerroute", noindex: true });

const LEERROUTE_TITLE = SITTINGS.route.title;
/** A sitting runs on the practice question screen, opened where the question starts. */
const SITTING_URL = "/practice?tab=personal&t=1#vraag";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const subject = { userId: user.id };
  const settings = getLeerrouteSettings(subject);
  const full = leerrouteOverview({ userId: user.id, isPremium: user.isPremium }, settings, new Date());
  // Free accounts see their figure without the detail per part: it is not sent to them at all.
  const overview = user.isPremium ? full : { ...full, readiness: { ...full.readiness, parts: [] } };
  const active = findActiveAttempt(subject, "personal");
  const paused = active ? attemptOf(active, subject)?.title === LEERROUTE_TITLE : false;
  const reread = sectionsToReread(user.id, user.isPremium).map((s) => ({ ...s, href: sectionPath(s.subject, s.id) }));
  return {
    isPremium: user.isPremium,
    settings,
    overview,
    paused,
    reread,
    withoutPictures: getPracticePreferences(subject).withoutPictures,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const { role } = viewerOf(context);
  const subject = { userId: user.id };
  const form = await readForm(request);
  const now = new Date();

  if (form.get("intent") === "save-settings") {
    const submission = parseWithZod(form, { schema: leerrouteSettingsSchema, error: dutchErrors });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    const { examDate, daysPerWeek, retention, back } = submission.value;
    if (examDate && examDate < dutchDay(now)) {
      return data({ result: submission.reply({ fieldErrors: { examDate: [LEARNING_MESSAGES.examDateFuture] } }) }, { status: 400 });
    }
    saveLeerrouteSettings(subject, { examDate: examDate ?? null, daysPerWeek, retention: retention / 100 }, now);
    return redirectWithToast(request, back, { title: "Leerroute bijgewerkt", variant: "success" });
  }

  if (form.get("intent") === "start") {
    // The route is a premium feature: the server decides, whatever the page offered.
    if (!user.isPremium) return redirect("/promo");
    const choice = parseWithZod(form, { schema: withoutPicturesSchema });
    const withoutPictures = choice.status === "success" && choice.value.zonderFotos;
    savePracticePreferences(subject, { withoutPictures }, now);
    const session = todaysSession({ userId: user.id, isPremium: true }, getLeerrouteSettings(subject), now, { withoutPictures });
    if (session.questionIds.length === 0) {
      return redirectWithToast(request, "/leerroute", {
        title: "Klaar voor vandaag",
        description: "Er staat vandaag niets meer op je route.",
      });
    }
    const started = startAttempt(
      {
        subject,
        role,
        mode: "personal",
        title: LEERROUTE_TITLE,
        questionIds: session.questionIds,
        ordered: true,
        requestedCount: session.questionIds.length,
        withoutPictures,
      },
      now,
    );
    return redirect(started.ok ? SITTING_URL : "/leerroute");
  }
  return data({ result: null }, { status: 400 });
}

export default function LearningRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { isPremium, overview, settings, paused, reread, withoutPictures } = loaderData;
  return (
    <>
      <h1>Leerroute</h1>
      <section className="card" aria-labelledby="today-title">
        <h2 id="today-title">Vandaag</h2>
        {isPremium ? (
          <>
            <TodayLine
              plan={overview.plan}
              examDate={overview.examDate}
              pastExamDate={overview.pastExamDate}
              nextDueAt={overview.nextDueAt}
            />
            <p className="muted">
              Eerst de vragen die terug moeten komen (de langst wachtende eerst), dan nieuwe vragen uit je zwakste onderdelen; onderdelen
              die gelijk staan wisselen elkaar af, zoals in het examen. Je kunt stoppen wanneer je wilt en later verder gaan.
            </p>
            {paused ? (
              <Link to={SITTING_URL} className="button">
                Ga verder met je leerroute
              </Link>
            ) : (
              <Form method="post">
                <WithoutPicturesField defaultChecked={withoutPictures} />
                <button type="submit" name="intent" value="start">
                  Start de leerroute van vandaag
                </button>
              </Form>
            )}
          </>
        ) : (
          <p>
            De leerroute plant je herhalingen en nieuwe vragen tot je examendatum. Dat is een premiumfunctie.{" "}
            <Link to="/promo">Word premium</Link>
          </p>
        )}
        <p>
          <Link to="/mijn-fouten">Mijn fouten oefenen</Link>
        </p>
      </section>

      {reread.length ? (
        <section className="card" aria-labelledby="reread-title">
          <h2 id="reread-title">Lees dit na</h2>
          <p>Bij deze paragrafen gaan vragen steeds opnieuw fout. Lees ze na voor je verder oefent.</p>
          <ul>
            {reread.map((s) => (
              <li key={s.id}>
                <Link to={s.href}>{s.title}</Link> ({countOf(s.questions, "vraag", "vragen")} steeds fout)
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="card" aria-labelledby="ready-title">
        <h2 id="ready-title">Examenklaar</h2>
        <Readiness {...overview.readiness} examDate={overview.examDate} />
        <p className="muted">
          Je hebt {overview.seen} van de {overview.total} vragen minstens één keer beantwoord.
        </p>
      </section>

      <section className="card" aria-labelledby="instellingen">
        <h2 id="instellingen">Examendatum en tempo</h2>
        <LeerrouteSettingsForm defaults={settings} back="/leerroute" lastResult={actionData?.result} />
      </section>
    </>
  );
}
