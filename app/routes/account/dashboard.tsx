import type { Route } from "./+types/dashboard";
import { UnderConstruction } from "~/components/under-construction";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Welkom bij de Jacht Theorie Oefenapp!", path: "/dashboard" });

export default function Screen() {
  return <UnderConstruction title="Welkom bij de Jacht Theorie Oefenapp!" />;
}
