// React Router's server entry with the response's CSP nonce; every request waits for the whole page (`allReady`, as
// React Router's does for bots): nothing on the server suspends (docs/decisions/061-lighter-pages-and-tools.md).
import { renderToReadableStream } from "react-dom/server";
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";
import { CspNonce } from "./lib/csp-nonce";

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  { cspNonce: nonce }: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method === "HEAD") return new Response(null, { status, headers });
  let rendered = status;
  // A shell that fails rejects here, and React Router logs it.
  const body = await renderToReadableStream(
    <CspNonce.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </CspNonce.Provider>,
    {
      nonce,
      signal: AbortSignal.timeout(6_000),
      onError() {
        rendered = 500;
      },
    },
  );
  await body.allReady;
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers, status: rendered });
}
