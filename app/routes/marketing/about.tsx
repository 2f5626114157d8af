import type { Route } from "./+types/about";
import { UnderConstruction } from "~/components/under-construction";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Over Ons", path: "/about-us" });

export default function Screen() {
  return <UnderConstruction title="Over Ons" />;
}
