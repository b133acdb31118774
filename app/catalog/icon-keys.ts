// The icons page copy may name (`icon: timer` in content/pages/*.yml): lucide's
// names. Each key has its component in app/components/icons.ts; a key that is
// not listed here stops the build (app/catalog/page-content-schema.ts).
export const iconKeys = [
  "activity",
  "book-open",
  "bot",
  "chart-line",
  "clipboard-check",
  "clipboard-list",
  "code",
  "gauge",
  "graduation-cap",
  "infinity",
  "layout-dashboard",
  "message-circle",
  "mic",
  "presentation",
  "scale",
  "school",
  "shield-check",
  "smartphone",
  "sparkles",
  "target",
  "timer",
  "trending-up",
  "user-plus",
  "users",
  "zap",
] as const;

export type IconKey = (typeof iconKeys)[number];
