// `npm run photos:reject -- <id>`: the owner rejects a stored species photo (wrong species, poor view).
// It is never shown again; its questions wait for the next photo lookup.
import { closeDatabase, openAppDatabase } from "../app/db/client.server";
import { rejectPhoto } from "../app/models/species-photos.server";
import { config } from "../app/platform/config.server";

const id = Number(process.argv[2]);
if (!Number.isInteger(id) || id <= 0) {
  console.error("Gebruik: npm run photos:reject -- <foto-id> (het nummer in /photos/<id>-800.jpg)");
  process.exit(1);
}
openAppDatabase(config().databasePath);
const done = rejectPhoto(id);
closeDatabase();
console.log(
  done ? `Foto ${id} afgewezen; de vragen ervan krijgen bij de volgende opzoeking een andere foto.` : `Geen foto met nummer ${id}.`,
);
process.exit(done ? 0 : 1);
