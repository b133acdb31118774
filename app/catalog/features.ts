// Feature cards shown by the FeatureGrid section; their words are in content/pages/features.yml (and, for the Spanish
// pages, content/pages/es/features.yml).

import type { LucideIcon } from "lucide-react";
import { icons } from "#app/components/icons";
import type { Lang } from "#app/lib/lang";
import { common, home, whyChoose } from "#content/features";
import { home as homeEs } from "#content/featuresEs";
import type { FeatureContent } from "./page-content-schema";

export type Feature = {
  /** A lucide icon component; only the icons a page uses end up in its bundle. */
  icon: LucideIcon;
  title: string;
  text: string;
};

/** A card of the content file, with its icon's component from the one map (app/components/icons.ts). */
export const toFeature = ({ icon, title, text }: FeatureContent): Feature => ({ icon: icons[icon], title, text });

/** The CPS pages' prediction card (features.yml's `common`): the about page's program and the City Cast page. */
export const tierPredictions = toFeature(common["tier-predictions"]);

/** The promised features, in their order (home page; docs/product.md, "Promised features"). */
export const homeFeatures: readonly Feature[] = home.map(toFeature);

const homeFeaturesEs: readonly Feature[] = homeEs.map(toFeature);

/** The home page's promised features in `lang`. */
export const homeFeaturesIn = (lang: Lang): readonly Feature[] => (lang === "es" ? homeFeaturesEs : homeFeatures);

/** "Why choose" points of the exam selection page. */
export const whyChooseFeatures: readonly Feature[] = whyChoose.map(toFeature);
