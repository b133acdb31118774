// Public settings, baked into the build by vite.config.ts (see docs/decisions/002).
import type { PublicEnv } from "./env-schema";

declare const __PUBLIC_ENV__: PublicEnv;

export const publicEnv: PublicEnv = __PUBLIC_ENV__;
