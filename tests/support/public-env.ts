// Playwright specs run outside Vite, where the build's __PUBLIC_ENV__ define does
// not exist. Import this first in a spec that imports catalog modules built on
// public settings (links.ts): it defines the same values from the environment.
import { publicEnvFromProcess } from "#app/lib/env-schema";

Object.assign(globalThis, { __PUBLIC_ENV__: publicEnvFromProcess(process.env) });
