import { addSpeciesPhoto, photoByTitle, readyPhotoCounts, removeSpeciesPhoto, speciesPhotoPlans } from "~/models/species-photos.server";
import { errorFields, log } from "~/platform/logger.server";
import {
  discard,
  downloadImage,
  fetchChecked,
  inspectImage,
  PhotoError,
  photoDir,
  readCapped,
  storeVariants,
} from "~/services/adapters/photo-store.server";

/** A photo as the API describes it: where to download it and what must be shown beside it. */
export type FoundPhoto = { fileTitle: string; url: string; credit: string; license: string; licenseUrl: string | null; sourceUrl: string };

/**
 * The licence short names (as Commons gives them in LicenseShortName) that allow commercial use with
 * attribution, matched whole: CC0; CC BY and CC BY-SA in the versions Creative Commons published, the
 * ports to a jurisdiction ("CC BY-SA 3.0 de") only for the versions that had them; and public domain,
 * by name or by one of Commons' PD templates listed here. Anything else is refused, any NC
 * (non-commercial) or ND (no derivatives) above all.
 */
const FREE_LICENSES = [
  /^cc0(?: 1\.0)?$/,
  /^cc by(?:-sa)? (?:4\.0|(?:1\.0|2\.0|2\.5|3\.0)(?: [a-z]{2})?)$/,
  /^(?:public domain|pd|pd-(?:self|author|user|old|old-70|old-100|us|us-expired|usgov))$/,
];

/** Whether a licence short name is one of the free licences above; case and spacing do not matter. */
export function isFreeLicense(license: string): boolean {
  const name = license.replace(/\s+/g, " ").trim().toLowerCase();
  // A jurisdiction port is two letters; "nc" and "nd" are none.
  if (/\bn[cd]\b/.test(name)) return false;
  return FREE_LICENSES.some((pattern) => pattern.test(name));
}

const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);
/** A search gets this long to answer in full. */
const SEARCH_TIMEOUT_MS = 6000;
/** A search answer larger than this is refused unread: twelve results with their metadata are far smaller. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;
/** Searches in a row that get no answer in time before the run takes the source for unreachable. */
const TIMEOUTS_TO_GIVE_UP = 3;
/** Search results looked at per photo; a file that fails its checks makes room for the next. */
const CANDIDATES = 12;
/** Downloads tried per photo before the next run tries again. */
const DOWNLOAD_TRIES = 3;
/**
 * Species looked up at the same time, so a file that hangs holds up only its own species. The photos
 * of one species are looked up one after another: two of its views never pick the same file.
 */
const PARALLEL_SPECIES = 4;
/** Progress is logged at each quarter of the photos to fetch, and at least this often. */
const PROGRESS_EVERY_MS = 10_000;

type Fetch = typeof fetch;
type ImageInfo = {
  thumburl?: string;
  url?: string;
  mime?: string;
  descriptionurl?: string;
  extmetadata?: Record<string, { value?: string }>;
};

/**
 * The hosts a photo may be downloaded from, the first address and every redirect alike: the API's own
 * host (port included), and for a Wikimedia API (commons.wikimedia.org or another *.wikimedia.org
 * wiki) also upload.wikimedia.org, where Wikimedia serves its files and thumbnails. Any other host (a
 * third site, a local address, another port) is refused, so a search answer cannot make the server
 * fetch whatever it names.
 */
export function photoHostsOf(api: URL): Set<string> {
  const hosts = new Set([api.host]);
  if (api.hostname === "wikimedia.org" || api.hostname.endsWith(".wikimedia.org")) hosts.add("upload.wikimedia.org");
  return hosts;
}

/** HTTPS, or plain HTTP only from an API that is itself reached over HTTP (a local one). */
function schemeAllowed(api: URL, url: URL): boolean {
  return url.protocol === "https:" || (url.protocol === "http:" && api.protocol === "http:");
}

/** What a photo lookup may ask for: the API on its own host, and images on the API's photo hosts. */
type Addresses = { api: URL; isApi: (url: URL) => boolean; isImage: (url: URL) => boolean };

function addressesOf(apiBase: string): Addresses {
  const api = new URL(apiBase);
  const hosts = photoHostsOf(api);
  return {
    api,
    isApi: (url) => schemeAllowed(api, url) && url.host === api.host,
    isImage: (url) => schemeAllowed(api, url) && hosts.has(url.host),
  };
}

