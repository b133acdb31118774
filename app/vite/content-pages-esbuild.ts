// Page copy (content/pages/*.yml) for the code esbuild bundles outside Vite:
// the page script (app/vite/page-script.ts) and the production server
// (scripts/build-server.ts). Each file becomes the module the Vite plugin
// makes of it (app/vite/content-pages.ts), checked the same way.
import type { Plugin } from "esbuild";
import { contentPageModule, loadContentPage } from "./content-pages.ts";

export const contentPagesEsbuild: Plugin = {
  name: "content-pages",
  setup(build) {
    build.onLoad({ filter: /[\\/]content[\\/]pages[\\/][a-z0-9-]+\.yml$/ }, (args) => ({
      contents: contentPageModule(loadContentPage(args.path)),
      loader: "js",
      watchFiles: [args.path],
    }));
  },
};
