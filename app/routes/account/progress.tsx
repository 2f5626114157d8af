import type { Route } from "./+types/progress";
import { UnderConstruction } from "~/components/under-construction";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Mijn Voortgang", path: "/progress" });

export default function Screen() {
  return <UnderConstruction title="Mijn Voortgang" />;
}