function parseUrl(text: string | undefined): URL | null {
  if (!text) return null;
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** The API's answer to `url`, parsed; `stop` ends the request early when the run stops. */
async function getJson(fetchImpl: Fetch, addresses: Addresses, url: URL, stop?: AbortSignal): Promise<unknown> {
  const timeout = AbortSignal.timeout(SEARCH_TIMEOUT_MS);
  const res = await fetchChecked(
    url,
    {
      headers: { "user-agent": "JachtTheorieOefenapp/1.0 (foto-opzoeking voor oefenvragen)", accept: "application/json" },
      signal: stop ? AbortSignal.any([timeout, stop]) : timeout,
    },
    addresses.isApi,
    fetchImpl,
  );
  if (!res.ok) {
    discard(res);
    throw new PhotoError(`${url.host} answered ${res.status}`);
  }
  const body = await readCapped(res, MAX_ANSWER_BYTES, "search answer too large");
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    throw new PhotoError("search answer is not JSON");
  }
}

/** One file of a search answer as a usable photo, or null when its licence, type or address will not do. */
function usablePhoto(
  stripTags: (html: string) => string,
  addresses: Addresses,
  title: string,
  info: ImageInfo | undefined,
): FoundPhoto | null {
  if (!info) return null;
  const license = stripTags(info.extmetadata?.LicenseShortName?.value ?? "").trim();
  if (!isFreeLicense(license)) return null;
  if (info.mime && !IMAGE_TYPES.has(info.mime)) return null;
  const url = parseUrl(info.thumburl ?? info.url);
  if (!url || !addresses.isImage(url)) return null;
  // Links shown to visitors only over HTTPS (or from a local API reached over HTTP).
  const safeLink = (link: string | undefined) => {
    const parsed = parseUrl(link);
    return parsed && schemeAllowed(addresses.api, parsed) ? parsed.href : null;
  };
  return {
    fileTitle: title,
    url: url.href,
    license,
    licenseUrl: safeLink(info.extmetadata?.LicenseUrl?.value),
    credit: stripTags(info.extmetadata?.Artist?.value ?? "") || "onbekende maker",
    sourceUrl: safeLink(info.descriptionurl) ?? url.href,
  };
}

/**
 * Searches the files of a MediaWiki API (WILDLIFE_IMAGE_API, by default Wikimedia Commons) and
 * returns the freely licensed photos among the results, best match first, with author and licence.
 */
export function searchPhotos(apiBase: string, words: string, fetchImpl: Fetch = fetch): Promise<FoundPhoto[]> {
  return search(addressesOf(apiBase), words, fetchImpl);
}

async function search(addresses: Addresses, words: string, fetchImpl: Fetch, stop?: AbortSignal): Promise<FoundPhoto[]> {
  const url = new URL(addresses.api);
  url.search = new URLSearchParams({
    action: "query",
    format: "json",
    generator: "search",
    gsrsearch: `${words} filetype:bitmap`,
    gsrnamespace: "6",
    gsrlimit: String(CANDIDATES),
    prop: "imageinfo",
    iiprop: "url|mime|extmetadata",
    iiurlwidth: "1600",
  }).toString();
  const json = (await getJson(fetchImpl, addresses, url, stop)) as {
    query?: { pages?: Record<string, { title?: string; index?: number; imageinfo?: ImageInfo[] }> };
  };
  // The HTML sanitiser only for the lookup: a running server that has its photos never loads it (ADR 18).
  const { stripTags } = await import("~/platform/markdown.server");
  return Object.values(json?.query?.pages ?? {})
    .sort((a, b) => (a.index ?? 0) - (b.index ?? 0))
    .map((page) => (page.title ? usablePhoto(stripTags, addresses, page.title, page.imageinfo?.[0]) : null))
    .filter((p): p is FoundPhoto => p !== null);
}

export type PhotoFetchResult = { species: number; wanted: number; found: number; missing: number };
type PlanEntry = { view: string | null; search: string };

/**
 * Gives every species the photos content/species.yaml asks for (one per entry, in its view). For
 * each missing photo it searches, skips files it already knows (kept or rejected), downloads one
 * once, checks it, stores it resized in the data folder and records its credit; a visitor's
 * browser never contacts the photo's host. A few species are looked up at the same time. Failures
 * are logged and skipped, so a later run tries again; when the API cannot be reached at all the
 * run stops and says so once.
 */
