import { Link } from "react-router";
import type { Route } from "./+types/privacy";
import { pageMeta } from "~/lib/seo";

export const handle = { breadcrumb: () => "Privacybeleid" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Privacybeleid",
    description: "Welke gegevens de Jacht Theorie Oefenapp verwerkt, waarom, hoe lang we ze bewaren en welke rechten je hebt.",
    path: "/privacy",
  });

export default function Privacy() {
  return (
    <article className="prose page-narrow">
      <h1>Privacybeleid</h1>
      <p className="muted">Laatst bijgewerkt: 19-04-2025</p>

      <h2 id="inleiding">1. Inleiding</h2>
      <p>
        De Jacht Theorie Oefenapp helpt kandidaten zich voor te bereiden op het theorie-examen voor de omgevingsvergunning
        jachtgeweeractiviteit. In dit privacybeleid lees je welke persoonsgegevens we verwerken, waarom we dat doen, hoe lang we ze bewaren
        en welke rechten je hebt. We houden ons aan de Algemene Verordening Gegevensbescherming (AVG).
      </p>

      <h2 id="gegevens">2. Welke persoonsgegevens we verzamelen</h2>
      <ul>
        <li>
          Accountgegevens: je e-mailadres, een versleutelde (gehashte) versie van je wachtwoord, de datum waarop je account is aangemaakt en
          of je je e-mailadres hebt bevestigd.
        </li>
        <li>Je keuze over marketingberichten (toestemming ja of nee).</li>
        <li>
          Oefengegevens: welke vragen je hebt beantwoord, of je antwoord goed of fout was, je gemaakte tests en scores, en je
          oefeninstellingen.
        </li>
        <li>
          Premiumgegevens: je premiumstatus en einddatum, ingewisselde promotiecodes, en bij een betaling je naam, e-mailadres, het gekozen
          pakket, het bedrag en de betaalstatus. Betaalgegevens zoals je rekening- of kaartnummer verwerkt Stripe; die zien wij niet.
        </li>
        <li>Berichten die je ons stuurt via het contactformulier of als feedback op een vraag.</li>
        <li>
          Technische gegevens: een sessiecookie als je bent ingelogd, een cookie met een willekeurige bezoekerscode om je dagelijkse gratis
          vragen te tellen, en serverlogboeken (IP-adres, tijdstip, opgevraagde pagina) voor beveiliging en foutopsporing.
        </li>
      </ul>

      <h2 id="doelen">3. Doelen en grondslagen</h2>
      <ul>
        <li>Je account en de oefenapp leveren, inclusief voortgang en premiumtoegang: uitvoering van de overeenkomst.</li>
        <li>
          Betalingen verwerken en administratie bijhouden: uitvoering van de overeenkomst en wettelijke plicht (fiscale bewaarplicht).
        </li>
        <li>E-mails over je account (bevestiging, wachtwoordherstel): uitvoering van de overeenkomst.</li>
        <li>Marketingberichten: alleen met je toestemming, die je op elk moment intrekt via je profiel (Meldingen).</li>
        <li>Beveiliging, misbruik voorkomen en de dienst verbeteren: gerechtvaardigd belang.</li>
        <li>Je vragen en feedback beantwoorden: gerechtvaardigd belang.</li>
      </ul>

      <h2 id="cookies">Cookies</h2>
      <p>
        We gebruiken alleen functionele cookies: een sessiecookie om je ingelogd te houden, een kortlevend cookie om een melding na een
        actie te tonen, en een bezoekerscookie om je dagelijkse gratis vragen te tellen. We gebruiken geen trackers, advertentiepixels of
        analysediensten van derden. Daarom vragen we geen toestemming voor cookies.
      </p>

      <h2 id="bewaartermijnen">4. Bewaartermijnen</h2>
      <ul>
        <li>
          Accountgegevens en oefengegevens bewaren we zolang je account bestaat. Een account dat ongeveer 2 jaar niet is gebruikt, sluiten
          we; de gegevens worden dan verwijderd.
        </li>
        <li>Correspondentie (contactberichten en feedback) bewaren we tot 1 jaar na de afhandeling.</li>
        <li>
          Financiële gegevens (betalingen en facturen) bewaren we 7 jaar, zoals de fiscale bewaarplicht voorschrijft. Verwijder je je
          account, dan blijven deze gegevens los van je account bewaard.
        </li>
        <li>Back-ups bewaren we maximaal 30 dagen.</li>
        <li>Serverlogboeken bewaren we maximaal 30 dagen.</li>
      </ul>

      <h2 id="derden">5. Delen met derden</h2>
      <p>We verkopen je gegevens nooit. We delen alleen wat nodig is met:</p>
      <ul>
        <li>
          Stripe, voor het afhandelen van betalingen (Stripe is zelf verantwoordelijk voor de betaalgegevens die jij bij Stripe invoert).
        </li>
        <li>Onze e-mailprovider, om e-mails over je account te versturen.</li>
        <li>Onze hostingpartij, die de server en de database beheert waarop de app draait.</li>
      </ul>
      <p>
        Met verwerkers sluiten we een verwerkersovereenkomst. Gegevens worden zoveel mogelijk binnen de Europese Economische Ruimte
        verwerkt.
      </p>

      <h2 id="beveiliging">6. Beveiliging</h2>
      <p>
        Verbindingen zijn versleuteld (HTTPS). Wachtwoorden slaan we alleen gehasht op. Links in e-mails zijn eenmalig bruikbaar en
        verlopen. Alleen wie daarvoor verantwoordelijk is, heeft toegang tot de server.
      </p>

      <h2 id="rechten">7. Jouw rechten</h2>
      <p>
        Je hebt het recht op inzage, rectificatie, verwijdering, beperking van de verwerking, overdraagbaarheid van je gegevens en bezwaar.
        Je downloadt je gegevens en verwijdert je account zelf in je profiel (tabblad Privacy). Voor andere verzoeken neem je contact met
        ons op; we reageren binnen een maand. Ben je het niet eens met hoe we met je gegevens omgaan, dan kun je een klacht indienen bij de
        Autoriteit Persoonsgegevens.
      </p>

      <h2 id="contact">8. Contact</h2>
      <p>
        Vragen over dit privacybeleid of over je gegevens? Stuur ons een bericht via het{" "}
        <Link to="/about-us#contact">contactformulier</Link>.
      </p>
    </article>
  );
}
