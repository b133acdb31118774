/// <reference types="vitest/config" />

import path from "node:path";
import contentCollections from "@content-collections/vite";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rolldown } from "vite";
import { configDefaults } from "vitest/config";
import { publicEnvFromProcess } from "./app/lib/env-schema.ts";
import { applicationRoutes } from "./app/lib/page-kind.ts";

const isVitest = Boolean(process.env.VITEST);

/**
 * What hydrating needs and nothing else loads: React DOM's client (with its
 * scheduler) and React Router's DOM half (`HydratedRouter`). The client entry
 * imports them once the page has painted, so they are never preloaded with the
 * page (docs/decisions/034-hydration-code-after-the-first-paint.md).
 */
const hydrationModules =
  /node_modules[\\/](react-dom[\\/](client\.js|cjs[\\/]react-dom-client\.)|scheduler[\\/]|react-router[\\/]dist[\\/][^\\/]+[\\/]dom-export\.)/;
/** React, React DOM's small half and React Router: the same on every application page, so cached once. */
const frameworkModules = /node_modules[\\/](react|react-dom|react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/;
/**
 * Chunk families: the modules only some pages need, each family in a folder of
 * its own (app/components/<family>/, app/lib/<family>/, app/catalog/<family>/),
 * so a new module joins its family by where it lives, not by its name.
 */
const familyFolder = (family: string, roots: readonly string[]) =>
  new RegExp(`app[\\\\/](${roots.join("|")})[\\\\/]${family}[\\\\/]`);
/**
 * The page-copy files of a family, by their generated module's name
 * (content/pages/exam-pages.yml → examPagesContent.js, content-collections.ts):
 * content/pages/ is one folder, the one place a marketing person looks for
 * words (docs/content-authoring.md).
 */
const familyCopy = (names: readonly string[]) =>
  new RegExp(`content-collections[\\\\/]generated[\\\\/](${names.join("|")})Content\\.js`);
const anyOf = (...tests: readonly RegExp[]) => new RegExp(tests.map((test) => test.source).join("|"));

const formModules = anyOf(
  /node_modules[\\/]zod[\\/]/,
  familyFolder("forms", ["components", "lib", "catalog"]),
  familyCopy(["messages"]),
);
const examPageModules = anyOf(
  familyFolder("exam-page", ["components", "catalog"]),
  familyCopy(["examPages", "landingPages", "whatChanged"]),
);
const contentModules = anyOf(familyFolder("content", ["components", "catalog"]), familyCopy(["contentLabels"]));
const templateModules = anyOf(
  familyFolder("templates", ["components", "lib", "catalog"]),
  familyCopy(["freeTemplates"]),
);
/** The lead inbox at /admin: never hydrated, so its modules stay out of the chunks the public pages load. */
const adminModules = familyFolder("admin", ["components", "routes", "catalog"]);

/**
 * The route modules of the application pages, the only pages that load route
 * modules in the browser (app/lib/page-kind.ts, docs/decisions/022-html-first.md),
 * and the root route they all load.
 */
const applicationRouteFiles: ReadonlySet<string> = new Set(
  ["root.tsx", ...applicationRoutes].map((file) => path.resolve("app", file)),
);

/**
 * Whether an application page loads the module: an application route imports
 * it, directly or through other modules. What only the HTML-first pages' route
 * modules share goes to a chunk of its own, which no page downloads, instead of
 * into the shared chunk every application page loads.
 */
function loadedByApplications(id: string, context: Rolldown.ChunkingContext, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  if (applicationRouteFiles.has(id.split("?")[0] ?? id)) return true;
  const info = context.getModuleInfo(id);
  return [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])].some((importer) =>
    loadedByApplications(importer, context, seen),
  );
}

/** Unit tests that need a DOM: components, browser helpers, and the few that parse HTML with one. */
const setupFiles = ["tests/support/vitest-setup.ts"];
/** Tests that start the page script, which adds listeners to the document for good. */
const pageScriptTests = [
  "app/components/sections/{cta-link,faq,testimonials,pricing-plans,cta-banner,trial-exam-list}.test.tsx",
];
const domTests = [
  "app/**/*.test.tsx",
  "app/lib/**/*.test.ts",
  "app/page-script/**/*.test.ts",
  "app/server/content-render.server.test.ts",
  "scripts/lib/{bare-pages,visible-text}.test.ts",
];

const familyModules = anyOf(formModules, examPageModules, contentModules, templateModules, adminModules);

