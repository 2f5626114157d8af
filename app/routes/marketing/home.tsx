import { Link } from "react-router";
import type { Route } from "./+types/home";
import { JsonLd } from "~/components/json-ld";
import { PlanSelector } from "~/components/plan-selector";
import { DemoQuestion } from "~/components/practice/demo-question";
import { useSiteInfo } from "~/components/site-info";
import { EXAM_FAQ } from "~/lib/exam-faq";
import { fallbackQuestions } from "~/content-import/index.server";
import { errorFields, log } from "~/platform/logger.server";
import { optionOrder, seededRng } from "~/lib/practice/engine";
import { pageMeta, SITE_NAME } from "~/lib/seo";
import { courseLd, faqLd, organizationLd } from "~/lib/structured-data-site";
import { listPlans } from "~/models/plans.server";
import { presentOptions, type DemoView } from "~/lib/practice/views";
import { getDemoQuestion, pickDemoQuestionId } from "~/models/question-catalogue.server";
import { questionImage } from "~/models/species-photos.server";
import { openQuestionRef, sealQuestionId } from "~/platform/sealed.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: `${SITE_NAME} – oefen voor je jachtexamen`, path: "/" });

function loadDemo(url: URL): DemoView | null {
  const ref = url.searchParams.get("demo");
  const requested = ref ? openQuestionRef(ref) : null;
  const question = (requested ? findDemo(requested) : null) ?? randomDemo();
  if (!question) return null;
  // The same order on every request for this question, so a choice still means the same answer.
  const { options, correctOption } = presentOptions(question, optionOrder(seededRng(question.id)));
  const raw = url.searchParams.get("keuze");
  const chosenNumber = raw === null ? null : Number(raw);
  const chosen =
    question.id === requested && chosenNumber !== null && Number.isInteger(chosenNumber) && chosenNumber >= 0 && chosenNumber <= 3
      ? chosenNumber
      : null;
  return {
    questionRef: sealQuestionId(question.id),
    questionText: question.questionText,
    options,
    image: questionImage(question.photoId, { answered: chosen !== null }),
    chosen,
    missingChoice: question.id === requested && url.searchParams.has("demo") && chosen === null,
    correctOption: chosen === null ? null : correctOption,
    isCorrect: chosen === null ? null : chosen === correctOption,
    explanation: chosen === null ? null : question.explanation,
  };
}

function findDemo(id: string) {
  return fallbackQuestions().find((q) => q.id === id) ?? getDemoQuestion(id);
}

/** A random free question; when the bank cannot be read, one of the built-in fallback questions. */
function randomDemo() {
  try {
    const id = pickDemoQuestionId();
    const question = id ? getDemoQuestion(id) : null;
    if (question) return question;
  } catch (error) {
    log.error("demo question could not be loaded", errorFields(error));
  }
  const fallback = fallbackQuestions();
  return fallback[Math.floor(Math.random() * fallback.length)] ?? null;
}

export function loader({ request }: Route.LoaderArgs) {
  return { demo: loadDemo(new URL(request.url)), plans: listPlans() };
}

