import { Link } from "react-router";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-title">Jacht Theorie Oefenapp</p>
          <p>Oefenvragen voor het theorie-examen jachtgeweeractiviteit. De oefenvragen zijn met behulp van AI gemaakt en gecontroleerd aan de hand van bronnen.</p>
        </div>
        <nav aria-label="Voettekst">
          <ul>
            <li><Link to="/practice">Oefenen</Link></li>
            <li><Link to="/blog">Blog</Link></li>
            <li><Link to="/plans">Abonnementen</Link></li>
            <li><Link to="/about-us">Over Ons</Link></li>
          </ul>
        </nav>
        <nav aria-label="Juridisch">
          <ul>
            <li><Link to="/privacy">Privacybeleid</Link></li>
            <li><Link to="/terms">Algemene Voorwaarden</Link></li>
            <li><Link to="/toegankelijkheid">Toegankelijkheid</Link></li>
          </ul>
        </nav>
        <address>
          <p className="footer-title">Contact</p>
          <p>Vragen of feedback? Gebruik het <Link to="/about-us#contact">contactformulier</Link>.</p>
        </address>
      </div>
    </footer>
  );
}
