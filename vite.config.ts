import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/**
 * The form schemas only build zod objects at the top level. Rollup cannot tell that this is free of
 * side effects, so a route that imports a schema just for its action would still pull zod into the
 * page's JavaScript. Declared side-effect free, they are dropped where nothing uses them; the browser
 * gets them on demand (app/components/forms/use-validator.ts).
 */
const schemaModules = /\/app\/lib\/schemas\/(?!zod\.ts)[^/]+\.ts$/;

export default defineConfig({
  // The server build's entry is our HTTP app, which imports React Router's server build.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    client: { build: { rollupOptions: { treeshake: { moduleSideEffects: (id) => !schemaModules.test(id) } } } },
  },
  resolve: { tsconfigPaths: true },
  plugins: [reactRouter()],
});
