import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Jacht Theorie Oefenapp";
export const DEFAULT_DESCRIPTION =
  "Oefen voor het Nederlandse jachtexamen (theorie jachtgeweeractiviteit) met meerkeuzevragen, uitleg per vraag en je voortgang per onderwerp.";

type RootData = { appUrl: string } | undefined;

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
  /** `path: null`: a page without an address of its own (not found), so no canonical URL. */
  page: { title: string; description?: string; path: string | null; noindex?: boolean; type?: "website" | "article" },
): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData;
  const appUrl = root?.appUrl ?? "";
  const url = page.path === null ? null : `${appUrl}${page.path}`;
  const title = page.path === "/" ? page.title : `${page.title} | ${SITE_NAME}`;
  const description = page.description ?? DEFAULT_DESCRIPTION;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    ...(url === null ? [] : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(url === null ? [] : [{ property: "og:url", content: url }]),
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "nl_NL" },
  ];
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
