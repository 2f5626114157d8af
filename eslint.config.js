// Lint rules, and the import layers of README.md's architecture section as import restrictions.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** An import restriction: the folders (as `~/` aliases) a layer may not reach, with the rule's name. */
function forbid(folders, message) {
  return folders.map((folder) => ({ group: [`~/${folder}`, `~/${folder}/*`], message }));
}

const SERVER_MODULE = { group: ["*.server", "**/*.server"], message: "pure rules and components import no server code" };

/** The content pipeline is used through its front doors only: app/content/index.ts, and index.server and load.server of app/content-import/. */
const CONTENT_DOORS = {
  group: [
    "~/content/*",
    "**/app/content/*",
    "~/content-import/*",
    "**/app/content-import/*",
    "!~/content-import/index.server",
    "!**/app/content-import/index.server",
    "!~/content-import/load.server",
    "!**/app/content-import/load.server",
  ],
  message:
    "import the content pipeline from ~/content, ~/content-import/index.server or ~/content-import/load.server, not from the files inside",
};

const NO_IO = ["node:fs", "node:net", "node:child_process", "node:http", "node:path"];

/** The layers, lowest first: what each may not import. */
const layers = [
  {
    files: ["app/lib/**"],
    patterns: [
      ...forbid(
        ["platform", "db", "models", "services", "components", "routes", "content", "content-import"],
        "lib/ holds what the browser and the server share: no I/O, no server code, no content pipeline",
      ),
      SERVER_MODULE,
    ],
    paths: NO_IO.map((name) => ({ name, message: "lib/ holds pure rules: no I/O" })),
  },
  {
    files: ["app/content/**"],
    patterns: [
      ...forbid(
        ["platform", "db", "models", "services", "components", "routes", "content-import"],
        "content/ holds the pipeline's pure half: no I/O",
      ),
      SERVER_MODULE,
    ],
    paths: NO_IO.map((name) => ({ name, message: "content/ holds the pipeline's pure half: no I/O" })),
    inside: true,
  },
  {
    files: ["app/content-import/**"],
    patterns: forbid(["db", "services", "components", "routes"], "content-import/ reads content/ and imports it through models"),
    inside: true,
  },
  {
    files: ["app/platform/**"],
    patterns: forbid(["db", "models", "services", "components", "routes"], "platform/ sits below every other server layer"),
  },
  {
    files: ["app/db/**"],
    patterns: forbid(["platform", "models", "services", "components", "routes"], "db/ opens and describes the database only"),
  },
  {
    files: ["app/models/**"],
    patterns: [
      ...forbid(["services", "components", "routes", "content-import"], "models sit below services, components and routes"),
      {
        group: ["~/platform/render-cache.server"],
        message: "models only read and write their data: the caller that changes what public pages show empties the render cache",
      },
    ],
  },
  {
    files: ["app/services/commands/**"],
    patterns: forbid(["db", "components", "routes"], "services reach the database through models only"),
  },
  {
    files: ["app/services/requests/**"],
    patterns: [
      ...forbid(["db", "components", "routes"], "services reach the database through models only"),
      ...forbid(["services/commands"], "request plumbing sits below the commands that use it"),
    ],
  },
  {
    files: ["app/services/adapters/**"],
    patterns: [
      ...forbid(["db", "components", "routes"], "services reach the database through models only"),
      ...forbid(["services/requests", "services/commands"], "an adapter talks to the outside; it knows no request and no command"),
    ],
  },
  {
    files: ["app/components/**"],
    patterns: [
      ...forbid(
        ["db", "models", "services", "platform", "routes", "content", "content-import"],
        "components never import models, services, the content pipeline or the database",
      ),
      SERVER_MODULE,
    ],
  },
  { files: ["app/routes/**"], patterns: forbid(["routes", "db"], "routes never import routes, and reach the database through models") },
  { files: ["app/root.tsx", "app/entry.server.tsx"], patterns: forbid(["db"], "only models touch the database") },
  // Everything else (the server's entry, scripts, tests) may use any layer, through the content pipeline's doors.
  { files: ["server/**", "scripts/**", "tests/**", "bench/**"], patterns: [] },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "bench/baseline/build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "coverage/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      "no-empty": ["error", { allowEmptyCatch: true }],
    },
  },
  {
    // The two classic hook rules; the React Compiler's stricter rules do not apply, the app does not use it.
    files: ["app/**/*.tsx", "app/components/**"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        fetch: "readonly",
        URLSearchParams: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        Buffer: "readonly",
        AbortSignal: "readonly",
      },
    },
  },
  ...layers.map(({ files, patterns, paths = [], inside = false }) => ({
    files,
    rules: { "no-restricted-imports": ["error", { patterns: inside ? patterns : [...patterns, CONTENT_DOORS], paths }] },
  })),
);
