// The site's own pages without their scripts, the yardstick `npm run perf`
// holds every page against (docs/performance.md): a copy of the build whose
// pre-rendered pages keep their markup, styles and structured data but run no
// JavaScript.
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const scriptElement = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const linkElement = /<link\b([^>]*)>/gi;
const typeAttribute = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const relAttribute = /(?:^|\s)rel\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** The script types a browser runs (HTML's "JavaScript MIME type essence match", plus modules). */
const executableTypes: ReadonlySet<string> = new Set([
  "",
  "module",
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

function attribute(attributes: string, pattern: RegExp): string | undefined {
  const match = pattern.exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? "") : undefined;
}

function isExecutable(attributes: string): boolean {
  const type = attribute(attributes, typeAttribute);
  return type === undefined || executableTypes.has(type.trim().toLowerCase());
}

function isModulePreload(attributes: string): boolean {
  const rel = attribute(attributes, relAttribute);
  return rel?.toLowerCase().split(/\s+/).includes("modulepreload") === true;
}

/**
 * The page without its executable `<script>` elements and `<link rel="modulepreload">`;
 * everything else (JSON-LD, stylesheets, markup) is left byte for byte.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(scriptElement, (element, attributes: string) => (isExecutable(attributes) ? "" : element))
    .replace(linkElement, (element, attributes: string) => (isModulePreload(attributes) ? "" : element));
}

function* prerenderedPages(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* prerenderedPages(file);
    else if (entry.name === "index.html") yield file;
  }
}

export type BareBuild = {
  /** The copy's build directory, for the server's `BUILD_DIR`. */
  dir: string;
  /** How many pre-rendered pages were rewritten. */
  pages: number;
  /** Whether a page path has a pre-rendered (so script-free) page in the copy. */
  has(pagePath: string): boolean;
  remove(): void;
};

/**
 * Copies `buildDir` (client and server) into a temporary directory and strips
 * the scripts from every pre-rendered page of the copy. The copy links the
 * project's node_modules, which its server bundle imports from.
 */
export function buildBarePages(buildDir: string, projectRoot: string): BareBuild {
  const dir = mkdtempSync(path.join(tmpdir(), "bare-build-"));
  try {
    cpSync(buildDir, dir, { recursive: true });
    symlinkSync(path.join(projectRoot, "node_modules"), path.join(dir, "node_modules"), "dir");
    const clientDir = path.join(dir, "client");
    let pages = 0;
    for (const file of prerenderedPages(clientDir)) {
      writeFileSync(file, withoutScripts(readFileSync(file, "utf8")));
      pages++;
    }
    if (pages === 0) throw new Error(`No pre-rendered index.html under ${path.join(buildDir, "client")}`);
    return {
      dir,
      pages,
      has: (pagePath) => {
        const file = path.join(clientDir, pagePath, "index.html");
        return file.startsWith(clientDir + path.sep) && existsSync(file);
      },
      remove: () => rmSync(dir, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
