// Page copy of the audience and tool pages (app/vite/content-pages.ts): each
// file is a module with one export per top-level key it resolves to
// (app/catalog/content-schemas/audience.ts), checked at build time.
declare module "#content/pages/actions.yml" {
  type Content = import("#app/catalog/page-content-schema").PageContent["actions"];
  export const startTrial: Content["startTrial"];
  export const contactUs: Content["contactUs"];
  export const trialOffer: Content["trialOffer"];
}

declare module "#content/pages/about.yml" {
  type Content = import("#app/catalog/page-content-schema").PageContent["about"];
  export const company: Content["company"];
  export const general: Content["general"];
  export const cps: Content["cps"];
}

declare module "#content/pages/citycast.yml" {
  type Content = import("#app/catalog/page-content-schema").PageContent["citycast"];
  export const hero: Content["hero"];
  export const offer: Content["offer"];
  export const students: Content["students"];
  export const parents: Content["parents"];
  export const partnerSection: Content["partnerSection"];
  export const finalCta: Content["finalCta"];
}

declare module "#content/pages/for-tutors.yml" {
  type Content = import("#app/catalog/page-content-schema").PageContent["for-tutors"];
  export const requestLabel: Content["requestLabel"];
  export const hero: Content["hero"];
  export const tutorFeatures: Content["tutorFeatures"];
  export const studentFeatures: Content["studentFeatures"];
  export const testimonial: Content["testimonial"];
  export const faq: Content["faq"];
  export const connect: Content["connect"];
  export const cta: Content["cta"];
}

declare module "#content/pages/home.yml" {
  type Content = import("#app/catalog/page-content-schema").PageContent["home"];
  export const hero: Content["hero"];
  export const features: Content["features"];
  export const howItWorks: Content["howItWorks"];
  export const testimonials: Content["testimonials"];
  export const comparison: Content["comparison"];
  export const faq: Content["faq"];
  export const pricing: Content["pricing"];
}

declare module "#content/pages/exam-selection.yml" {
  type Content = import("#app/catalog/page-content-schema").PageContent["exam-selection"];
  export const cards: Content["cards"];
  export const page: Content["page"];
}

declare module "#content/pages/study-planner.yml" {
  type Content = import("#app/catalog/page-content-schema").PageContent["study-planner"];
  export const studyPlanner: Content["studyPlanner"];
  export const calendarFile: Content["calendarFile"];
  export const planSteps: Content["planSteps"];
}

declare module "#content/pages/points-calculator.yml" {
  type Content = import("#app/catalog/page-content-schema").PageContent["points-calculator"];
  export const card: Content["card"];
  export const aboutSection: Content["aboutSection"];
  export const blogLead: Content["blogLead"];
}

declare module "#content/pages/events.yml" {
  type Content = import("#app/catalog/page-content-schema").PageContent["events"];
  export const text: Content["text"];
}
