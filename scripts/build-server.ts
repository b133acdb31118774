// `npm run build`'s second step: server.ts and the app code it imports, bundled into
// build/server/server.js, with packages left as imports, so `npm install --omit=dev` is all a
// server needs next to the build (docs/decisions/024-deploy-shape.md).
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const serverDir = path.join(root, process.env.BUILD_DIR ?? "build", "server");

await build({
  entryPoints: [path.join(root, "server.ts")],
  outfile: path.join(serverDir, "server.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  legalComments: "none",
});
// The entry sets NODE_ENV before anything is imported: React and React Router choose their
// development or production builds when first imported, and the bundle's imports are hoisted.
const start = `// Production unless told otherwise (scripts/build-server.ts).\nprocess.env.NODE_ENV ??= "production";\nawait import("./server.js");\n`;
await writeFile(path.join(serverDir, "start.js"), start);
console.log(`Server bundled: ${path.relative(root, serverDir)}/start.js → server.js`);
