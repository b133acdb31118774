// The yardstick `npm run perf` holds every page against (docs/performance.md): a copy of the
// build whose pre-rendered pages keep their markup, styles and structured data but run no script.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const scriptElement = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const linkElement = /<link\b([^>]*)>/gi;
/** The script types a browser runs (HTML's "JavaScript MIME type essence match", plus modules); none is a script too. */
const executableType =
  /^(module|(application|text)\/(x-)?(ecma|java)script|text\/(javascript1\.[0-5]|jscript|livescript))?$/;

/** The value of attribute `name` in an element's attribute text, if it is there. */
function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i").exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? "") : undefined;
}

/** The page without executable `<script>`s and `<link rel="modulepreload">`; the rest byte for byte. */
export function withoutScripts(html: string): string {
  const type = (attributes: string) => attribute(attributes, "type")?.trim().toLowerCase() ?? "";
  const rel = (attributes: string) => attribute(attributes, "rel")?.toLowerCase().split(/\s+/) ?? [];
  return html
    .replace(scriptElement, (element, attributes: string) => (executableType.test(type(attributes)) ? "" : element))
    .replace(linkElement, (element, attributes: string) => (rel(attributes).includes("modulepreload") ? "" : element));
}

/** A temporary copy of `buildDir` with every pre-rendered page stripped, linking our node_modules. */
export function buildBarePages(buildDir: string, projectRoot: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "bare-build-"));
  cpSync(buildDir, dir, { recursive: true });
  symlinkSync(path.join(projectRoot, "node_modules"), path.join(dir, "node_modules"), "dir");
  const clientDir = path.join(dir, "client");
  const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" });
  const pages = files.filter((name) => path.basename(name) === "index.html");
  for (const name of pages) {
    const file = path.join(clientDir, name);
    writeFileSync(file, withoutScripts(readFileSync(file, "utf8")));
  }
  if (pages.length === 0) throw new Error(`No pre-rendered index.html under ${path.join(buildDir, "client")}`);
  /** `has`: whether a page path has a pre-rendered (so script-free) page in the copy. */
  return { dir, pages: pages.length, has: (page: string) => existsSync(path.join(clientDir, page, "index.html")) };
}
