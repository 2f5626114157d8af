import { Form, Link } from "react-router";
import type { Route } from "./+types/profile";
import { requireUser } from "~/lib/auth.server";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Mijn Profiel", path: "/profile", noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { email: user.email, createdAt: user.createdAt.toISOString(), isPremium: user.isPremium };
}

const longDate = new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Amsterdam" });

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { email, createdAt, isPremium } = loaderData;
  return (
    <>
      <div className="page-title-row">
        <h1>Mijn Profiel</h1>
        <Form method="post" action="/logout">
          <button type="submit" className="button-secondary">
            Uitloggen
          </button>
        </Form>
      </div>
      <section className="card" aria-labelledby="account-title">
        <h2 id="account-title">Accountgegevens</h2>
        <dl>
          <dt>E-mail</dt>
          <dd>{email}</dd>
          <dt>Lid sinds</dt>
          <dd>{createdAt ? longDate.format(new Date(createdAt)) : "Onbekend"}</dd>
          <dt>Accounttype</dt>
          <dd>{isPremium ? "Premium" : "Gratis"}</dd>
        </dl>
        {!isPremium ? (
          <Link to="/plans" className="button">
            Upgrade naar Premium
          </Link>
        ) : null}
      </section>
    </>
  );
}
