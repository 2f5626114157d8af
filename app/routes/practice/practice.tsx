import type { Route } from "./+types/practice";
import { UnderConstruction } from "~/components/under-construction";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Oefenen", path: "/practice" });

export default function Screen() {
  return <UnderConstruction title="Oefenen" />;
}
