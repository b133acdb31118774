// Structured data generated from the catalog, never typed by hand (ARCHITECTURE.md):
// pass the result to jsonLd() from meta.ts.
import { brand } from "#app/catalog/brand";
import { exams } from "#app/catalog/exams";
import type { FaqItem } from "#app/catalog/faqs";
import type { Plan } from "#app/catalog/plans";

const context = "https://schema.org";
const currency = "USD";

/** Schema.org prices are strings with two decimals, as "45.00". */
export function schemaPrice(amount: number): string {
  return amount.toFixed(2);
}

function examNameOf(plan: Plan): string {
  return exams.find((exam) => exam.planCode === plan.test)?.name ?? plan.test;
}

/** The whole product with one AggregateOffer spanning every plan's price. */
export function educationalApplicationJsonLd({
  description,
  url,
  plans,
}: {
  description: string;
  url: string;
  plans: readonly Plan[];
}) {
  const prices = plans.map((plan) => plan.price);
  return {
    "@context": context,
    "@type": "EducationalApplication",
    name: brand.name,
    description,
    url,
    applicationCategory: "EducationalApplication",
    operatingSystem: "Web, iOS, Android",
    publisher: { "@type": "Organization", name: brand.company },
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: currency,
      lowPrice: schemaPrice(Math.min(...prices)),
      highPrice: schemaPrice(Math.max(...prices)),
      offerCount: plans.length,
    },
  };
}

/** One Product per exam, each with an Offer per plan. */
export function productsJsonLd({ plans, url }: { plans: readonly Plan[]; url: string }) {
  const byExam = new Map<string, Plan[]>();
  for (const plan of plans) byExam.set(examNameOf(plan), [...(byExam.get(examNameOf(plan)) ?? []), plan]);
  return {
    "@context": context,
    "@graph": [...byExam].map(([examName, examPlans]) => ({
      "@type": "Product",
      name: `${brand.name} ${examName} prep`,
      brand: { "@type": "Brand", name: brand.name },
      offers: examPlans.map((plan) => ({
        "@type": "Offer",
        name: plan.title,
        sku: plan.priceId,
        price: schemaPrice(plan.price),
        priceCurrency: currency,
        availability: "https://schema.org/InStock",
        url,
      })),
    })),
  };
}

/** FAQPage for the questions a page shows. */
export function faqJsonLd(items: readonly FaqItem[]) {
  return {
    "@context": context,
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
