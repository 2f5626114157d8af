import type { Route } from "./+types/article";
import { UnderConstruction } from "~/components/under-construction";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Artikel", path: "/blog" });

export default function Screen() {
  return <UnderConstruction title="Artikel" />;
}
