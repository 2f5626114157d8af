import { Link } from "react-router";
import type { Route } from "./+types/study-index";
import { JsonLd } from "~/components/json-ld";
import { SearchForm } from "~/components/search-form";
import { useSiteInfo } from "~/components/site-info";
import { chapterPath, knownText } from "~/lib/leerstof";
import { pageMeta } from "~/lib/seo";
import { SOORTEN_PATH } from "~/lib/soorten";
import { guidePageLd } from "~/lib/structured-data-guides";
import { getLeerrouteSettings } from "~/models/practice-settings.server";
import { chapterKnowledge, chapterList, readCounts } from "~/models/study-guide.server";
import { viewerOf } from "~/services/requests/viewer.server";

const TITLE = "Leerstof voor het jachtexamen";
const DESCRIPTION =
  "Gratis leerstof voor het Nederlandse jachtexamen: de twaalf examenonderwerpen in gewone taal, met bronnen en datum, en bij elke paragraaf oefenvragen.";

export const handle = { breadcrumb: () => "Leerstof" };

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: TITLE, description: DESCRIPTION, path: "/leerstof" });

export function loader({ context }: Route.LoaderArgs) {
  const { user, role } = viewerOf(context);
  const read = user ? readCounts(user.id) : null;
  const known = user ? chapterKnowledge(user.id, role === "premium", getLeerrouteSettings({ userId: user.id }).retention) : null;
  return {
    chapters: chapterList().map((c) => {
      const k = known?.get(c.subject);
      return { ...c, path: chapterPath(c.subject), read: read?.get(c.subject) ?? 0, known: k ? knownText(k, "dit hoofdstuk") : null };
    }),
    isLoggedIn: Boolean(user),
  };
}

export default function StudyIndex({ loaderData }: Route.ComponentProps) {
  const { chapters, isLoggedIn } = loaderData;
  const site = useSiteInfo();
  return (
    <div className="study-index">
      <h1>{TITLE}</h1>
      <p className="study-intro">
        Het theorie-examen vraagt naar twaalf onderwerpen. Hier leer je ze, in gewone taal en in korte paragrafen. Bij elke paragraaf staat
        waar het op rust en wanneer we het hebben gecontroleerd, en je kunt de vragen over die paragraaf meteen oefenen. Dieren herkennen
        leer je in de <Link to={SOORTEN_PATH}>soortengids</Link>.
      </p>
      <SearchForm />
      <ol className="study-chapters">
        {chapters.map((c) => (
          <li key={c.subject} className="card">
            <h2>
              <Link to={c.path}>
                <span className="study-number">{c.subject}.</span> {c.title}
              </Link>
            </h2>
            <p>{c.intro}</p>
            <p className="muted">
              {c.sections} paragrafen{isLoggedIn ? ` · ${c.read} gelezen` : ""}
            </p>
            {c.known ? <p className="study-known">{c.known}</p> : null}
          </li>
        ))}
      </ol>
      {site ? (
        <JsonLd
          data={guidePageLd(site, {
            path: "/leerstof",
            title: TITLE,
            description: DESCRIPTION,
            checkedOn: null,
            about: chapters.map((c) => c.title),
          })}
        />
      ) : null}
    </div>
  );
}
