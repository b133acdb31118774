// The server's render: React Router's default, except that the whole page is
// rendered before it is sent (pages are pre-rendered or small), so the boot
// script can be rewritten to start after the first paint (app/server/boot.server.ts).
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { webFontStylesheets, webFonts } from "./lib/web-font";
import { bootAfterFirstPaint } from "./server/boot.server";

export const streamTimeout = 5_000;

function readAll(stream: PassThrough): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    stream.on("error", reject);
  });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") {
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }));
  }
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Every Suspense boundary is written in place: none is sent later for a script to move in.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        const body = new PassThrough();
        readAll(body)
          .then((html) => {
            clearTimeout(timeout);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            const page = bootAfterFirstPaint(html, { fonts: webFonts, stylesheets: webFontStylesheets });
            resolve(new Response(page, { headers: responseHeaders, status }));
          })
          .catch(reject);
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // Errors while rendering the shell reject above and are logged by React Router.
        if (shellRendered) console.error(error);
      },
    });
  });
}
