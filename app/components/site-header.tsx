import { memo } from "react";
import { Link, NavLink } from "react-router";

export const SiteHeader = memo(function SiteHeader({ isLoggedIn }: { isLoggedIn: boolean }) {
  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to="/" className="brand">
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32" className="brand-mark">
            <path
              d="M9 8l3 5-2 1m13-6l-3 5 2 1M12 13h8l-1 10h-6z"
              stroke="currentColor"
              strokeWidth="2"
              fill="none"
              strokeLinejoin="round"
            />
          </svg>
          Jacht Theorie
        </Link>
        <nav aria-label="Hoofdmenu">
          <ul className="nav-list">
            <li>
              {/* A visitor's Home is the landing page; a logged-in candidate's is the dashboard. */}
              <NavLink to={isLoggedIn ? "/dashboard" : "/"} end>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to="/practice">Oefenen</NavLink>
            </li>
            <li>
              <NavLink to="/leerstof">Leerstof</NavLink>
            </li>
            <li>
              <NavLink to="/about-us">Over ons</NavLink>
            </li>
            <li>
              {isLoggedIn ? (
                <Link to="/profile" className="button button-small">
                  Mijn profiel
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
});
