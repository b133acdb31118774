// Shapes of the data some page sections show, here so sections depend on the catalog, not the reverse.
import type { LucideIcon } from "lucide-react";

/** A link a section turns into a button: our paths stay in the tab, other sites open a new one. */
type LinkAction = { label: string; href: string; srContext?: string };

export type HelpLink = { title: string; text: string; action: LinkAction };

type ScoreSplitPart = {
  /** Size of the part, in the whole's unit; sets the bar's width. */
  amount: number;
  /** The part as shown, e.g. "450 points" or "30%". */
  value: string;
  label: string;
};

/** A whole split into parts, e.g. 900 points = 450 from the test + 450 from grades. */
export type ScoreSplit = { title: string; parts: readonly ScoreSplitPart[] };

export type ScoreFact = { icon: LucideIcon; title: string; text: string };
