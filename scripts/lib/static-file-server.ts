// The yardstick of `npm run load -- pages`: sends a page's `<page>/index.html.br` from memory, with
// no routing, checks or security headers.  node --import tsx static-file-server.ts <client dir> <port>
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";

const [clientDir = "build/client", port = "8080"] = process.argv.slice(2);
const files = new Map<string, Buffer>();

http
  .createServer((req, res) => {
    const page = (req.url ?? "/").split("?")[0] ?? "/";
    const file = path.join(clientDir, page, "index.html.br");
    if (!files.has(page) && existsSync(file)) files.set(page, readFileSync(file));
    const body = files.get(page);
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
