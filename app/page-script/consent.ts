// Asks before any Google tag loads (decision 027): Consent Mode defaults are "denied", gtag.js comes only after a yes
// (a six-month first-party cookie). Global Privacy Control counts as a refusal.
import { consentCookie, cookiePolicyHref } from "#app/catalog/cookie-consent";
import { gtagScriptUrl } from "#app/lib/analytics";
import type { cookieBanner } from "#content/consent";

type Choice = "granted" | "denied";
/** The banner's words, in the page's language: the server writes them beside the measurement id (root.tsx). */
type Words = typeof cookieBanner;

function readChoice(document: Document): Choice | undefined {
  const value = new RegExp(`(?:^|; )${consentCookie.name}=([^;]*)`).exec(document.cookie)?.[1];
  return value === "granted" || value === "denied" ? value : undefined;
}

function loadGoogleTag(document: Document, measurementId: string): void {
  if (document.querySelector("script[data-google-tag]")) return;
  window.gtag?.("consent", "update", { analytics_storage: "granted" });
  const script = document.createElement("script");
  script.async = true;
  script.src = gtagScriptUrl(measurementId);
  script.dataset.googleTag = "";
  document.head.append(script);
}

/** A refusal after an earlier yes: Google stops storing, and its cookies go. */
function stopGoogleTag(document: Document): void {
  window.gtag?.("consent", "update", { analytics_storage: "denied" });
  const names = document.cookie.split("; ").map((part) => part.split("=")[0] ?? "");
  // This host and each parent domain below the top level: where Google's cookies may have been set.
  const labels = document.location.hostname.split(".");
  const domains = labels.slice(0, -1).map((_, index) => labels.slice(index).join("."));
  for (const name of names.filter((cookie) => cookie === "_ga" || cookie.startsWith("_ga_"))) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; Path=/; Domain=${domain}`;
    }
  }
}

/** An element with its classes and children (text or elements). */
function element<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  className: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[Tag] {
  const node = document.createElement(tag);
  node.className = className;
  node.append(...children);
  return node;
}

const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-control px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700";
const primaryColours = "bg-primary-700 text-white hover:bg-primary-800";
const secondaryColours = "border border-line bg-white text-ink hover:bg-canvas";

function button(label: string, colours: string, onClick: () => void): HTMLButtonElement {
  const node = element("button", `${buttonClass} ${colours}`, label);
  node.type = "button";
  node.addEventListener("click", onClick);
  return node;
}

/** The banner: a labelled region fixed to the bottom of the screen, over the page (no layout shift). */
function bannerOf(copy: Words, title: string, text: string, buttons: HTMLButtonElement[]) {
  const heading = element("h2", "font-semibold", title);
  heading.id = "consent-title";
  heading.tabIndex = -1;
  const policy = element("a", "underline hover:text-primary-700", copy.policyLink);
  policy.href = cookiePolicyHref;
  const section = element(
    "section",
    "fixed inset-x-0 bottom-0 z-50 border-t border-line bg-white px-4 py-4 shadow-lg",
    element(
      "div",
      "mx-auto flex max-w-6xl flex-col gap-3 md:flex-row md:items-center",
      element("div", "flex-1 text-sm text-ink", heading, element("p", "mt-1 text-muted", `${text} `, policy)),
      element("div", "flex flex-wrap gap-2", ...buttons),
    ),
  );
  section.dataset.consentBanner = "";
  section.setAttribute("aria-labelledby", "consent-title");
  return { section, heading };
}

export function startConsent(document: Document, measurementId: string | undefined, words: string | undefined): void {
  if (!measurementId || !words) return;
  const copy: Words = JSON.parse(words);
  const gpc = "globalPrivacyControl" in navigator && navigator.globalPrivacyControl === true;
  if (!gpc && readChoice(document) === "granted") loadGoogleTag(document, measurementId);

  let open: { banner: ReturnType<typeof bannerOf>; opener: HTMLElement | null } | undefined;

  function close(): void {
    if (!open) return;
    const { banner, opener } = open;
    const hadFocus = banner.section.contains(document.activeElement);
    banner.section.remove();
    document.body.style.removeProperty("padding-bottom");
    open = undefined;
    if (hadFocus) (opener ?? document.getElementById("main"))?.focus();
  }

  function choose(choice: Choice): void {
    const secure = document.location.protocol === "https:" ? "; Secure" : "";
    const maxAge = consentCookie.maxAgeDays * 24 * 60 * 60;
    document.cookie = `${consentCookie.name}=${choice}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
    if (choice === "granted") loadGoogleTag(document, measurementId as string);
    else stopGoogleTag(document);
    close();
  }

  function show(opener: HTMLElement | null): void {
    close();
    const banner = gpc
      ? bannerOf(copy, copy.gpcTitle, copy.gpcText, [button(copy.close, primaryColours, close)])
      : bannerOf(copy, copy.title, copy.text, [
          button(copy.accept, primaryColours, () => choose("granted")),
          button(copy.refuse, secondaryColours, () => choose("denied")),
        ]);
    banner.section.addEventListener("keydown", (event) => {
      if (event.key === "Escape") close();
    });
    // First in the tab order after the skip link, though drawn at the bottom of the screen.
    const skipLink = document.body.querySelector(":scope > a[href='#main']");
    if (skipLink) skipLink.after(banner.section);
    else document.body.prepend(banner.section);
    // Room below the footer, so the end of the page can still be scrolled clear of the banner.
    document.body.style.paddingBottom = `${banner.section.offsetHeight}px`;
    open = { banner, opener };
    if (opener) banner.heading.focus();
  }

  // The footer's "Cookie settings" link: without JavaScript it opens the privacy policy.
  document.addEventListener("click", (event) => {
    const opener = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-consent-open]") : null;
    if (!opener) return;
    event.preventDefault();
    show(opener);
  });

  if (!gpc && readChoice(document) === undefined) show(null);
}
