import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { PageError } from "~/components/page-error";
import type { Route } from "./+types/chapter";
import type { BreadcrumbHandle } from "~/components/breadcrumbs";
import { GuidePhoto, GuideRefusal } from "~/components/guide/species-guide";
import { JsonLd } from "~/components/json-ld";
import { LimitLink } from "~/components/practice/tabs";
import { useSiteInfo } from "~/components/site-info";
import { SourceList } from "~/components/source-text";
import { DESCRIPTION_LENGTH, excerpt } from "~/lib/blog";
import { calendarDayText } from "~/lib/dates";
import { chapterPath, knownText, sectionFormAnchor } from "~/lib/leerstof";
import { isSectionForm, LEERSTOF_MESSAGES, sectionFormSchema } from "~/lib/schemas/leerstof";
import { GUIDE_PRACTICE_MESSAGES } from "~/lib/schemas/species-guide";
import { countOf } from "~/lib/plural";
import { retryAfterHeaders } from "~/lib/retry-after";
import { pageMeta } from "~/lib/seo";
import { speciesPath } from "~/lib/soorten";
import { guidePageLd } from "~/lib/structured-data-guides";
import { getLeerrouteSettings, remainingToday } from "~/models/practice-settings.server";
import { standingPhotos } from "~/models/species-guide.server";
import {
  chapterBySlug,
  chapterKnowledge,
  sectionQuestionIds,
  speciesNames,
  sectionStandings,
  setSectionRead,
  type SectionStanding,
} from "~/models/study-guide.server";
import { clientIpContext } from "~/platform/request-context";
import { startQuestionSet } from "~/services/commands/guide-practice.server";
import { answerGuideStart, refuseGuideForm } from "~/services/requests/guide-answer.server";
import { readForm } from "~/services/requests/form.server";
import { redirectWithToast } from "~/services/requests/session.server";
import { viewerOf } from "~/services/requests/viewer.server";

const NOT_FOUND = "Hoofdstuk niet gevonden";
/** A section's photo: beside the text on a wide screen, the column's width on a phone. */
const STUDY_PHOTO_SIZES = "(min-width: 48rem) 16rem, calc(100vw - 2rem)";

export const headers = retryAfterHeaders;

export const handle: BreadcrumbHandle = {
  breadcrumb: (loaderData) => (loaderData as { chapter?: { title: string } } | undefined)?.chapter?.title ?? NOT_FOUND,
};

