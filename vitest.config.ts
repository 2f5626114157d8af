import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    env: {
      DATABASE_PATH: "data/vitest/unused.db",
      SESSION_SECRET: "vitest-secret-0123456789abcdef",
      APP_URL: "http://localhost:3000",
      LOG_LEVEL: "error",
    },
  },
});
