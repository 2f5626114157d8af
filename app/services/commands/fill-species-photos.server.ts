import { addSpeciesPhoto, photoByTitle, readyPhotoCounts, removeSpeciesPhoto, speciesPhotoPlans } from "~/models/species-photos.server";
import { errorFields, log } from "~/platform/logger.server";
import { addressesOf, search, type Addresses, type Fetch, type FoundPhoto } from "~/services/adapters/mediawiki.server";
import { downloadImage, inspectImage, photoDir, storeVariants } from "~/services/adapters/photo-store.server";

// Giving every species its photos: for each photo a species still lacks, search the MediaWiki API and keep
// the first file that passes the checks, stored in the data folder. Run in the background after start and
// by `npm run photos:fetch`.

/** Searches in a row that get no answer in time before the run takes the source for unreachable. */
const TIMEOUTS_TO_GIVE_UP = 3;
/** Downloads tried per photo before the next run tries again. */
const DOWNLOAD_TRIES = 3;
/**
 * Species looked up at the same time, so a file that hangs holds up only its own species. The photos
 * of one species are looked up one after another: two of its views never pick the same file.
 */
const PARALLEL_SPECIES = 4;
/** Progress is logged at each quarter of the photos to fetch, and at least this often. */
const PROGRESS_EVERY_MS = 10_000;

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
