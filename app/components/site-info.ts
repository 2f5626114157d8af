import { useRouteLoaderData } from "react-router";
import type { SiteInfo } from "~/lib/site";

/** The site's base URL and configured company details, from the root loader. */
export function useSiteInfo(): SiteInfo | undefined {
  const root = useRouteLoaderData("root") as Partial<SiteInfo> | undefined;
  return root?.appUrl !== undefined && root.company ? { appUrl: root.appUrl, company: root.company } : undefined;
}