export default defineConfig({
  // Public settings are read once here and baked into the build, because
  // pre-rendered pages cannot read the server's environment at request time.
  define: {
    __PUBLIC_ENV__: JSON.stringify(publicEnvFromProcess(process.env)),
  },
  css: {
    // The carousel's :target-current (CSS Overflow 5) is a draft Lightning CSS knows behind this flag.
    lightningcss: { drafts: { scrollNavigationControls: true } },
  },
  plugins: [
    // Tailwind's own pass over the CSS cannot take that flag: Vite's minifier (Lightning CSS) does the same work.
    tailwindcss({ optimize: false }),
    !isVitest && reactRouter(),
    !isVitest && import("./app/vite/social-images.ts").then(({ socialImages }) => socialImages()),
    import("./app/vite/page-script.ts").then(({ pageScript }) => pageScript()),
    // The content is rebuilt as it changes in `react-router dev` only. Builds, typegen and Vitest read what
    // `content-collections build` wrote before them (`npm run build`, `npm test`), so the typecheck,
    // knip and the test suites can run beside them without a second writer of the same files. (React
    // Router's build and typegen start a Vite server of their own, so `apply: "serve"` alone let them write.)
    contentCollections({ isEnabled: () => !isVitest && process.argv.includes("dev") }),
  ],
  build: {
    // Rolldown's note on where the build spends its time is for profiling, not for every build.
    rolldownOptions: { checks: { pluginTimings: false } },
  },
  environments: {
    // The server build bundles the icon and primitive libraries, so it keeps
    // only what the site uses: as external packages, their ESM entries load
    // every icon and primitive into each server process (lucide-react alone is
    // ~25 MB of RSS; docs/performance.md, "Memory"). Not under Vitest, which
    // would then transform both libraries for every test file.
    ssr: isVitest ? {} : { resolve: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // A page should cost a handful of requests, not one per icon: on a
            // slow phone network every extra request is another round trip
            // before the page can hydrate (docs/decisions/013-stylesheet-first-and-few-chunks.md).
            codeSplitting: {
              groups: [
                // The framework first: a group takes its modules' dependencies too,
                // so the hydration group, taken first, would take React along.
                {
                  name: "framework",
                  test: (id) => frameworkModules.test(id) && !hydrationModules.test(id),
                  priority: 4,
                },
                { name: "hydration", test: hydrationModules, priority: 3 },
                // What two or more application pages load (layout, UI, catalog),
                // except the families below, which only some pages need. The
                // group passes over (null) what no application page loads.
                {
                  name: (id, context) => (loadedByApplications(id, context) ? "shared" : null),
                  test: (id) => !familyModules.test(id),
                  minShareCount: 2,
                  priority: 2,
                },
                // What only the HTML-first pages' route modules share (their copy,
                // sections and icons): a chunk no page downloads, since those
                // pages load no route module (docs/decisions/022-html-first.md).
                { name: "pages", test: (id) => !familyModules.test(id), minShareCount: 2, priority: 0 },
                { name: "forms", test: formModules, priority: 1 },
                { name: "exam-pages", test: examPageModules, priority: 1 },
                { name: "content", test: contentModules, priority: 1 },
                { name: "templates", test: templateModules, priority: 1 },
                { name: "admin", test: adminModules, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  test: {
    restoreMocks: true,
    // A test's vi.stubEnv and vi.stubGlobal end with it: files share a worker (isolate: false below).
    unstubEnvs: true,
    unstubGlobals: true,
    // Vitest's default is a worker per core but one: a single worker on a 2-core machine.
    maxWorkers: 2,
    // Files run one after another in a worker, without a fresh module graph and environment each:
    // 148 s became 47 s for the Node files (decision 054). What keeps state between files (the page
    // script's listeners on the shared document) runs isolated.
    isolate: false,
    projects: [
      // What runs in the browser is tested in a DOM; everything else in Node, which starts a file faster.
      {
        extends: true,
        test: { name: "dom", include: domTests, exclude: pageScriptTests, environment: "happy-dom", setupFiles },
      },
      {
        extends: true,
        test: { name: "page-script", include: pageScriptTests, environment: "happy-dom", setupFiles, isolate: true },
      },
      {
        extends: true,
        test: {
          name: "node",
          include: ["app/**/*.test.ts", "tests/integration/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...domTests],
          environment: "node",
          // npm test runs these beside the edge tests and the production install (scripts/test.sh): on 2 busy
          // cores a PGlite query can take seconds, and Vitest's 5 s default failed sound tests (2026-11-28).
          testTimeout: 30_000,
        },
      },
    ],
  },
});