export function loader({ params, context }: Route.LoaderArgs) {
  const { user, role, subject } = viewerOf(context);
  const found = params.chapter.length <= 100 ? chapterBySlug(params.chapter, role === "premium") : null;
  if (!found) throw data(null, { status: 404 });
  const { chapter, sections } = found;
  const now = new Date();
  const names = speciesNames();
  const photos = standingPhotos([...new Set(sections.flatMap((s) => s.species))]);
  const retention = user ? getLeerrouteSettings({ userId: user.id }).retention : 0;
  const known = user ? (chapterKnowledge(user.id, role === "premium", retention, now).get(chapter.subject) ?? null) : null;
  const standings = user
    ? sectionStandings(
        user.id,
        sections.map((s) => s.id),
        role === "premium",
        retention,
        now,
      )
    : null;
  return {
    chapter: { ...chapter, path: chapterPath(chapter.subject) },
    sections: sections.map((s) => ({
      id: s.id,
      number: `${chapter.subject}.${s.position + 1}`,
      title: s.title,
      // Sanitised when it was imported (app/platform/markdown.server.ts).
      html: s.content,
      sources: s.sources,
      species: s.species.flatMap((id) => {
        const name = names.get(id);
        return name ? [{ id, name }] : [];
      }),
      // The first animal the section speaks of that has a photo in our bank.
      photo:
        s.species.flatMap((id) => {
          const photo = photos.get(id);
          return photo ? [{ name: names.get(id) ?? id, photo }] : [];
        })[0] ?? null,
      checkedOn: s.checkedOn,
      lawAsOf: s.lawAsOf,
      questionCount: s.questionCount,
      standing: standings?.get(s.id) ?? null,
    })),
    description: excerpt(chapter.intro, DESCRIPTION_LENGTH),
    checkedOn: sections.reduce<string | null>((newest, s) => (!newest || s.checkedOn > newest ? s.checkedOn : newest), null),
    isLoggedIn: Boolean(user),
    known: known ? knownText(known, "dit hoofdstuk") : null,
    testsLeft: remainingToday(subject, role, "personal", now),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  if (!loaderData) return pageMeta(matches, { title: NOT_FOUND, path: `/leerstof/${params.chapter}`, noindex: true });
  return pageMeta(matches, {
    title: `${loaderData.chapter.title} – leerstof jachtexamen`,
    description: loaderData.description,
    path: loaderData.chapter.path,
    type: "article",
  });
};

/** 'Gelezen' (for a logged-in user) and 'Oefen deze paragraaf' (for anyone, within their allowance). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = viewerOf(context);
  const form = await readForm(request);
  const found = params.chapter.length <= 100 ? chapterBySlug(params.chapter, viewer.role === "premium") : null;
  if (!found) throw data(null, { status: 404 });
  const path = chapterPath(found.chapter.subject);
  const submission = parseWithZod(form, { schema: sectionFormSchema });
  // A form that is not one of this page's is refused; a section that left the guide since the page was
  // opened is said on the page.
  if (submission.status !== "success" && !isSectionForm(form)) return refuseGuideForm(400, GUIDE_PRACTICE_MESSAGES.invalid);
  const section = submission.status === "success" ? found.sections.find((s) => s.id === submission.value.section) : undefined;
  if (submission.status !== "success" || !section) {
    return redirectWithToast(request, path, { title: LEERSTOF_MESSAGES.unknownSection, variant: "error" });
  }
  const value = submission.value;
  if (value.intent === "read") {
    if (!viewer.user) throw redirect(`/auth?next=${encodeURIComponent(`${path}#${section.id}`)}`);
    setSectionRead(viewer.user.id, section.id, value.read === "1");
    return redirect(`${path}#${sectionFormAnchor(section.id)}`);
  }
  const started = await startQuestionSet(
    { viewer, request, ip: context.get(clientIpContext), now: new Date() },
    {
      title: `Paragraaf ${found.chapter.subject}.${section.position + 1}: ${section.title}`,
      questionIds: sectionQuestionIds(section.id, viewer.role === "premium"),
    },
  );
  return answerGuideStart(
    request,
    started,
    `${path}#${sectionFormAnchor(section.id)}`,
    "Deze paragraaf heeft nu geen vragen om te oefenen.",
    Boolean(viewer.user),
  );
}

type Section = Route.ComponentProps["loaderData"]["sections"][number];

export default function Chapter({ loaderData, actionData }: Route.ComponentProps) {
  const { chapter, sections, isLoggedIn, testsLeft } = loaderData;
  const site = useSiteInfo();
  const read = sections.filter((s) => s.standing?.read).length;
  return (
    <article className="study-chapter">
      <header>
        <p className="study-kicker">Leerstof · hoofdstuk {chapter.subject}</p>
        <h1>{chapter.title}</h1>
        <GuideRefusal error={actionData?.error} />
        <p className="study-intro">{chapter.intro}</p>
        {isLoggedIn ? (
          <p className="study-standing">
            Je hebt {read} van de {sections.length} paragrafen gelezen.{loaderData.known ? ` ${loaderData.known}` : ""}
          </p>
        ) : (
          <p className="study-standing muted">
            <Link to={`/auth?next=${encodeURIComponent(chapter.path)}`}>Log in</Link> om bij te houden wat je gelezen hebt en hoeveel je al
            weet.
          </p>
        )}
      </header>
      <nav className="study-toc" aria-labelledby="toc-title">
        <h2 id="toc-title">Paragrafen</h2>
        <ol>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>
                <span className="study-number">{s.number}</span> {s.title}
              </a>
              {s.standing?.read ? <span className="study-read-mark"> · gelezen</span> : null}
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s) => (
        <StudySection key={s.id} section={s} isLoggedIn={isLoggedIn} testsLeft={testsLeft} />
      ))}
      <p className="study-back">
        <Link to="/leerstof">Alle hoofdstukken</Link> · <Link to="/zoeken">Zoeken in de leerstof</Link>
      </p>
      {site ? (
        <JsonLd
          data={guidePageLd(site, {
            path: chapter.path,
            title: chapter.title,
            description: loaderData.description,
            checkedOn: loaderData.checkedOn,
            about: sections.map((s) => s.title),
          })}
        />
      ) : null}
    </article>
  );
}

function StudySection({ section, isLoggedIn, testsLeft }: { section: Section; isLoggedIn: boolean; testsLeft: number | null }) {
  const checked = calendarDayText(section.checkedOn);
  const lawAsOf = calendarDayText(section.lawAsOf);
  return (
    <section id={section.id} className="study-section" aria-labelledby={`${section.id}-titel`}>
      <h2 id={`${section.id}-titel`}>
        <span className="study-number">{section.number}</span> {section.title}
      </h2>
      <p className="study-dates muted">
        {lawAsOf ? <>Stand van de wet op {lawAsOf} · </> : null}
        Gecontroleerd op {checked}
      </p>
      {section.photo ? (
        <div className="study-photo">
          <GuidePhoto photo={section.photo.photo} name={section.photo.name} sizes={STUDY_PHOTO_SIZES} />
        </div>
      ) : null}
      <div className="prose" dangerouslySetInnerHTML={{ __html: section.html }} />
      {section.species.length ? (
        <p className="study-species">
          In de soortengids:{" "}
          {section.species.map((s, i) => (
            <span key={s.id}>
              {i > 0 ? ", " : null}
              <Link to={speciesPath(s.id)}>{s.name}</Link>
            </span>
          ))}
        </p>
      ) : null}
      <SourceList sources={section.sources} />
      <div className="study-actions" id={sectionFormAnchor(section.id)}>
        {section.standing ? <Standing standing={section.standing} questionCount={section.questionCount} /> : null}
        <div className="button-row">
          {section.questionCount > 0 ? (
            testsLeft === 0 ? (
              <p className="study-limit">
                Je dagelijkse limiet voor tests is bereikt. <LimitLink isLoggedIn={isLoggedIn} />
              </p>
            ) : (
              <Form method="post">
                <input type="hidden" name="section" value={section.id} />
                <button type="submit" name="intent" value="practise">
                  Oefen deze paragraaf ({countOf(section.questionCount, "vraag", "vragen")})
                </button>
              </Form>
            )
          ) : null}
          {section.standing ? <ReadButton sectionId={section.id} read={section.standing.read} /> : null}
        </div>
      </div>
    </section>
  );
}

/** How much of the section a logged-in candidate knows: the readiness figure's estimate over its questions. */
function Standing({ standing, questionCount }: { standing: SectionStanding; questionCount: number }) {
  const text = knownText({ ...standing, questions: questionCount }, "deze paragraaf");
  return text ? <p className="study-known">{text}</p> : null;
}

/** 'Gelezen': a plain form button that marks the section as read, and, pressed again, takes the mark back. */
function ReadButton({ sectionId, read }: { sectionId: string; read: boolean }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="section" value={sectionId} />
      <input type="hidden" name="read" value={read ? "0" : "1"} />
      <button type="submit" name="intent" value="read" className="button-secondary study-read" aria-pressed={read}>
        {read ? <span aria-hidden="true">✓ </span> : null}
        Gelezen
      </button>
    </Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PageError
      error={error}
      notFound={{ title: NOT_FOUND, text: "Dit hoofdstuk bestaat niet." }}
      failed="Het hoofdstuk kon niet worden geladen. Probeer het later opnieuw."
      back={{ to: "/leerstof", label: "Naar de leerstof" }}
    />
  );
}
