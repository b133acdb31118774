// The icons page copy may name (`icon: timer` in content/pages/*.yml): lucide's
// names. Each key has its component in app/components/icons.ts; a key that is
// not listed here stops the build (app/catalog/page-content-schema.ts).
export const iconKeys = [
  "bot",
  "chart-line",
  "clipboard-check",
  "gauge",
  "infinity",
  "mic",
  "shield-check",
  "smartphone",
  "target",
  "trending-up",
  "users",
] as const;

export type IconKey = (typeof iconKeys)[number];
