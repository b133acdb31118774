// The City Cast Chicago partner page (/citycast; docs/product.md, "City Cast"): a welcome for the
// partner's listeners, the featured CPS HSAT offer, benefits and the partner.
// The words are in content/pages/citycast.yml; the links, the price and the
// plan's features stay here.
import { startTrial } from "#content/actions";
import { finalCta, hero, offer, parents, partnerSection, students } from "#content/citycast";
import { citycastPartner } from "./brand";
import { priceStat } from "./exam-page/exam-pages";
import { commonFeatures, type Feature, toFeature } from "./features";
import { signupUrl } from "./links";
import { cpsPlans } from "./plans";

/** The partner, and the referral code the sign-up app credits it with. */
export const partner = citycastPartner;

const featuredPlan = cpsPlans.find((plan) => plan.popular) ?? cpsPlans[cpsPlans.length - 1];
const price = priceStat("cps");

export const citycastCopy = {
  hero: {
    badge: hero.badge,
    trial: {
      label: startTrial,
      href: signupUrl({ trial: true, exam: "cps", ref: partner.ref }),
    },
    signUp: { label: hero.signUpLabel, href: signupUrl({ ref: partner.ref }) },
  },
  offer: {
    badge: offer.badge,
    title: offer.title,
    text: offer.text,
    price: { value: price.price, label: price.priceLabel },
    features: featuredPlan?.features ?? [],
    more: { label: offer.moreLabel, href: "/highschoolentrance" },
  },
  students: { eyebrow: students.eyebrow, heading: students.heading, intro: students.intro },
  parents: { eyebrow: parents.eyebrow, heading: parents.heading, intro: parents.intro },
  partnerSection,
  finalCta,
} as const;

export const citycastStudentBenefits: readonly Feature[] = students.cards.map(toFeature);

export const citycastParentBenefits: readonly Feature[] = [
  commonFeatures.tierPredictions,
  ...parents.cards.map(toFeature),
];
