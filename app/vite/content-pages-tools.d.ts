// content/pages/points-calculator-page.yml and shsat-cutoffs.yml as modules
// (app/vite/content-pages.ts): one export per top-level key.
declare module "#content/pages/points-calculator-page.yml" {
  type Content = import("#app/catalog/page-content-schema").PageContent["points-calculator-page"];
  export const subjects: Content["subjects"];
  export const sections: Content["sections"];
  export const calculator: Content["calculator"];
}

declare module "#content/pages/shsat-cutoffs.yml" {
  type Content = import("#app/catalog/page-content-schema").PageContent["shsat-cutoffs"];
  export const heading: Content["heading"];
  export const intro: Content["intro"];
  export const caption: Content["caption"];
  export const schoolColumn: Content["schoolColumn"];
  export const adaptiveNote: Content["adaptiveNote"];
  export const missingNote: Content["missingNote"];
}
