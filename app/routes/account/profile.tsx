import type { Route } from "./+types/profile";
import { UnderConstruction } from "~/components/under-construction";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Mijn Profiel", path: "/profile" });

export default function Screen() {
  return <UnderConstruction title="Mijn Profiel" />;
}
