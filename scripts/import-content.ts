// `npm run db:import`: migrate and import content/ into the configured database, then print what was imported.
import { closeDatabase } from "../app/db/client.server";
import { ContentError } from "../app/lib/content-loader.server";
import { ConfigError } from "../app/lib/config.server";
import { prepareDatabase } from "../app/lib/startup.server";

try {
  prepareDatabase(undefined, { force: true });
  closeDatabase();
} catch (error) {
  if (error instanceof ContentError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
