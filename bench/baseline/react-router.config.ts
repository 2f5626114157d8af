import type { Config } from "@react-router/dev/config";

// The baseline for `npm run bench`: a bare React Router app with the same versions and flags.
export default {
  ssr: true,
  future: {
    v8_middleware: true,
    v8_viteEnvironmentApi: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
