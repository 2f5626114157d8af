import { photoUrl } from "~/lib/photos";
import { questionsWithoutPhoto, storePhoto } from "~/models/question-images.server";
import { addSpeciesPhoto, photoByTitle, removeSpeciesPhoto } from "~/models/species-photos.server";
import { errorFields, log } from "~/platform/logger.server";
import { stripTags } from "~/platform/markdown.server";
import { downloadImage, inspectImage, photoDir, storeVariants } from "~/services/photo-store.server";

/** A photo as the API describes it: where to download it and what must be shown beside it. */
export type FoundPhoto = { fileTitle: string; url: string; credit: string; license: string; licenseUrl: string | null; sourceUrl: string };

/** Licences that allow commercial use with attribution; never NC (non-commercial) or ND (no derivatives). */
const FREE_LICENSE = /^(?:cc0(?:[ -]1\.0)?|cc[ -]by(?:[ -]sa)?(?:[ -][\d.]+(?:[ -][a-z]{2})?)?|public domain|pd(?:[ -].*)?)$/i;
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

/** The first page of an action=query request to the MediaWiki API, or null when it is missing. */
async function queryPage(fetchImpl: Fetch, apiBase: string, params: Record<string, string>) {
  const url = new URL(apiBase);
  url.search = new URLSearchParams({ action: "query", format: "json", ...params }).toString();
  return firstPage(await getJson(fetchImpl, url));
}

/**
 * Finds a freely licensed photo of a species through a MediaWiki API (WILDLIFE_IMAGE_API, for
 * example https://nl.wikipedia.org/w/api.php): the page's lead image, then that file's licence and
 * author from its metadata. Returns null when there is no page, no image or no free licence.
 */
export async function lookupPhoto(apiBase: string, species: string, fetchImpl: Fetch = fetch): Promise<FoundPhoto | null> {
  const page = await queryPage(fetchImpl, apiBase, { prop: "pageimages", piprop: "name", redirects: "1", titles: species });
  const fileName = typeof page?.pageimage === "string" ? page.pageimage : null;
  if (!fileName) return null;

  const file = await queryPage(fetchImpl, apiBase, {
    prop: "imageinfo",
    iiprop: "url|extmetadata",
    iiurlwidth: "1600",
    titles: `File:${fileName}`,
  });
  const info = (
    file?.imageinfo as
      { thumburl?: string; url?: string; descriptionurl?: string; extmetadata?: Record<string, { value?: string }> }[] | undefined
  )?.[0];
  if (!info) return null;
  const license = stripTags(info.extmetadata?.LicenseShortName?.value ?? "").trim();
  if (!FREE_LICENSE.test(license)) return null;
  const url = info.thumburl ?? info.url;
  // Over HTTPS; plain HTTP only from an API that is itself reached over HTTP (a local one).
  if (!url || !(url.startsWith("https://") || (url.startsWith("http://") && apiBase.startsWith("http://")))) return null;
  return {
    fileTitle: `File:${fileName}`,
    url,
    license,
    licenseUrl: info.extmetadata?.LicenseUrl?.value ?? null,
    credit: stripTags(info.extmetadata?.Artist?.value ?? "") || "onbekende maker",
    sourceUrl: info.descriptionurl ?? url,
  };
}

/**
 * Looks up a photo for every image question without one (one lookup per species), downloads it
 * once, checks it, stores it resized in the data folder and points the questions at our copy. A
 * visitor's browser never contacts the photo's host. Failures are logged and skipped, so a later
 * run tries again; a photo the owner rejected is not used again.
 */
export async function fillMissingPhotos(
  apiBase: string,
  { fetchImpl = fetch, dir = photoDir() }: { fetchImpl?: typeof fetch; dir?: string } = {},
) {
  const todo = questionsWithoutPhoto();
  const bySpecies = new Map<string, string[]>();
  for (const q of todo) bySpecies.set(q.animalName, [...(bySpecies.get(q.animalName) ?? []), q.id]);
  let found = 0;
  for (const [species, ids] of bySpecies) {
    let photo: FoundPhoto | null;
    try {
      photo = await lookupPhoto(apiBase, species, fetchImpl);
    } catch (error) {
      if (isUnreachable(error)) {
        // No network, or the API is down: said once, and the picture questions wait for the next run.
        log.warn("photo source unreachable: picture questions wait for their photos", {
          api: new URL(apiBase).host,
          ...errorFields(error),
        });
        break;
      }
      log.warn("photo lookup failed", { species, ...errorFields(error) });
      continue;
    }
    try {
      const id = photo ? await keepPhoto(species, photo, fetchImpl, dir) : null;
      if (id === null) {
        log.warn("no free photo found", { species });
        continue;
      }
      for (const questionId of ids) {
        storePhoto(questionId, { url: photoUrl(id), credit: photo!.credit, license: photo!.license, sourceUrl: photo!.sourceUrl });
      }
      found += ids.length;
    } catch (error) {
      log.warn("photo could not be stored", { species, ...errorFields(error) });
    }
  }
  return { questions: todo.length, species: bySpecies.size, found, missing: todo.length - found };
}

/** A network failure rather than an answer: no connection, no DNS, or no reply in time. */
function isUnreachable(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | undefined;
  return e?.name === "TimeoutError" || e?.name === "AbortError" || (e?.name === "TypeError" && /fetch failed/i.test(e.message ?? ""));
}

/** Our stored copy of a found photo: fetched, checked and resized once. Null when the owner rejected it. */
async function keepPhoto(species: string, photo: FoundPhoto, fetchImpl: typeof fetch, dir: string): Promise<number | null> {
  const known = photoByTitle(photo.fileTitle);
  if (known) return known.status === "ready" ? known.id : null;
  const bytes = await downloadImage(photo.url, fetchImpl);
  const { width, height } = await inspectImage(bytes);
  const id = addSpeciesPhoto({
    species,
    fileTitle: photo.fileTitle,
    author: photo.credit,
    license: photo.license,
    licenseUrl: photo.licenseUrl,
    sourcePage: photo.sourceUrl,
    width,
    height,
  });
  try {
    await storeVariants(bytes, id, dir);
  } catch (error) {
    removeSpeciesPhoto(id);
    throw error;
  }
  return id;
}
