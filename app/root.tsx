import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import favicon from "./assets/favicon.svg?inline";
import { skipLinkLabel } from "./catalog/navigation";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { NotFound } from "./components/sections/not-found";
import { HydrationPiece } from "./components/ui/section";
import { Toaster } from "./components/ui/toast";
import { gtagBootScript } from "./lib/analytics";
import { publicEnv } from "./lib/public-env";
import { useWebFontOnNavigation, webFontStyle, webFontStylesheets } from "./lib/web-font";
import stylesheet from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  // Inline, so the icon costs no request while the page is loading.
  { rel: "icon", href: favicon, type: "image/svg+xml" },
];

/** Without JavaScript nothing adds the web fonts after the first paint: the page uses them at once. */
const noScriptFonts = [
  ...webFontStylesheets.map((href) => `<link rel="stylesheet" href="${href}">`),
  `<style>${webFontStyle}</style>`,
].join("");

function hasLang(value: unknown): value is { lang: string } {
  return typeof value === "object" && value !== null && "lang" in value && typeof value.lang === "string";
}

/** A page in another language says so through its loader data or its handle. */
function useDocumentLang(): string {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    if (hasLang(match.loaderData)) return match.loaderData.lang;
    if (hasLang(match.handle)) return match.handle.lang;
  }
  return "en";
}

export function Layout({ children }: { children: ReactNode }) {
  const lang = useDocumentLang();
  const measurementId = publicEnv.GA_MEASUREMENT_ID;
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <Meta />
        <Links />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant style */}
        <noscript dangerouslySetInnerHTML={{ __html: noScriptFonts }} />
        {measurementId ? (
          <>
            <script async src={`https://www.googletagmanager.com/gtag/js?id=${measurementId}`} />
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the boot snippet is built from a validated id */}
            <script dangerouslySetInnerHTML={{ __html: gtagBootScript(measurementId) }} />
          </>
        ) : null}
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-control bg-primary-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {skipLinkLabel}
        </a>
        <HydrationPiece>
          <SiteHeader />
        </HydrationPiece>
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <HydrationPiece>
          <SiteFooter />
        </HydrationPiece>
        <Toaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useWebFontOnNavigation();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">Something went wrong</h1>
      <p className="mt-3 text-muted">
        We could not show this page. Please try again in a moment, or go back to the{" "}
        <a className="text-primary-700 underline" href="/">
          home page
        </a>
        .
      </p>
    </section>
  );
}
