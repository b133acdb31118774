import { brand } from "#app/catalog/brand";
import type { NavLink } from "#app/catalog/content-schemas/navigation";
import { cookiePolicyHref } from "#app/catalog/cookie-consent";
import { linkProps, useLang, useWords } from "#app/lib/lang";
import { publicEnv } from "#app/lib/public-env";
import { trackClick } from "#app/lib/track-attributes";
import { cookieBanner as cookieBannerEn } from "#content/consent";
import { cookieBanner as cookieBannerEs } from "#content/consentEs";
import { footer as footerEn } from "#content/navigation";
import { footer as footerEs } from "#content/navigationEs";
import { LanguageLink } from "./language-link";
import { BrandMark } from "./site-header";

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-ink">{title}</h2>
      <ul className="mt-3 space-y-2">{children}</ul>
    </div>
  );
}

const linkClass = "text-muted hover:text-primary-700 hover:underline";

function InternalLinks({ links }: { links: readonly NavLink[] }) {
  const lang = useLang();
  return links.map((link) => (
    <li key={link.href}>
      <a {...linkProps(lang, link.href)} className={linkClass}>
        {link.label}
      </a>
    </li>
  ));
}

export function SiteFooter() {
  const lang = useLang();
  const footer = useWords({ en: footerEn, es: footerEs });
  const cookieConsentCopy = useWords({ en: cookieBannerEn, es: cookieBannerEs });
  const { product, company, social, legal } = footer;
  return (
    <footer className="border-t border-line bg-canvas">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <BrandMark />
          <p className="mt-3 text-sm text-muted">{footer.tagline ?? brand.tagline}.</p>
          <LanguageLink className="mt-3 -ml-2" />
        </div>
        <FooterColumn title={product.title}>
          <InternalLinks links={product.links} />
        </FooterColumn>
        <FooterColumn title={company.title}>
          <InternalLinks links={company.links} />
        </FooterColumn>
        <FooterColumn title={social.title}>
          {brand.social.map((link) => (
            <li key={link.network}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener"
                className={linkClass}
                {...trackClick(["social_click", { network: link.network, url: link.href }])}
              >
                {link.label}
              </a>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={legal.title}>
          <InternalLinks links={legal.links} />
          {footer.legalNote ? <li className="text-sm text-muted">{footer.legalNote}</li> : null}
          {publicEnv.GA_MEASUREMENT_ID ? (
            // The page script opens the consent banner from here; without JavaScript, the policy's section.
            <li>
              <a {...linkProps(lang, cookiePolicyHref)} className={linkClass} data-consent-open="">
                {cookieConsentCopy.footerLink}
              </a>
            </li>
          ) : null}
        </FooterColumn>
      </div>
      <p className="border-t border-line px-4 py-6 text-center text-sm text-muted">
        {footer.note}{" "}
        <a className="underline" href={`mailto:${brand.supportEmail}`}>
          {brand.supportEmail}
        </a>
        .
      </p>
    </footer>
  );
}
