import type { Route } from "./+types/payment";
import { UnderConstruction } from "~/components/under-construction";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Afrekenen", path: "/payment" });

export default function Screen() {
  return <UnderConstruction title="Afrekenen" />;
}
