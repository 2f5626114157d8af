import type { Route } from "./+types/plans";
import { UnderConstruction } from "~/components/under-construction";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Premium Lidmaatschap", path: "/plans" });

export default function Screen() {
  return <UnderConstruction title="Premium Lidmaatschap" />;
}
