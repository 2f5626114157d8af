import { data, Link } from "react-router";
import { PageError } from "~/components/page-error";
import type { Route } from "./+types/species";
import type { BreadcrumbLabel } from "~/components/breadcrumbs";
import { GuidePhoto, GuidePracticeForm, GuideRefusal, LawSources } from "~/components/guide/species-guide";
import { QuestionSource } from "~/components/practice/question-source";
import { JsonLd } from "~/components/json-ld";
import { useSiteInfo } from "~/components/site-info";
import { sectionPath } from "~/lib/leerstof";
import { retryAfterHeaders } from "~/lib/retry-after";
import { pageMeta } from "~/lib/seo";
import { comparePath, groupAnchor, isSpeciesId, sentenceStart, SOORTEN_PATH, SPECIES_PHOTO_SIZES, speciesPath } from "~/lib/soorten";
import { speciesLd } from "~/lib/structured-data-guides";
import { guideSpecies, guideSpeciesLookalikes } from "~/models/species-guide.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { GUIDE_PRACTICE_MESSAGES, guidePracticeSchema } from "~/lib/schemas/species-guide";
import { clientIpContext } from "~/platform/request-context";
import { startGuidePractice } from "~/services/commands/guide-practice.server";
import { answerGuideStart, refuseGuideForm } from "~/services/requests/guide-answer.server";
import { readForm } from "~/services/requests/form.server";
import { viewerOf } from "~/services/requests/viewer.server";

const NOT_FOUND = "Soort niet gevonden";

type LoaderData = Awaited<ReturnType<typeof loader>>;

export const handle = {
  breadcrumb: (loaderData: unknown): BreadcrumbLabel => ({
    label: sentenceStart((loaderData as LoaderData | undefined)?.species.name ?? NOT_FOUND),
    parents: [{ href: SOORTEN_PATH, label: "Soortengids" }],
  }),
};

export const headers = retryAfterHeaders;

