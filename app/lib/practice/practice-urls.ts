// The practice page's addresses: its three tabs, the mode each starts, and where a running test shows.
import type { Mode } from "./engine";

export type PracticeTab = "quick" | "personal" | "categories";

export const TAB_MODE: Record<PracticeTab, Mode> = { quick: "quick", personal: "personal", categories: "category" };
export const MODE_TAB: Record<Mode, PracticeTab> = { quick: "quick", personal: "personal", category: "categories" };

/** The tab an address asks for (`?tab=`); quick practice unless it names another. */
export function readTab(url: URL): PracticeTab {
  const tab = url.searchParams.get("tab");
  return tab === "personal" || tab === "categories" ? tab : "quick";
}

/** Where a running test of this mode is shown (t=1: the test is active, as product.md has it). */
export function testUrl(mode: Mode) {
  return `/practice?tab=${MODE_TAB[mode]}&t=1`;
}

/** The same, opened where the question starts (below the page's title and tabs): a phone shows the question first. */
export function questionUrl(mode: Mode) {
  return `${testUrl(mode)}#vraag`;
}
