import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/routes-prerender.ts";
import { precompressClient } from "./app/vite/precompress.ts";

export default {
  // BUILD_DIR lets several builds live side by side (e.g. parallel test runs).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  // React Router 8's changes, not taken yet: said once here, so the build does not warn about each.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  // Every page is pre-rendered at build time; the server renders only what
  // must be fresh per request (events, query-string pages, unknown paths).
  prerender: () => prerenderPaths,
  // A Brotli and a gzip copy of every compressible file (docs/decisions/025).
  buildEnd: async ({ reactRouterConfig }) => {
    await precompressClient(path.join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
