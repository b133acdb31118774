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
}

declare module "#content/pages/features.yml" {
  type Content = import("#app/catalog/page-content-schema").PageContent["features"];
  export const common: Content["common"];
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
