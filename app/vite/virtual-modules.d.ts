declare module "virtual:page-script" {
  /** The page script's address: hashed in the build (app/vite/page-script.ts). */
  const src: string;
  export default src;
}

// Page copy (app/vite/content-pages.ts): each file of content/pages/ is a module
// with one export per top-level key, checked against its schema at build time.
declare module "#content/pages/faqs.yml" {
  type Content = import("#app/catalog/page-content-schema").PageContent["faqs"];
  export const questions: Content["questions"];
  export const shared: Content["shared"];
  export const home: Content["home"];
}

declare module "#content/pages/testimonials.yml" {
  type Content = import("#app/catalog/page-content-schema").PageContent["testimonials"];
  export const home: Content["home"];
  export const carousel: Content["carousel"];
}

declare module "#content/pages/features.yml" {
  type Content = import("#app/catalog/page-content-schema").PageContent["features"];
  export const common: Content["common"];
  export const titles: Content["titles"];
  export const home: Content["home"];
  export const whyChoose: Content["whyChoose"];
}

declare module "#content/pages/steps.yml" {
  type Content = import("#app/catalog/page-content-schema").PageContent["steps"];
  export const headings: Content["headings"];
  export const shared: Content["shared"];
  export const home: Content["home"];
}

declare module "#content/pages/comparisons.yml" {
  type Content = import("#app/catalog/page-content-schema").PageContent["comparisons"];
  export const rowLabels: Content["rowLabels"];
  export const home: Content["home"];
}

declare module "#content/pages/messages.yml" {
  type Content = import("#app/catalog/content-schemas/messages").MessagesContent;
  export const bothForms: Content["bothForms"];
  export const toastTitles: Content["toastTitles"];
  export const contactForm: Content["contactForm"];
  export const contactToasts: Content["contactToasts"];
  export const newsletterForm: Content["newsletterForm"];
  export const newsletterToasts: Content["newsletterToasts"];
  export const newsletterMail: Content["newsletterMail"];
  export const fieldErrors: Content["fieldErrors"];
}

declare module "#content/pages/newsletter.yml" {
  type Content = import("#app/catalog/content-schemas/newsletter").NewsletterContent;
  export const bothPages: Content["bothPages"];
  export const confirmPage: Content["confirmPage"];
  export const unsubscribePage: Content["unsubscribePage"];
}

declare module "#content/pages/consent.yml" {
  type Content = import("#app/catalog/content-schemas/consent").ConsentContent;
  export const contact: Content["contact"];
  export const newsletter: Content["newsletter"];
  export const cookieBanner: Content["cookieBanner"];
}

declare module "#content/pages/navigation.yml" {
  type Content = import("#app/catalog/content-schemas/navigation").NavigationContent;
  export const main: Content["main"];
  export const footer: Content["footer"];
  export const examMenu: Content["examMenu"];
  export const skipLink: Content["skipLink"];
  export const breadcrumbs: Content["breadcrumbs"];
  export const legalPage: Content["legalPage"];
}

declare module "#content/pages/social-cards.yml" {
  type Content = import("#app/catalog/content-schemas/social-cards").SocialCardsContent;
  export const shared: Content["shared"];
  export const cards: Content["cards"];
}

declare module "#content/pages/content-labels.yml" {
  type Content = import("#app/catalog/content-schemas/content-labels").ContentLabelsContent;
  export const tags: Content["tags"];
  export const article: Content["article"];
  export const blog: Content["blog"];
  export const guide: Content["guide"];
  export const hub: Content["hub"];
  export const resources: Content["resources"];
}

declare module "#content/pages/what-changed.yml" {
  type Content = import("#app/catalog/content-schemas/what-changed").WhatChangedContent;
  export const note: Content["note"];
  export const announcementsHeading: Content["announcementsHeading"];
  export const toeflScales: Content["toeflScales"];
}

declare module "#content/pages/free-templates.yml" {
  type Content = import("#app/catalog/content-schemas/free-templates").FreeTemplatesContent;
  export const text: Content["text"];
}

declare module "#content/pages/pricing.yml" {
  type Content = import("#app/catalog/content-schemas/pricing").PricingContent;
  export const plans: Content["plans"];
  export const trialBanner: Content["trialBanner"];
}
