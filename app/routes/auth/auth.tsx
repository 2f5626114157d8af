import type { Route } from "./+types/auth";
import { UnderConstruction } from "~/components/under-construction";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Welkom bij de Jacht Theorie Oefenapp", path: "/auth" });

export default function Screen() {
  return <UnderConstruction title="Welkom bij de Jacht Theorie Oefenapp" />;
}
