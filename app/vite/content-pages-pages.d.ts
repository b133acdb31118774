// content/pages/pages.yml as a module (app/vite/content-pages.ts): one export per
// page id, and the bad-request page's words. Apart from virtual-modules.d.ts so each
// page-copy file declares its own exports.
declare module "#content/pages/pages.yml" {
  type Content = import("#app/catalog/page-content-schema").PageContent["pages"];
  export const home: Content["home"];
  export const about: Content["about"];
  export const aboutCps: Content["aboutCps"];
  export const blog: Content["blog"];
  export const englishResources: Content["englishResources"];
  export const allToeflResources: Content["allToeflResources"];
  export const allToeflTopics: Content["allToeflTopics"];
  export const resourcesEnglish: Content["resourcesEnglish"];
  export const resourcesHindi: Content["resourcesHindi"];
  export const resourcesSpanish: Content["resourcesSpanish"];
  export const resourcesKorean: Content["resourcesKorean"];
  export const contact: Content["contact"];
  export const contactCps: Content["contactCps"];
  export const pricing: Content["pricing"];
  export const pricingCps: Content["pricingCps"];
  export const freeTemplates: Content["freeTemplates"];
  export const studyGuides: Content["studyGuides"];
  export const forTutors: Content["forTutors"];
  export const events: Content["events"];
  export const exams: Content["exams"];
  export const examToefl: Content["examToefl"];
  export const examGre: Content["examGre"];
  export const examAct: Content["examAct"];
  export const examHspt: Content["examHspt"];
  export const examHsat: Content["examHsat"];
  export const examChanges: Content["examChanges"];
  export const toefl: Content["toefl"];
  export const shsat: Content["shsat"];
  export const highschoolentrance: Content["highschoolentrance"];
  export const highschoolentranceBlog: Content["highschoolentranceBlog"];
  export const pointsCalculator: Content["pointsCalculator"];
  export const studyPlanner: Content["studyPlanner"];
  export const citycast: Content["citycast"];
  export const terms: Content["terms"];
  export const privacy: Content["privacy"];
  export const whatsappOptIn: Content["whatsappOptIn"];
  export const accessibility: Content["accessibility"];
  export const notFound: Content["notFound"];
  export const badRequest: Content["badRequest"];
}
