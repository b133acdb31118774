// The empty page of our stack (React Router + Vite + Tailwind + the site's
// server entry + server.ts), built for scripts/perf.ts as the floor every
// route's LCP and JavaScript are compared with.
import type { Config } from "@react-router/dev/config";

export default {
  buildDirectory: "build",
  ssr: true,
  prerender: ["/"],
} satisfies Config;
