import { memo } from "react";
import { Link } from "react-router";
import type { CompanyInfo } from "~/lib/site";

/** Footer: links, and the company contact block with only the details the owner configured. */
export const SiteFooter = memo(function SiteFooter({ company }: { company?: CompanyInfo }) {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-title">Jacht Theorie Oefenapp</p>
          <p>
            Oefenvragen voor het theorie-examen jachtgeweeractiviteit. De oefenvragen zijn met behulp van AI gemaakt en gecontroleerd aan de
            hand van bronnen.
          </p>
        </div>
        <nav aria-label="Voettekst">
          <ul>
            <li>
              <Link to="/practice">Oefenen</Link>
            </li>
            <li>
              <Link to="/leerstof">Leerstof</Link>
            </li>
            <li>
              <Link to="/soorten">Soortengids</Link>
            </li>
            <li>
              <Link to="/zoeken">Zoeken</Link>
            </li>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
            <li>
              <Link to="/plans">Abonnementen</Link>
            </li>
            <li>
              <Link to="/about-us">Over ons</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Juridisch">
          <ul>
            <li>
              <Link to="/privacy">Privacybeleid</Link>
            </li>
            <li>
              <Link to="/terms">Algemene voorwaarden</Link>
            </li>
            <li>
              <Link to="/toegankelijkheid">Toegankelijkheid</Link>
            </li>
            <li>
              <Link to="/fotoverantwoording">Fotoverantwoording</Link>
            </li>
          </ul>
        </nav>
        <address>
          <p className="footer-title">Contact</p>
          {company?.name ? <p>{company.name}</p> : null}
          <p>
            Vragen of feedback? Gebruik het <Link to="/about-us#contact">contactformulier</Link>.
          </p>
          {company?.email ? (
            <p>
              E-mail: <a href={`mailto:${company.email}`}>{company.email}</a>
            </p>
          ) : null}
          {company?.kvk ? <p>KvK-nummer: {company.kvk}</p> : null}
        </address>
      </div>
    </footer>
  );
});
