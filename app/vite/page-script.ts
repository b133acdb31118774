// Builds the page script (app/page-script/) on its own, never importing the framework, into one classic script named
// by its hash, and gives its address as `virtual:page-script` (decision 022). With it, the Korean faces it adds.
import { createHash } from "node:crypto";
import path from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";
import { koreanFaces } from "./korean-faces.ts";

const entry = "app/page-script/index.ts";
const virtualId = "virtual:page-script";
const resolvedVirtualId = `\0${virtualId}`;
/** The address in development, where Vite serves it compiled on each request. */
const devPath = "/@examwise/page-script.js";

async function compilePageScript(root: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, entry)],
    absWorkingDir: root,
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2022",
    write: false,
    legalComments: "none",
    define: { "import.meta.env.DEV": "false" },
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error(`esbuild wrote nothing for ${entry}`);
  return output.text;
}

export function pageScript(): Plugin[] {
  let root = process.cwd();
  let serving = false;
  let compiled: Promise<{ source: string; fileName: string }> | undefined;
  const compileOnce = () => {
    compiled ??= compilePageScript(root).then((source) => ({
      source,
      fileName: `assets/page-${createHash("sha256").update(source).digest("base64url").slice(0, 10)}.js`,
    }));
    return compiled;
  };
  const plugin: Plugin = {
    name: "examwise:page-script",
    configResolved(config) {
      root = config.root;
      serving = config.command === "serve";
    },
    resolveId(id) {
      return id === virtualId ? resolvedVirtualId : undefined;
    },
    async load(id) {
      if (id !== resolvedVirtualId) return;
      if (serving) return `export default ${JSON.stringify(devPath)};`;
      const { fileName } = await compileOnce();
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
    configureServer(server) {
      server.middlewares.use(devPath, (_req, res, next) => {
        compilePageScript(root).then((source) => {
          res.setHeader("Content-Type", "text/javascript; charset=utf-8");
          res.setHeader("Cache-Control", "no-store");
          res.end(source);
        }, next);
      });
    },
    async generateBundle() {
      // The client build writes the file; the server build only needs its name.
      if (this.environment.config.consumer !== "client") return;
      const { source, fileName } = await compileOnce();
      this.emitFile({ type: "asset", fileName, source });
    },
  };
  return [plugin, koreanFaces()];
}
