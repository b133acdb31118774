// The icons page copy may name (`icon: timer` in content/pages/*.yml): lucide's
// names. Each key has its component in app/components/icons.ts; a key that is
// not listed here stops the build (app/catalog/page-content-schema.ts).
export const iconKeys = [
  "book-open",
  "bot",
  "calculator",
  "calendar-clock",
  "chart-line",
  "clipboard-check",
  "credit-card",
  "flask-conical",
  "gauge",
  "graduation-cap",
  "headphones",
  "infinity",
  "languages",
  "layout-dashboard",
  "library",
  "list-ordered",
  "mic",
  "pen-line",
  "repeat",
  "school",
  "shield-check",
  "sigma",
  "smartphone",
  "sparkles",
  "spell-check",
  "target",
  "timer",
  "trending-up",
  "users",
] as const;

export type IconKey = (typeof iconKeys)[number];
