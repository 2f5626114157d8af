import { Link } from "react-router";
import type { Route } from "./+types/species-index";
import { GuidePracticeForm, GuideRefusal, SpeciesThumb } from "~/components/guide/species-guide";
import { JsonLd } from "~/components/json-ld";
import { useSiteInfo } from "~/components/site-info";
import { retryAfterHeaders } from "~/lib/retry-after";
import { pageMeta } from "~/lib/seo";
import { groupAnchor, sentenceStart, SOORTEN_PATH, speciesPath } from "~/lib/soorten";
import { speciesIndexLd } from "~/lib/structured-data-guides";
import { speciesByGroup } from "~/models/species-guide.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { GUIDE_PRACTICE_MESSAGES, guidePracticeSchema } from "~/lib/schemas/species-guide";
import { clientIpContext } from "~/platform/request-context";
import { startGuidePractice } from "~/services/commands/guide-practice.server";
import { answerGuideStart, refuseGuideForm } from "~/services/requests/guide-answer.server";
import { readForm } from "~/services/requests/form.server";
import { viewerOf } from "~/services/requests/viewer.server";

const TITLE = "Soorten herkennen";
const DESCRIPTION =
  "Alle diersoorten van het jachtexamen per groep, met foto's, kenmerken en de soorten die erop lijken. Oefen de fotovragen per soort of per groep.";

export const handle = { breadcrumb: () => "Soortengids" };

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: TITLE, description: DESCRIPTION, path: SOORTEN_PATH });

export function loader() {
  return { groups: speciesByGroup() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: guidePracticeSchema });
  if (submission.status !== "success") return refuseGuideForm(400, GUIDE_PRACTICE_MESSAGES.invalid);
  const viewer = viewerOf(context);
  const started = await startGuidePractice({ viewer, request, ip: context.get(clientIpContext), now: new Date() }, submission.value);
  const empty =
    submission.value.intent === "oefen-soort" ? "Er zijn nu geen fotovragen van deze soort." : "Er zijn nu geen fotovragen van deze groep.";
  return answerGuideStart(request, started, SOORTEN_PATH, empty, Boolean(viewer.user));
}

export default function SpeciesIndex({ loaderData, actionData }: Route.ComponentProps) {
  const { groups } = loaderData;
  const site = useSiteInfo();
  const count = groups.reduce((n, g) => n + g.species.length, 0);
  return (
    <article className="species-guide">
      <h1>{TITLE}</h1>
      <GuideRefusal error={actionData?.error} />
      <p className="lead">
        De {count} soorten van de fotovragen, per groep. Bij elke soort staan foto's, de kenmerken waaraan je hem herkent en de soorten die
        erop lijken.
      </p>
      <nav aria-labelledby="groepen-titel" className="group-nav">
        <h2 id="groepen-titel" className="visually-hidden">
          Groepen
        </h2>
        <ul>
          {groups.map((g) => (
            <li key={g.group}>
              <a href={`#${groupAnchor(g.group)}`}>{sentenceStart(g.group)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((g) => {
        const headingId = groupAnchor(g.group);
        return (
          <section key={g.group} className="species-group" aria-labelledby={headingId}>
            <div className="species-group-head">
              <h2 id={headingId}>{sentenceStart(g.group)}</h2>
              <GuidePracticeForm
                intent="oefen-groep"
                value={g.group}
                label="Oefen deze groep"
                accessibleName={`Oefen deze groep: ${g.group}`}
                secondary
              />
            </div>
            <ul className="species-list">
              {g.species.map((s) => (
                <li key={s.id}>
                  <Link to={speciesPath(s.id)} className="species-link">
                    <SpeciesThumb photo={s.photo} />
                    <span className="species-link-text">
                      <span className="species-name">{sentenceStart(s.name)}</span>
                      <span className="species-scientific" lang="la">
                        {s.scientificName}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {site ? (
        <JsonLd
          data={speciesIndexLd(
            site,
            DESCRIPTION,
            groups.flatMap((g) => g.species),
          )}
        />
      ) : null}
    </article>
  );
}
