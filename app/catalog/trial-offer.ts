// The free trial offered under a call to action; not in brand.ts, which must import no page copy.

import { fillIn } from "#app/lib/fill-in";
import { trialOffer as offer } from "#content/actions";

/** `trialOffer("Examwise")`, `trialOffer("every part of Examwise's SHSAT prep")`. */
export const trialOffer = (what: string) => fillIn(offer, { what });