export async function fillSpeciesPhotos(
  apiBase: string,
  { fetchImpl = fetch, dir = photoDir() }: { fetchImpl?: Fetch; dir?: string } = {},
): Promise<PhotoFetchResult> {
  const addresses = addressesOf(apiBase);
  const plans = speciesPhotoPlans();
  const wanted = plans.reduce((n, species) => n + species.photoPlan.length, 0);
  // Per species, the entries of its plan that have no ready photo in their view yet.
  const work = plans
    .map((species) => {
      const have = readyPhotoCounts(species.id);
      const todo = species.photoPlan.filter((entry) => {
        const ready = have.get(entry.view ?? "") ?? 0;
        if (ready > 0) have.set(entry.view ?? "", ready - 1);
        return ready === 0;
      });
      return { species: species.id, todo };
    })
    .filter((w) => w.todo.length > 0);
  const toFetch = work.reduce((n, w) => n + w.todo.length, 0);

  let found = 0;
  let done = 0;
  let lastProgress = Date.now();
  let reachable = true;
  let timeoutsInARow = 0;
  // Aborts the searches still under way once the source is taken for unreachable.
  const stopped = new AbortController();

  /** Says once that the source cannot be reached; the rest of the run is skipped. */
  const unreachable = (error: unknown) => {
    if (!reachable) return;
    reachable = false;
    stopped.abort();
    // No network, or the API is down: the picture questions wait for the next run.
    log.warn("photo source unreachable: picture questions wait for their photos", { api: addresses.api.host, ...errorFields(error) });
  };

  /** One photo of a species in a view: search, then keep the first file that passes the checks. Never throws. */
  const lookUp = async (species: string, entry: PlanEntry): Promise<boolean> => {
    let candidates: FoundPhoto[];
    try {
      candidates = await search(addresses, entry.search, fetchImpl, stopped.signal);
      timeoutsInARow = 0;
    } catch (error) {
      if (!reachable) return false;
      // Only a source that cannot be reached, or that answers no search in time, stops the run.
      if (isUnreachable(error) || (isTimeout(error) && ++timeoutsInARow >= TIMEOUTS_TO_GIVE_UP)) unreachable(error);
      else log.warn("photo search failed", { species, view: entry.view, ...errorFields(error) });
      return false;
    }
    try {
      return await keepFirstUsable(addresses, species, entry, candidates, fetchImpl, dir);
    } catch (error) {
      log.warn("photo could not be stored", { species, view: entry.view, ...errorFields(error) });
      return false;
    }
  };

  /** Now and then, not for every file: at each quarter, and at least every PROGRESS_EVERY_MS. The caller logs the end. */
  const progress = () => {
    done++;
    const quarter = Math.floor((done * 4) / toFetch) > Math.floor(((done - 1) * 4) / toFetch);
    // Once the source is taken for unreachable the rest is skipped, not fetched: no progress to report.
    if (reachable && done < toFetch && (quarter || Date.now() - lastProgress >= PROGRESS_EVERY_MS)) {
      lastProgress = Date.now();
      log.info("photo lookup progress", { done, of: toFetch, found });
    }
  };

  await inTurns(work, PARALLEL_SPECIES, async ({ species, todo }) => {
    for (const entry of todo) {
      if (reachable && (await lookUp(species, entry))) found++;
      progress();
    }
  });
  return { species: plans.length, wanted, found, missing: toFetch - found };
}

/** Runs `work` for every item, at most `limit` at a time, starting them in the items' order. */
async function inTurns<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Keeps the first of a search's files that is not known yet and passes the checks, trying at most DOWNLOAD_TRIES. */
async function keepFirstUsable(
  addresses: Addresses,
  species: string,
  entry: PlanEntry,
  candidates: FoundPhoto[],
  fetchImpl: Fetch,
  dir: string,
): Promise<boolean> {
  let tries = 0;
  for (const candidate of candidates) {
    if (tries === DOWNLOAD_TRIES) break;
    // Known files (kept or rejected) are skipped, also one another species kept a moment ago.
    if (photoByTitle(candidate.fileTitle)) continue;
    tries++;
    try {
      await keepPhoto(addresses, species, entry.view, candidate, fetchImpl, dir);
      return true;
    } catch (error) {
      log.warn("photo could not be stored", { species, file: candidate.fileTitle, ...errorFields(error) });
    }
  }
  log.warn("no usable free photo found", { species, view: entry.view, search: entry.search });
  return false;
}

/** No connection or no DNS (fetch's own "fetch failed"): the source cannot be reached at all. */
function isUnreachable(error: unknown): boolean {
  return error instanceof TypeError && /fetch failed/i.test(error.message);
}

/** No answer in time. */
function isTimeout(error: unknown): boolean {
  const name = (error as { name?: string } | undefined)?.name;
  return name === "TimeoutError" || name === "AbortError";
}

/** Downloads, checks and stores one photo with its credit; on any failure nothing of it stays. */
async function keepPhoto(
  addresses: Addresses,
  species: string,
  view: string | null,
  photo: FoundPhoto,
  fetchImpl: Fetch,
  dir: string,
): Promise<number> {
  const bytes = await downloadImage(photo.url, addresses.isImage, fetchImpl);
  const { width, height } = await inspectImage(bytes);
  const id = addSpeciesPhoto({
    species,
    view,
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
