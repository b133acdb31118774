// The free trial offered under a call to action, in content/pages/actions.yml.
// Not in brand.ts: the build's copy references read brand.ts, which therefore
// imports no page copy.

import { fillIn } from "#app/lib/fill-in";
import { trialOffer as offer } from "#content/actions";

/** `trialOffer("Examwise")`, `trialOffer("every part of Examwise's SHSAT prep")`. */
export const trialOffer = (what: string) => fillIn(offer, { what });
