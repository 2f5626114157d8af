// `npm run db:import`: migrate and import content/ into the configured database, then print what was imported.
import { closeDatabase, openAppDatabase } from "../app/db/client.server";
import { ContentError } from "../app/content-import/load.server";
import { config, ConfigError } from "../app/platform/config.server";
import { syncContent } from "../app/content-import/index.server";

try {
  openAppDatabase(config().databasePath);
  await syncContent(undefined, { force: true });
  closeDatabase();
} catch (error) {
  if (error instanceof ContentError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
