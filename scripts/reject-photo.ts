// `npm run photos:reject -- <id>`: the owner rejects a stored species photo (wrong species, poor view).
// It is never shown again; its questions wait for the next photo lookup.
import { closeDatabase, openAppDatabase } from "../app/db/client.server";
import { rejectPhoto } from "../app/models/species-photos.server";
import { config } from "../app/platform/config.server";
import { openPhotoKey } from "../app/platform/sealed.server";

/** A photo's number, or the address a page shows it under (`/photos/<key>-800.jpg`, or just the key). */
function photoId(arg: string | undefined): number | null {
  if (!arg) return null;
  if (/^\d+$/.test(arg)) return Number(arg);
  const key = /(?:^|\/)([A-Za-z0-9_-]{22})(?:-\d+\.(?:jpg|webp))?$/.exec(arg)?.[1];
  return key ? openPhotoKey(key) : null;
}

const id = photoId(process.argv[2]);
if (id === null || id <= 0) {
  console.error("Gebruik: npm run photos:reject -- <foto> (het nummer op /fotoverantwoording of het adres van de foto, /photos/…-800.jpg)");
  process.exit(1);
}
openAppDatabase(config().databasePath);
const done = rejectPhoto(id);
closeDatabase();
console.log(
  done ? `Foto ${id} afgewezen; de vragen ervan krijgen bij de volgende opzoeking een andere foto.` : `Geen foto met nummer ${id}.`,
);
process.exit(done ? 0 : 1);
