import { Link } from "react-router";
import type { Route } from "./+types/tests";
import { TestList } from "~/components/progress/test-list";
import { requireUser } from "~/services/requests/viewer.server";
import { pageMeta } from "~/lib/seo";
import { countOf } from "~/lib/plural";
import { listFinishedTests } from "~/models/progress.server";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Alle tests", path: "/profile/tests", noindex: true });

export const handle = { breadcrumb: () => "Alle tests" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return { tests: listFinishedTests(user.id).map((t) => ({ ...t, finishedAt: t.finishedAt.toISOString() })) };
}

export default function Tests({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>Alle tests</h1>
      <p>{countOf(loaderData.tests.length, "afgeronde test", "afgeronde tests")}, nieuwste eerst.</p>
      <section className="card">
        <TestList tests={loaderData.tests} />
      </section>
      <p>
        <Link to="/profile">Terug naar je profiel</Link>
      </p>
    </>
  );
}
