import type { Route } from "./+types/promo";
import { UnderConstruction } from "~/components/under-construction";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Verbeter je Slagingskans", path: "/promo" });

export default function Screen() {
  return <UnderConstruction title="Verbeter je Slagingskans" />;
}
