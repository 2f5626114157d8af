import type { Route } from "./+types/index";
import { UnderConstruction } from "~/components/under-construction";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Blog", path: "/blog" });

export default function Screen() {
  return <UnderConstruction title="Blog" />;
}
