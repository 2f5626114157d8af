// `npm run photos:fetch`: finds freely licensed photos for the image questions (WILDLIFE_IMAGE_API), downloads
// each once, stores it resized in the data folder; the app serves them from /fotos/.
import { closeDatabase, openAppDatabase } from "../app/db/client.server";
import { config } from "../app/platform/config.server";
import { syncContent } from "../app/services/startup.server";
import { fillMissingPhotos } from "../app/services/wildlife-images.server";

const api = config().wildlifeImageApi;
if (!api) {
  console.error("WILDLIFE_IMAGE_API is niet ingesteld, bijvoorbeeld: WILDLIFE_IMAGE_API=https://nl.wikipedia.org/w/api.php");
  process.exit(1);
}
openAppDatabase(config().databasePath);
syncContent();
const result = await fillMissingPhotos(api);
console.log(
  `${result.questions} afbeeldingsvragen zonder foto, ${result.species} soorten: ${result.found} gevonden, ${result.missing} niet gevonden.`,
);
closeDatabase();
