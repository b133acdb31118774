// The free trial offered under a call to action; not in brand.ts, which must import no page copy.

import { fillIn } from "#app/lib/fill-in";
import type { Lang } from "#app/lib/lang";
import { trialOffer as offer } from "#content/actions";
import { trialOffer as offerEs } from "#content/actionsEs";

/** `trialOffer("Examwise")`, `trialOffer("every part of Examwise's SHSAT prep")`. */
export const trialOffer = (what: string) => fillIn(offer, { what });

/** The trial offer in `lang`: "Pruebe toda la preparación … gratis durante 7 días. …". */
export const trialOfferIn = (lang: Lang, what: string) => fillIn(lang === "en" ? offer : offerEs, { what });