/** What the marketing copy lists (docs/product.md, "Landing page"); the first four come with premium. */
const FEATURES: { title: string; text: string; premium: boolean }[] = [
  { title: "Onbeperkt oefenen", text: "Met alle vragen en in alle categorieën, zonder daglimiet.", premium: true },
  {
    title: "Persoonlijke leerroute",
    text: "Stel je eigen test samen en richt je op je zwakke punten; vragen die je al beheerst, kun je overslaan.",
    premium: true,
  },
  { title: "Voortgangsanalyse", text: "Zie per categorie hoeveel procent je goed hebt en waar je nog winst kunt halen.", premium: true },
  { title: "Premium dashboard", text: "Kies categorieën, vraagsoorten en tot 50 vragen per test.", premium: true },
  {
    title: "Realistische examenvragen",
    text: "Meerkeuzevragen met vier antwoorden, zoals op het theorie-examen, ook bij foto's.",
    premium: false,
  },
  {
    title: "Uitgebreide feedback per vraag",
    text: "Na elke vraag lees je waarom het juiste antwoord juist is en de andere niet.",
    premium: false,
  },
  {
    title: "Flexibel oefenen in je eigen tempo",
    text: "Op je telefoon of computer, wanneer het jou uitkomt, ook met een trage verbinding.",
    premium: false,
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const site = useSiteInfo();
  return (
    <>
      {site ? (
        <>
          <JsonLd data={organizationLd(site)} />
          <JsonLd data={courseLd(site, loaderData.plans)} />
        </>
      ) : null}
      <JsonLd data={faqLd(EXAM_FAQ)} />
      <section className="hero">
        <h1>Oefen voor je jachtexamen</h1>
        <p>
          Oefen met meerkeuzevragen over wildkennis, jachtrecht, wapens en jachtpraktijk, met uitleg bij elke vraag. De oefenvragen zijn met
          behulp van AI gemaakt en aan de hand van bronnen gecontroleerd.
        </p>
        <div className="button-row">
          <Link to="/practice?tab=quick" className="button">
            Start met oefenen
          </Link>
          <Link to="/auth?tab=signup" className="button button-secondary">
            Maak een account
          </Link>
        </div>
      </section>
      {loaderData.demo ? <DemoQuestion demo={loaderData.demo} /> : null}
      <section aria-labelledby="benefits-title">
        <h2 id="benefits-title">Waarom oefenen met de Jacht Theorie Oefenapp?</h2>
        <ul className="grid benefit-grid">
          <li className="card">
            <h3>Een grote vragenbank</h3>
            <p>Meer dan 600 vragen over alle examenonderwerpen, elk met uitleg waarom het juiste antwoord juist is en de andere niet.</p>
          </li>
          <li className="card">
            <h3>Realistische simulatie</h3>
            <p>Meerkeuzevragen zoals op het theorie-examen, waar je 75 vragen krijgt (25 bij afbeeldingen) en slaagt met 53 goed (70%).</p>
          </li>
          <li className="card">
            <h3>Persoonlijke voortgang</h3>
            <p>Zie per onderwerp hoe je ervoor staat en oefen gericht op je zwakke punten.</p>
          </li>
        </ul>
      </section>
      <section aria-labelledby="features-title">
        <h2 id="features-title">Alles voor je voorbereiding</h2>
        <p>
          Gratis oefenen kan elke dag, binnen een daglimiet. Onderdelen met het label Premium horen bij een premium pakket; na het aanmaken
          van een account probeer je die 3 dagen gratis.
        </p>
        <ul className="feature-list">
          {FEATURES.map((f) => (
            <li key={f.title}>
              <span className="feature-check" aria-hidden="true">
                ✔
              </span>
              <span>
                <strong>{f.title}</strong>
                {f.premium ? <span className="badge">Premium</span> : null}
                <br />
                {f.text}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className="card founder" aria-labelledby="founder-title">
        <h2 id="founder-title">Van de oprichter</h2>
        <p>
          Deze app is gemaakt om je een oefenplek te geven die altijd werkt, ook op een oude telefoon of zonder JavaScript, en die bij elke
          vraag eerlijk uitlegt waarom een antwoord juist is.
        </p>
        <p>
          Probeer premium gratis: een nieuw account krijgt 3 dagen premium. Wissel in die 3 dagen op je profiel de code{" "}
          <strong>toine5</strong> in, dan komen er 5 dagen bij: 8 dagen premium in totaal.
        </p>
        <p>
          <Link to="/about-us">Lees meer over ons</Link>
        </p>
      </section>
      <section id="premium" aria-labelledby="premium-title">
        <h2 id="premium-title">Premium pakketten</h2>
        <PlanSelector plans={loaderData.plans} />
      </section>
      <section aria-labelledby="faq-title" className="faq">
        <h2 id="faq-title">Veelgestelde vragen over het jachtexamen</h2>
        {EXAM_FAQ.map((item) => (
          <details key={item.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </section>
    </>
  );
}
