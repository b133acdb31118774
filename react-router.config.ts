import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/routes-prerender.ts";

export default {
  ssr: true,
  // Every page is pre-rendered at build time; the server renders only what
  // must be fresh per request (events, query-string pages, unknown paths).
  prerender: () => prerenderPaths,
} satisfies Config;
