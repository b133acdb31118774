// The one map from an icon's key in page copy (app/catalog/icon-keys.ts) to its
// lucide component. Only the icons listed here end up in a bundle that uses it.
import type { LucideIcon } from "lucide-react";
import {
  Bot,
  ChartLine,
  ClipboardCheck,
  Gauge,
  Mic,
  ShieldCheck,
  Smartphone,
  Target,
  TrendingUp,
  Infinity as Unlimited,
  Users,
} from "lucide-react";
import type { IconKey } from "#app/catalog/icon-keys";

export const icons = {
  bot: Bot,
  "chart-line": ChartLine,
  "clipboard-check": ClipboardCheck,
  gauge: Gauge,
  infinity: Unlimited,
  mic: Mic,
  "shield-check": ShieldCheck,
  smartphone: Smartphone,
  target: Target,
  "trending-up": TrendingUp,
  users: Users,
} as const satisfies Record<IconKey, LucideIcon>;
