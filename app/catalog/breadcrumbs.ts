// Names of the sections in a page's breadcrumb trail (BreadcrumbList JSON-LD).
export const breadcrumbLabels = {
  home: "Home",
  blog: "Blog",
  exams: "Exams",
  cps: "CPS HSAT",
  studyGuides: "Study guides",
  freeTemplates: "Free templates",
} as const;
