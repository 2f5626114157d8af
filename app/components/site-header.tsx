import { Link, NavLink } from "react-router";

export function SiteHeader({ isLoggedIn }: { isLoggedIn: boolean }) {
  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to="/" className="brand">
          <span aria-hidden="true">🦌</span> Jacht Theorie
        </Link>
        <nav aria-label="Hoofdmenu">
          <ul className="nav-list">
            <li>
              <NavLink to={isLoggedIn ? "/dashboard" : "/promo"}>Home</NavLink>
            </li>
            <li>
              <NavLink to="/practice">Oefenen</NavLink>
            </li>
            <li>
              <NavLink to="/about-us">Over Ons</NavLink>
            </li>
            <li>
              {isLoggedIn ? (
                <Link to="/profile" className="button button-small">
                  Mijn Profiel
                </Link>
              ) : (
                <Link to="/auth" className="button button-small">
                  Inloggen
                </Link>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
