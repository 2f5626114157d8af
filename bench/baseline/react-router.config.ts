import type { Config } from "@react-router/dev/config";
import app from "../../react-router.config";

// The baseline for `npm run bench`: a bare React Router app with the same versions and the app's flags.
export default {
  ssr: true,
  future: app.future,
} satisfies Config;
