// The production server as plain JavaScript: server.ts and the app code it
// imports, bundled by esbuild into build/server/server.js, started by
// build/server/start.js. Packages stay
// imports, so `npm install --omit=dev` is all a server needs next to the build
// (docs/decisions/024-deploy-shape.md).
//
//   npm run build   (react-router build, then this)
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const buildDirectory = process.env.BUILD_DIR ?? "build";
const outfile = path.join(root, buildDirectory, "server", "server.js");
const startFile = path.join(root, buildDirectory, "server", "start.js");

await build({
  entryPoints: [path.join(root, "server.ts")],
  absWorkingDir: root,
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  legalComments: "none",
  logLevel: "warning",
});
// The entry sets NODE_ENV before anything is imported: React and React Router
// choose their development or production builds when first imported, and the
// bundle's imports are hoisted above any of its own code.
await writeFile(
  startFile,
  `// Production unless told otherwise (scripts/build-server.ts).\nprocess.env.NODE_ENV ??= "production";\nawait import("./server.js");\n`,
);
console.log(`Server bundled: ${path.relative(root, startFile)} → ${path.relative(root, outfile)}`);
