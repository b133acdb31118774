// Validates and renders every Markdown file under content/ and checks that its
// links to pages of this site exist. `npx tsx scripts/check-content.ts`; the
// same checks run in `npm test` (app/server/content.server.test.ts).
import { publicEnvFromProcess } from "../app/lib/env-schema.ts";

// Modules shared with the browser read the public settings Vite bakes in; give them the same values.
Object.assign(globalThis, { __PUBLIC_ENV__: publicEnvFromProcess(process.env) });

const { checkAllContent } = await import("../app/server/content-check.server.ts");

try {
  const summary = await checkAllContent();
  console.log(
    `Content OK: ${summary.articles} articles, ${summary.guides} study guides, ${summary.resources} resource pages.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
