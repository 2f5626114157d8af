// The learning route and 'Mijn fouten' are sat on the practice question screen, as personal tests with
// their own title; the title tells the screen which of them it shows, so it can name it and lead back.
import type { Mode } from "~/lib/practice/engine";

export type Sitting = "route" | "mistakes";

export const SITTINGS: Record<Sitting, { title: string; label: string; href: string; back: string }> = {
  route: { title: "Leerroute", label: "Leerroute", href: "/leerroute", back: "Terug naar je leerroute" },
  mistakes: { title: "Mijn fouten", label: "Mijn fouten", href: "/mijn-fouten", back: "Terug naar Mijn fouten" },
};

/** Which sitting a test is, if any: a personal test with the route's or the mistakes' title. */
export function sittingOf(mode: Mode, title: string): Sitting | null {
  if (mode !== "personal") return null;
  if (title === SITTINGS.route.title) return "route";
  if (title === SITTINGS.mistakes.title) return "mistakes";
  return null;
}
