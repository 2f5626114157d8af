import type { Route } from "./+types/progress";
import { LockedProgress, ProgressList } from "~/components/progress/progress-list";
import { Statistics } from "~/components/progress/statistics";
import { requireUser } from "~/services/requests/viewer.server";
import { weakestCategories } from "~/lib/progress";
import { MIN_JUDGED_QUESTIONS } from "~/lib/practice/engine";
import { pageMeta } from "~/lib/seo";
import { getProgress, listFinishedTests } from "~/models/progress.server";

export const handle = { breadcrumb: () => "Voortgang" };

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Mijn voortgang", path: "/progress", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  if (!user.isPremium) return { isPremium: false as const };
  const progress = getProgress(user.id);
  // The chart of scores leaves out rounds too short to judge.
  const tests = listFinishedTests(user.id, 10, { minQuestions: MIN_JUDGED_QUESTIONS }).map((t) => ({
    id: t.id,
    finishedAt: t.finishedAt.toISOString(),
    percent: t.percent,
  }));
  return { isPremium: true as const, progress, tests, weakest: weakestCategories(progress) };
}

export default function ProgressPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>Mijn voortgang</h1>
      {loaderData.isPremium ? (
        <>
          <section className="card" aria-label="Voortgang per categorie">
            <ProgressList {...loaderData.progress} />
          </section>
          <Statistics categories={loaderData.progress.categories} tests={loaderData.tests} weakest={loaderData.weakest} />
        </>
      ) : (
        <section className="card">
          <LockedProgress rows={6} />
        </section>
      )}
    </>
  );
}
