// The About page (docs/product.md, "About"): the general version, and the Chicago CPS version on
// paths with the `highschoolentrance` segment. The words are in
// content/pages/about.yml; the links and the cards shared with other pages stay here.
import { company, cps, general } from "#content/about";
import { contactUs, startTrial } from "#content/actions";
import { brand } from "./brand";
import { cpsStepsHeading } from "./exam-page/cps-landing";
import { commonFeatures, type Feature, toFeature } from "./features";
import { diagnosticUrl, signupUrl } from "./links";
import { trialOffer } from "./trial-offer";

/** The parent company's three products (docs/product.md, "Brand"). */
export const companyProducts: readonly Feature[] = company.products.map(toFeature);

export const aboutValues: readonly Feature[] = general.values.cards.map(toFeature);

const companySection = { eyebrow: company.eyebrow, heading: company.heading };

export const aboutCopy = {
  general: {
    hero: {
      badge: brand.tagline,
      trial: { label: startTrial, href: signupUrl({ trial: true }) },
      exams: { label: general.examsLabel, href: "/exams" },
    },
    values: { eyebrow: general.values.eyebrow, heading: general.values.heading },
    company: { ...companySection, intro: general.companyIntro },
    steps: general.steps,
    cta: {
      heading: general.cta.heading,
      text: trialOffer(brand.name),
      contact: { label: contactUs, href: "/contact" },
    },
  },
  cps: {
    hero: {
      badge: cps.badge,
      trial: { label: startTrial, href: signupUrl({ trial: true, exam: "cps" }) },
      freeTest: { label: cps.freeTestLabel, href: diagnosticUrl("cps") },
    },
    program: { eyebrow: cps.program.eyebrow, heading: cps.program.heading, intro: cps.program.intro },
    steps: { eyebrow: cps.stepsEyebrow, heading: cpsStepsHeading },
    company: { ...companySection, intro: cps.companyIntro },
    cta: {
      heading: cps.cta.heading,
      text: cps.cta.text,
      contact: { label: cps.cta.contactLabel, href: "/highschoolentrance/contact" },
    },
  },
} as const;

export const aboutCpsProgram: readonly Feature[] = [
  commonFeatures.tierPredictions,
  ...cps.program.cards.map(toFeature),
];
