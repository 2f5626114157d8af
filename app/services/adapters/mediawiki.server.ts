import { discard, fetchChecked, PhotoError, readCapped } from "~/services/adapters/photo-store.server";

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
/** Search results looked at per photo; a file that fails its checks makes room for the next. */
const CANDIDATES = 12;

export type Fetch = typeof fetch;
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
export type Addresses = { api: URL; isApi: (url: URL) => boolean; isImage: (url: URL) => boolean };

export function addressesOf(apiBase: string): Addresses {
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

export async function search(addresses: Addresses, words: string, fetchImpl: Fetch, stop?: AbortSignal): Promise<FoundPhoto[]> {
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
