// The brand in one place: a rename is one edit (docs/product.md, "Brand").
export const brand = {
  name: "Examwise",
  company: "Examwise Labs",
  tagline: "Adaptive AI exam prep that learns how you learn",
  supportEmail: "support@examwise.example",
  trialDays: 3,
  legalUpdated: "2025-02-28",
  social: [
    { network: "instagram", label: "Instagram", href: "https://www.instagram.com/examwise" },
    { network: "youtube", label: "YouTube", href: "https://www.youtube.com/@examwise" },
    { network: "tiktok", label: "TikTok", href: "https://www.tiktok.com/@examwise" },
    { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/examwise" },
  ],
} as const;

/** City Cast Chicago (/citycast), and the referral code the sign-up app credits it with. */
export const citycastPartner = { name: "City Cast Chicago", ref: "citycast" } as const;
