// Partners whose audiences have a page of their own, and the referral code the
// sign-up app credits each with. Apart from citycast.ts so that page copy can
// name the partner by reference (`{fact:citycast-name}`, app/catalog/copy-refs.ts).

/** City Cast Chicago (/citycast; docs/product.md, "City Cast"). */
export const citycastPartner = { name: "City Cast Chicago", ref: "citycast" } as const;