export function loader({ params, context }: Route.LoaderArgs) {
  const found = isSpeciesId(params.speciesId) ? guideSpecies(params.speciesId, viewerOf(context).role === "premium") : null;
  if (!found) throw data(null, { status: 404 });
  return { species: found, description: describe(found.name, found.scientificName, found.keyMark) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  // The page the form is on must exist: its address is where a refusal leads back to.
  if (!isSpeciesId(params.speciesId) || guideSpeciesLookalikes(params.speciesId) === null) throw data(null, { status: 404 });
  const submission = parseWithZod(await readForm(request), { schema: guidePracticeSchema });
  if (submission.status !== "success") return refuseGuideForm(400, GUIDE_PRACTICE_MESSAGES.invalid);
  const viewer = viewerOf(context);
  const started = await startGuidePractice({ viewer, request, ip: context.get(clientIpContext), now: new Date() }, submission.value);
  const empty =
    submission.value.intent === "oefen-soort" ? "Er zijn nu geen fotovragen van deze soort." : "Er zijn nu geen fotovragen van deze groep.";
  return answerGuideStart(request, started, speciesPath(params.speciesId), empty, Boolean(viewer.user));
}

/** The search description: the species, its scientific name and the mark that tells it apart. */
function describe(name: string, scientificName: string, keyMark: string) {
  const text = `${sentenceStart(name)} (${scientificName}) herkennen: ${keyMark.replace(/[.\s]+$/, "")}. Met foto's, kenmerken en soorten die erop lijken.`;
  return text.length <= 160 ? text : `${sentenceStart(name)} (${scientificName}) herkennen: foto's, kenmerken en soorten die erop lijken.`;
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const found = loaderData?.species;
  if (!found) return pageMeta(matches, { title: NOT_FOUND, path: speciesPath(params.speciesId), noindex: true });
  return pageMeta(matches, {
    title: `${sentenceStart(found.name)} herkennen`,
    description: loaderData.description,
    path: speciesPath(found.id),
    type: "article",
  });
};

export default function SpeciesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { species: s, description } = loaderData;
  const site = useSiteInfo();
  const name = sentenceStart(s.name);
  return (
    <article className="species-guide species-page">
      <header className="species-header">
        <h1>{name}</h1>
        <p className="species-scientific" lang="la">
          {s.scientificName}
        </p>
        <p className="muted">
          Groep: <Link to={`${SOORTEN_PATH}#${groupAnchor(s.group)}`}>{s.group}</Link>
        </p>
      </header>
      <GuideRefusal error={actionData?.error} />

      {s.photos.length > 0 ? (
        <section aria-labelledby="fotos-titel">
          <h2 id="fotos-titel">Foto's</h2>
          <ul className="guide-photos">
            {s.photos.map((photo) => (
              <li key={photo.key}>
                <GuidePhoto photo={photo} name={s.name} sizes={SPECIES_PHOTO_SIZES} />
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className="notice">Er zijn nog geen foto's van deze soort.</p>
      )}

      <section aria-labelledby="kenmerken-titel">
        <h2 id="kenmerken-titel">Kenmerken</h2>
        <div className="key-mark">
          <p className="key-mark-label">Zo herken je hem</p>
          <p>{s.keyMark}</p>
        </div>
        <ul className="marks">
          {s.marks.map((mark) => (
            <li key={mark}>{mark}</li>
          ))}
        </ul>
        {s.sexes ? (
          <p>
            <strong>
              {s.sexes.male} en {s.sexes.female.toLocaleLowerCase("nl-NL")}:
            </strong>{" "}
            {s.sexes.tell}
          </p>
        ) : null}
      </section>

      {s.lookalikeSpecies.length > 0 ? (
        <section aria-labelledby="lijkt-op-titel">
          <h2 id="lijkt-op-titel">Lijkt op</h2>
          <ul className="lookalikes">
            {s.lookalikeSpecies.map((other) => (
              <li key={other.id}>
                <h3>
                  <Link to={speciesPath(other.id)}>{sentenceStart(other.name)}</Link>{" "}
                  <span className="species-scientific" lang="la">
                    {other.scientificName}
                  </span>
                </h3>
                <p>
                  <span className="key-mark-inline">Zo herken je die:</span> {other.keyMark}
                </p>
                <p>
                  <Link to={comparePath(s.id, other.id)}>Vergelijk met {other.name}</Link>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {s.law ? (
        <section aria-labelledby="wet-titel">
          <h2 id="wet-titel">Wat de wet zegt</h2>
          <ul className="law-status">
            {s.law.labels.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
          {s.law.note ? <p>{s.law.note}</p> : null}
          <LawSources sources={s.law.sources} checkedOn={s.law.checkedOn} />
        </section>
      ) : null}

      <section aria-labelledby="oefenen-titel" className="card guide-practice">
        <h2 id="oefenen-titel">Oefenen</h2>
        {s.pictureQuestions > 0 ? (
          <p>Oefen de fotovragen van deze soort, of van alle {s.group}.</p>
        ) : (
          <p>Van deze soort zijn nog geen fotovragen te oefenen. Oefen de fotovragen van alle {s.group}.</p>
        )}
        <div className="button-row">
          {s.pictureQuestions > 0 ? <GuidePracticeForm intent="oefen-soort" value={s.id} label="Oefen deze soort" /> : null}
          <GuidePracticeForm intent="oefen-groep" value={s.group} label="Oefen deze groep" secondary />
        </div>
      </section>

      {s.sections.length > 0 ? (
        <section aria-labelledby="leerstof-titel">
          <h2 id="leerstof-titel">In de leerstof</h2>
          <ul className="section-links">
            {s.sections.map((section) => (
              <li key={section.id}>
                <Link to={sectionPath(section.subject, section.id)}>{section.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <footer>
        <QuestionSource source={s.source} checkedOn={s.checkedOn} className="guide-source" />
        <p>
          <Link to={SOORTEN_PATH}>Terug naar alle soorten</Link>
        </p>
      </footer>
      {site ? <JsonLd data={speciesLd(site, s, description)} /> : null}
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PageError
      error={error}
      notFound={{ title: NOT_FOUND, text: "Deze soort staat niet in onze soortengids." }}
      failed="De soort kon niet worden geladen. Probeer het later opnieuw."
      back={{ to: SOORTEN_PATH, label: "Naar alle soorten" }}
    />
  );
}
