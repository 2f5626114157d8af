// `npm run photos:fetch`: gives every species of content/species.yaml its photos from the MediaWiki API in
// WILDLIFE_IMAGE_API (Wikimedia Commons unless set): each is downloaded once, checked, and stored resized in the
// data folder; the app serves them from /photos/. The app does the same in the background after it starts.
import { closeDatabase, openAppDatabase } from "../app/db/client.server";
import { config } from "../app/platform/config.server";
import { syncContent } from "../app/content-import/index.server";
import { fillSpeciesPhotos } from "../app/services/commands/fill-species-photos.server";

const api = config().wildlifeImageApi;
if (!api) {
  console.error("WILDLIFE_IMAGE_API staat op 'off': er worden geen foto's opgehaald.");
  process.exit(1);
}
openAppDatabase(config().databasePath);
await syncContent();
const result = await fillSpeciesPhotos(api);
console.log(
  `${result.species} soorten, ${result.wanted} foto's gevraagd: ${result.found} nieuw opgehaald, ${result.missing} nog niet gevonden.`,
);
closeDatabase();
