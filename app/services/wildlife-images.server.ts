import { questionsWithoutPhoto, storePhoto, type Photo } from "~/models/question-images.server";
import { errorFields, log } from "~/platform/logger.server";
import { stripTags } from "~/platform/markdown.server";

export type { Photo };

const FREE_LICENSE = /^(cc0|cc[ -]by(?:[ -]sa)?(?:[ -][\d.]+)?|public domain|pd\b)/i;
const TIMEOUT_MS = 8000;

type Fetch = typeof fetch;

async function getJson(fetchImpl: Fetch, url: URL): Promise<unknown> {
  const res = await fetchImpl(url, {
    headers: { "user-agent": "JachtTheorieOefenapp/1.0 (foto-opzoeking voor oefenvragen)", accept: "application/json" },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`${url.host} answered ${res.status}`);
  return res.json();
}

function firstPage(json: unknown): Record<string, unknown> | null {
  const pages = (json as { query?: { pages?: Record<string, Record<string, unknown>> } })?.query?.pages;
  const page = pages ? Object.values(pages)[0] : undefined;
  return page && !("missing" in page) ? page : null;
}

/**
 * Finds a freely licensed photo of a species through a MediaWiki API (WILDLIFE_IMAGE_API, for
 * example https://nl.wikipedia.org/w/api.php): the page's lead image, then that file's licence and
 * author from its metadata. Returns null when there is no page, no image or no free licence.
 */
export async function lookupPhoto(apiBase: string, species: string, fetchImpl: Fetch = fetch): Promise<Photo | null> {
  const pageUrl = new URL(apiBase);
  pageUrl.search = new URLSearchParams({
    action: "query",
    format: "json",
    prop: "pageimages",
    piprop: "name",
    redirects: "1",
    titles: species,
  }).toString();
  const page = firstPage(await getJson(fetchImpl, pageUrl));
  const fileName = typeof page?.pageimage === "string" ? page.pageimage : null;
  if (!fileName) return null;

  const infoUrl = new URL(apiBase);
  infoUrl.search = new URLSearchParams({
    action: "query",
    format: "json",
    prop: "imageinfo",
    iiprop: "url|extmetadata",
    iiurlwidth: "800",
    titles: `File:${fileName}`,
  }).toString();
  const file = firstPage(await getJson(fetchImpl, infoUrl));
  const info = (
    file?.imageinfo as
      { thumburl?: string; url?: string; descriptionurl?: string; extmetadata?: Record<string, { value?: string }> }[] | undefined
  )?.[0];
  if (!info) return null;
  const license = stripTags(info.extmetadata?.LicenseShortName?.value ?? "");
  if (!FREE_LICENSE.test(license)) return null;
  const url = info.thumburl ?? info.url;
  if (!url?.startsWith("https://")) return null;
  return {
    url,
    license,
    credit: stripTags(info.extmetadata?.Artist?.value ?? "") || "onbekende maker",
    sourceUrl: info.descriptionurl ?? url,
  };
}

/**
 * Looks up a photo for every image question without one; one lookup per species. Failures are
 * logged and skipped, so a later run tries again.
 */
export async function fillMissingPhotos(apiBase: string, fetchImpl: typeof fetch = fetch) {
  const todo = questionsWithoutPhoto();
  const bySpecies = new Map<string, string[]>();
  for (const q of todo) bySpecies.set(q.animalName, [...(bySpecies.get(q.animalName) ?? []), q.id]);
  let found = 0;
  let missing = 0;
  for (const [species, ids] of bySpecies) {
    try {
      const photo = await lookupPhoto(apiBase, species, fetchImpl);
      if (!photo) {
        missing += ids.length;
        log.warn("no free photo found", { species });
        continue;
      }
      for (const id of ids) storePhoto(id, photo);
      found += ids.length;
    } catch (error) {
      missing += ids.length;
      log.warn("photo lookup failed", { species, ...errorFields(error) });
    }
  }
  return { questions: todo.length, species: bySpecies.size, found, missing };
}
