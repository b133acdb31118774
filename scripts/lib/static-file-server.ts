// The yardstick of `npm run load -- pages`: a plain static file server that
// sends a page's Brotli file (`<page>/index.html.br`, written by the build)
// from memory, with no routing, checks or security headers. Run as its own
// process, as the site is:  node --import tsx scripts/lib/static-file-server.ts <client dir> <port>
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";

const [clientDir = "build/client", port = "8080"] = process.argv.slice(2);
const files = new Map<string, Buffer | null>();

/** The page's Brotli file, read once; null when there is none. */
function fileOf(pathname: string): Buffer | null {
  let body = files.get(pathname);
  if (body === undefined) {
    try {
      body = readFileSync(path.join(clientDir, pathname, "index.html.br"));
    } catch {
      body = null;
    }
    files.set(pathname, body);
  }
  return body;
}

http
  .createServer((req, res) => {
    const body = fileOf((req.url ?? "/").split("?")[0] ?? "/");
    if (!body) return res.writeHead(404).end();
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Encoding": "br",
      "Content-Length": body.byteLength,
      "Cache-Control": "public, max-age=0",
    });
    res.end(body);
  })
  .listen(Number(port), "127.0.0.1", () => console.log(`listening on ${port}`));
