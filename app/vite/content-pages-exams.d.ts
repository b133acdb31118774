// The exports the exam pages and the exam landing pages add to the page-copy
// modules (app/vite/content-pages.ts, app/catalog/content-schemas/exam-pages.ts);
// they merge with the declarations of app/vite/virtual-modules.d.ts.
declare module "#content/pages/faqs.yml" {
  export const cps: import("#app/catalog/page-content-schema").PageContent["faqs"]["cps"];
  export const toefl: import("#app/catalog/page-content-schema").PageContent["faqs"]["toefl"];
  export const shsat: import("#app/catalog/page-content-schema").PageContent["faqs"]["shsat"];
}

declare module "#content/pages/testimonials.yml" {
  export const cps: import("#app/catalog/page-content-schema").PageContent["testimonials"]["cps"];
}

declare module "#content/pages/features.yml" {
  type ExamFeatures = import("#app/catalog/content-schemas/exam-pages").ExamFeatureContent;
  export const exam: ExamFeatures["exam"];
  export const toefl: ExamFeatures["toefl"];
  export const gre: ExamFeatures["gre"];
  export const act: ExamFeatures["act"];
  export const hspt: ExamFeatures["hspt"];
  export const hsat: ExamFeatures["hsat"];
  export const cps: ExamFeatures["cps"];
  export const shsat: ExamFeatures["shsat"];
}

declare module "#content/pages/steps.yml" {
  type ExamSteps = import("#app/catalog/content-schemas/exam-pages").ExamStepContent;
  export const titles: ExamSteps["titles"];
  export const exam: ExamSteps["exam"];
  export const cps: ExamSteps["cps"];
  export const toefl: ExamSteps["toefl"];
  export const shsat: ExamSteps["shsat"];
}

declare module "#content/pages/comparisons.yml" {
  type Table = import("#app/catalog/page-content-schema").ComparisonTableContent;
  export const cps: Table;
  export const toefl: Table;
  export const shsat: Table;
}

declare module "#content/pages/exam-pages.yml" {
  type Content = import("#app/catalog/content-schemas/exam-pages").ExamPagesContent;
  export const heroLabels: Content["heroLabels"];
  export const learnMoreContext: Content["learnMoreContext"];
  export const priceLabels: Content["priceLabels"];
  export const bottomFeatures: Content["bottomFeatures"];
  export const panelTitle: Content["panelTitle"];
  export const template: Content["template"];
  export const infoBox: Content["infoBox"];
  export const heroes: Content["heroes"];
  export const infoBoxes: Content["infoBoxes"];
}

declare module "#content/pages/landing-pages.yml" {
  type Content = import("#app/catalog/content-schemas/exam-pages").LandingPagesContent;
  export const shared: Content["shared"];
  export const cps: Content["cps"];
  export const toefl: Content["toefl"];
  export const shsat: Content["shsat"];
}
