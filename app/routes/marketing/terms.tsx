import { Link } from "react-router";
import type { Route } from "./+types/terms";
import { pageMeta } from "~/lib/seo";

export const handle = { breadcrumb: () => "Algemene voorwaarden" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Algemene voorwaarden",
    description:
      "De algemene voorwaarden van de Jacht Theorie Oefenapp: gebruik, prijzen en betaling, herroeping, klachten en aansprakelijkheid.",
    path: "/terms",
  });

export default function Terms() {
  return (
    <article className="prose page-narrow">
      <h1>Algemene voorwaarden</h1>
      <p className="muted">Laatst bijgewerkt: 19-04-2025</p>

      <h2 id="algemeen">1. Algemeen</h2>
      <p>
        Deze voorwaarden gelden voor elk gebruik van de Jacht Theorie Oefenapp en voor elke aankoop van premium toegang. Door een account
        aan te maken of premium te kopen, ga je akkoord met deze voorwaarden en met ons <Link to="/privacy">privacybeleid</Link>.
      </p>

      <h2 id="gebruik">2. Gebruik van de dienst</h2>
      <ul>
        <li>
          De app is een oefenhulpmiddel. De oefenvragen zijn met behulp van AI gemaakt en aan de hand van bronnen gecontroleerd, maar we
          garanderen niet dat je slaagt voor het examen. Het officiële examen en de geldende regelgeving gaan altijd voor.
        </li>
        <li>Een account is persoonlijk. Je houdt je wachtwoord geheim en deelt je account niet.</li>
        <li>
          Zonder account en met een gratis account geldt een dagelijks maximum aantal oefenvragen en tests. Premium geeft onbeperkt oefenen
          zolang de premiumperiode loopt.
        </li>
        <li>
          Je gebruikt de app niet om de dienst te verstoren, vragen massaal te kopiëren of anderen te hinderen. Bij misbruik mogen we je
          account blokkeren of beëindigen.
        </li>
      </ul>

      <h2 id="prijzen">3. Prijzen en betaling</h2>
      <ul>
        <li>Alle prijzen zijn in euro's en inclusief btw. Betalen gaat via Stripe.</li>
        <li>Een eenmalig pakket geeft toegang voor de genoemde periode en verlengt niet automatisch.</li>
        <li>
          Een abonnement wordt na afloop automatisch verlengd voor dezelfde periode. Je kunt het op elk moment opzeggen; je houdt dan
          toegang tot het einde van de betaalde periode. Mislukt een betaling, dan kunnen we de toegang opschorten tot de betaling alsnog is
          gedaan.
        </li>
        <li>
          Prijswijzigingen maken we ten minste 30 dagen van tevoren bekend. Voor een lopend abonnement gelden ze pas vanaf de volgende
          verlenging.
        </li>
      </ul>

      <h2 id="herroeping">4. Herroepingsrecht</h2>
      <p>
        Als consument heb je het recht om een aankoop binnen 14 dagen zonder opgave van redenen te herroepen. Meld dit via het{" "}
        <Link to="/about-us#contact">contactformulier</Link>. We betalen het bedrag binnen 14 dagen na je herroeping terug, via dezelfde
        betaalmethode.
      </p>

      <h2 id="klachten">5. Klachtenprocedure</h2>
      <p>
        Heb je een klacht over de app of over een betaling? Dien die in via het{" "}
        <Link to="/about-us">contactformulier op de pagina Over ons</Link>. We bevestigen je klacht en geven binnen 14 dagen een inhoudelijk
        antwoord. Lukt dat niet, dan laten we binnen die termijn weten wanneer je antwoord kunt verwachten.
      </p>

      <h2 id="aansprakelijkheid">6. Aansprakelijkheid</h2>
      <p>
        We doen ons best om de vragen en uitleg juist en actueel te houden, maar de app kan fouten bevatten. We zijn niet aansprakelijk voor
        het niet halen van een examen of voor schade door het gebruik van de app, behalve bij opzet of grove nalatigheid. Onze
        aansprakelijkheid is in alle gevallen beperkt tot het bedrag dat je in de 3 maanden voorafgaand aan de schade aan ons hebt betaald.
      </p>

      <h2 id="recht">7. Toepasselijk recht</h2>
      <p>
        Op deze voorwaarden en op het gebruik van de app is Nederlands recht van toepassing. Geschillen leggen we voor aan de bevoegde
        rechter in Nederland, tenzij de wet anders bepaalt.
      </p>
    </article>
  );
}
