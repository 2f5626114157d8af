import { NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { pageMeta } from "~/lib/seo";
import { requireOwner } from "~/services/requests/owner.server";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Beheer", path: "/beheer", noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const owner = requireOwner(context);
  return { email: owner.email };
}

const SECTIONS = [
  { to: "/beheer", label: "Overzicht", end: true },
  { to: "/beheer/feedback", label: "Feedback" },
  { to: "/beheer/berichten", label: "Berichten" },
  { to: "/beheer/gebruikers", label: "Gebruikers" },
  { to: "/beheer/promo", label: "Promotiecodes" },
  { to: "/beheer/betalingen", label: "Betalingen" },
  { to: "/beheer/fotos", label: "Foto's" },
  { to: "/beheer/logboek", label: "Logboek" },
];

/** The owner's area: its own navigation; every page and every action checks the owner again. */
export default function OwnerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>Beheer</h1>
      <p className="muted">Ingelogd als eigenaar: {loaderData.email}</p>
      <nav className="tabs owner-nav" aria-label="Beheeronderdelen">
        {SECTIONS.map((s) => (
          <NavLink key={s.to} to={s.to} end={s.end} className="tab">
            {s.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </>
  );
}
