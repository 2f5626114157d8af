import { Link } from "react-router";
import type { Route } from "./+types/accessibility";
import { pageMeta } from "~/lib/seo";

export const handle = { breadcrumb: () => "Toegankelijkheid" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Toegankelijkheid",
    description:
      "Hoe de Jacht Theorie Oefenapp toegankelijk is voor iedereen: zonder JavaScript, met een schermlezer, met het toetsenbord en op kleine schermen.",
    path: "/toegankelijkheid",
  });

export default function Accessibility() {
  return (
    <article className="prose page-narrow">
      <h1>Toegankelijkheidsverklaring</h1>
      <p>
        We willen dat iedereen met de Jacht Theorie Oefenapp kan oefenen: op een oude telefoon, op een trage verbinding, op een afgeschermde
        computer of met een schermlezer. We streven naar de richtlijnen WCAG 2.2 op niveau AA.
      </p>
      <h2>Wat we daarvoor doen</h2>
      <ul>
        <li>Alle formulieren werken ook zonder JavaScript. JavaScript maakt het alleen prettiger.</li>
        <li>Elk invoerveld heeft een label; foutmeldingen staan bij het veld waar ze over gaan.</li>
        <li>Antwoordopties zijn een groep keuzerondjes die je met het toetsenbord bedient.</li>
        <li>
          Of je antwoord goed of fout is, lees je in tekst en zie je aan een symbool, niet alleen aan een kleur; een schermlezer leest het
          direct voor.
        </li>
        <li>De focus is altijd zichtbaar en de pagina werkt vanaf 320 pixels breed.</li>
        <li>Voortgang tonen we als balk mét het percentage in tekst.</li>
      </ul>
      <h2>Oefenen en examen zonder foto&apos;s</h2>
      <p>
        Bij het echte theorie-examen gaan 25 van de 75 vragen over een foto. Wie de foto&apos;s niet kan zien, bijvoorbeeld met een
        schermlezer, kan die vragen niet beantwoorden. Daarom is er het <Link to="/examen">examen zonder fotovragen</Link>: de andere 50
        vragen, geslaagd met 35 of meer goed (70%, net als het volledige examen). Je kiest het op de examenpagina vóór de start; de uitslag
        en je examenoverzicht zeggen erbij dat het een examen zonder fotovragen was. Ook bij het oefenen kun je de fotovragen weglaten.
      </p>
      <h2>Iets gevonden dat niet werkt?</h2>
      <p>
        Laat het ons weten via het <Link to="/about-us#contact">contactformulier</Link>. Beschrijf op welke pagina het was en welk
        hulpmiddel je gebruikte; we reageren binnen 14 dagen.
      </p>
    </article>
  );
}
