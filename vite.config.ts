/// <reference types="vitest/config" />
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { publicEnvFromProcess } from "./app/lib/env-schema.ts";

const isVitest = Boolean(process.env.VITEST);

/** React, React DOM and React Router: the same on every page, so cached once for the whole site. */
const frameworkModules =
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/;
/**
 * Chunk families: the modules only some pages need, each family in a folder of
 * its own (app/components/<family>/, app/lib/<family>/), so a new module joins
 * its family by where it lives, not by its name.
 */
const familyFolder = (family: string, roots: readonly string[]) =>
  new RegExp(`app[\\\\/](${roots.join("|")})[\\\\/]${family}[\\\\/]`);
/**
 * The catalog modules of the families, by name until their words have moved to
 * content/pages/ (issue 19); then each can join its family's folder as
 * app/catalog/<family>/ and these lists go.
 */
const familyCatalog = (modules: readonly string[]) => new RegExp(`app[\\\\/]catalog[\\\\/](${modules.join("|")})\\.`);
const anyOf = (...tests: readonly RegExp[]) => new RegExp(tests.map((test) => test.source).join("|"));

const formModules = anyOf(
  /node_modules[\\/]zod[\\/]/,
  familyFolder("forms", ["components", "lib"]),
  familyCatalog(["messages"]),
);
const examPageModules = anyOf(
  familyFolder("exam-page", ["components"]),
  familyCatalog(["exam-pages", "cps-landing", "claims", "exam-changes", "shsat-cutoffs", "more-fact-sources"]),
);
const contentModules = anyOf(familyFolder("content", ["components"]), familyCatalog(["content-labels"]));
const templateModules = anyOf(familyFolder("templates", ["components", "lib"]), familyCatalog(["templates"]));
/** The lead inbox at /admin: never hydrated, so its modules stay out of the chunks the public pages load. */
const adminModules = anyOf(familyFolder("admin", ["components", "routes"]), familyCatalog(["admin"]));
const familyModules = anyOf(formModules, examPageModules, contentModules, templateModules, adminModules);

export default defineConfig({
  // Public settings are read once here and baked into the build, because
  // pre-rendered pages cannot read the server's environment at request time.
  define: {
    __PUBLIC_ENV__: JSON.stringify(publicEnvFromProcess(process.env)),
  },
  plugins: [
    tailwindcss(),
    !isVitest && reactRouter(),
    !isVitest && import("./app/vite/social-images.ts").then(({ socialImages }) => socialImages()),
    import("./app/vite/page-script.ts").then(({ pageScript }) => pageScript()),
    import("./app/vite/content-pages.ts").then(({ contentPages }) => contentPages()),
  ],
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
            // before the page can hydrate (docs/decisions/013-chunking.md).
            codeSplitting: {
              groups: [
                { name: "framework", test: frameworkModules, priority: 3 },
                // What two or more pages use (layout, UI, catalog), except the
                // families below, which only some pages need.
                { name: "shared", test: (id) => !familyModules.test(id), minShareCount: 2, priority: 2 },
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
    environment: "happy-dom",
    include: ["app/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["tests/support/vitest-setup.ts"],
    restoreMocks: true,
  },
});
