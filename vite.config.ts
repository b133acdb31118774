/// <reference types="vitest/config" />
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { publicEnvFromProcess } from "./app/lib/env-schema.ts";

const isVitest = Boolean(process.env.VITEST);

export default defineConfig({
  // Public settings are read once here and baked into the build, because
  // pre-rendered pages cannot read the server's environment at request time.
  define: {
    __PUBLIC_ENV__: JSON.stringify(publicEnvFromProcess(process.env)),
  },
  plugins: [tailwindcss(), !isVitest && reactRouter()],
  test: {
    environment: "happy-dom",
    include: ["app/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["tests/support/vitest-setup.ts"],
    restoreMocks: true,
  },
});
