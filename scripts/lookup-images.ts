// `npm run images:lookup`: finds freely licensed photos for image questions (WILDLIFE_IMAGE_API).
import { closeDatabase } from "../app/db/client.server";
import { config } from "../app/lib/config.server";
import { prepareDatabase } from "../app/lib/startup.server";
import { fillMissingPhotos } from "../app/models/question-images.server";

const api = config().wildlifeImageApi;
if (!api) {
  console.error("WILDLIFE_IMAGE_API is niet ingesteld, bijvoorbeeld: WILDLIFE_IMAGE_API=https://nl.wikipedia.org/w/api.php");
  process.exit(1);
}
prepareDatabase();
const result = await fillMissingPhotos(api);
console.log(`${result.questions} afbeeldingsvragen zonder foto, ${result.species} soorten: ${result.found} gevonden, ${result.missing} niet gevonden.`);
closeDatabase();
