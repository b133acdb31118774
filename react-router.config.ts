import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/routes-prerender.ts";
import { writePageScriptHashes } from "./app/vite/page-script-hashes.ts";

export default {
  // BUILD_DIR lets several builds live side by side (e.g. parallel test runs).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  // Every page is pre-rendered at build time; the server renders only what
  // must be fresh per request (events, query-string pages, unknown paths).
  prerender: () => prerenderPaths,
  // The CSP hashes of each pre-rendered page's inline scripts, for the server.
  buildEnd: ({ reactRouterConfig }) => writePageScriptHashes(reactRouterConfig.buildDirectory),
} satisfies Config;
