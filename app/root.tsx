import pageScript from "virtual:page-script";
import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
} from "react-router";
import { cookieBanner as cookieBannerEn } from "#content/consent";
import { cookieBanner as cookieBannerEs } from "#content/consentEs";
import { errorPage as errorPageEn, skipLink as skipLinkEn } from "#content/navigation";
import { errorPage as errorPageEs, skipLink as skipLinkEs } from "#content/navigationEs";
import type { Route } from "./+types/root";
import favicon from "./assets/favicon.svg?inline";
import { LanguageOffer } from "./components/layout/language-link";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { NotFound } from "./components/sections/not-found";
import { Toaster } from "./components/ui/toast";
import { gtagBootScript } from "./lib/analytics";
import { useCspNonce } from "./lib/csp-nonce";
import { type Lang, LangContext, langOfPattern, langs, linkProps, useLang, useWords } from "./lib/lang";
import { pageHydrates } from "./lib/page-kind";
import { pageScriptAttributes, pageScriptLoader } from "./lib/page-script-loader";
import { isPrivatePath } from "./lib/private-pages";
import { publicEnv } from "./lib/public-env";
import { webFontStylesheets } from "./lib/web-font";
import { webFontStyle } from "./lib/web-font-faces";
import stylesheet from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  // Inline, so the icon costs no request while the page is loading.
  { rel: "icon", href: favicon, type: "image/svg+xml" },
];

/** Without JavaScript nothing adds the web fonts after the first paint: the page uses them at once. */
const noScriptFonts = [
  ...Object.values(webFontStylesheets).map((href) => `<link rel="stylesheet" href="${href}">`),
  `<style>${webFontStyle}</style>`,
].join("");

/** A string field of loader or error data, which the root sees as `unknown`. */
function stringField(data: unknown, key: string): string | undefined {
  const value: unknown = data == null ? undefined : Object(data)[key];
  return typeof value === "string" ? value : undefined;
}

/** Same-origin pages are fetched ahead on hover, so pages stay instant without a client-side router. */
const speculationRules = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/api/*" } },
          { not: { href_matches: "/*.(ics|xml|txt)" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});

export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const { pathname } = useLocation();
  // A page in another language says so in its loader data (`lang`); an error under /es, with no data, is Spanish.
  const lang = stringField(matches.at(-1)?.loaderData, "lang") ?? langOfPattern(pathname);
  // Components take their words in it (app/lib/lang.ts); Hindi and Korean pages have no words of the site's own.
  const wordsLang: Lang = langs.find((known) => known === lang) ?? "en";
  const hydrate = pageHydrates(matches);
  const nonce = useCspNonce();
  // No analytics on a page whose address may carry a token, or that shows leads, whatever the visitor allowed.
  const measurementId = isPrivatePath(pathname) ? undefined : publicEnv.GA_MEASUREMENT_ID;
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
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant rules */}
        <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: speculationRules }} />
        {measurementId ? (
          // Consent defaults and the queued configuration only: gtag.js loads once the visitor allows it.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the boot snippet is built from a validated id
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: gtagBootScript(measurementId) }} />
        ) : null}
      </head>
      <body className="flex min-h-screen flex-col">
        <LangContext value={wordsLang}>
          <a
            href="#main"
            className="sr-only z-50 rounded-control bg-primary-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            {{ en: skipLinkEn, es: skipLinkEs }[wordsLang]}
          </a>
          <SiteHeader />
          <LanguageOffer />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter />
          {/* Last in the body: an inline script in the head would hold the parser until the
            stylesheet arrives, and the page would paint in pieces, each a task after the first. */}
          <script
            nonce={nonce}
            {...{
              [pageScriptAttributes.url]: pageScript,
              [pageScriptAttributes.fontStylesheets]: JSON.stringify(webFontStylesheets),
              ...(measurementId
                ? {
                    [pageScriptAttributes.gaId]: measurementId,
                    // The consent banner's words in the page's language, so the page script carries none.
                    [pageScriptAttributes.consentWords]: JSON.stringify(
                      { en: cookieBannerEn, es: cookieBannerEs }[wordsLang],
                    ),
                  }
                : {}),
            }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script
            dangerouslySetInnerHTML={{ __html: pageScriptLoader }}
          />
          {hydrate ? (
            <>
              <Toaster />
              <ScrollRestoration nonce={nonce} />
              <Scripts nonce={nonce} />
            </>
          ) : null}
        </LangContext>
      </body>
    </html>
  );
}

/** Rendered in the browser only on pages that hydrate; tests and tools wait for the mark. */
export default function App() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const words = useWords({ en: errorPageEn, es: errorPageEs });
  const home = linkProps(useLang(), "/");
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound path={stringField(error.data, "path")} />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">{words.heading}</h1>
      <p className="mt-3 text-muted">
        {words.text}{" "}
        <a className="text-primary-700 underline" {...home}>
          {words.homeLink}
        </a>
        .
      </p>
    </section>
  );
}
