#!/usr/bin/env bash
# Every test, in the order that fails fastest: lint, types, unit and
# integration, then the built site in a real browser, then its Lighthouse
# budget on one page of each kind (docs/performance.md). What each suite
# covers, and why nothing runs twice: docs/decisions/041-a-faster-npm-test.md.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

step "lint"
npx biome check .
step "typecheck"
npm run --silent typecheck
step "dead code: unused files, exports and dependencies (knip.jsonc; after typecheck, which generated what it reads)"
npx knip --no-progress
step "unit and integration tests"
npx vitest run
step "build, then the e2e run's second build with an analytics id (playwright.config.ts)"
# One after the other: the content-collections Vite plugin of each build compiles
# content-collections.ts into the same cache, and two at once can read it half-written.
npm run --silent build >/dev/null
BUILD_DIR=build-consent GA_MEASUREMENT_ID=G-E2ECONSENT1 node_modules/.bin/react-router build >/dev/null
export E2E_CONSENT_BUILT=1
step "the words of every pre-rendered page, against docs/visible-text.json (issue 19)"
npm run --silent visible-text
# The edge tests mostly wait (the 30 s request timeout, a drain) and the production install
# mostly downloads, so the two run side by side. The event-loop test and the fuzz pass measure
# time inside the server, so they run after them, one at a time.
edge_log=$(mktemp)
npm run --silent test:edge -- --exclude tests/edge/event-loop.test.ts --exclude tests/edge/fuzz.test.ts >"$edge_log" 2>&1 &
edge=$!
trap 'kill "$edge" 2>/dev/null || true' EXIT
step "the production build, installed without dev dependencies and started with node (issue 21)"
bash scripts/test-production.sh
step "hostile requests and fuzzing against the built server (issue 15), run beside the production install"
wait "$edge" || { cat "$edge_log"; exit 1; }
cat "$edge_log"
step "no request holds the event loop (decision 035), and the fuzz pass, one file at a time"
npm run --silent test:edge -- --no-file-parallelism tests/edge/event-loop.test.ts tests/edge/fuzz.test.ts
step "end-to-end tests"
bash scripts/ensure-chromium.sh
npx playwright test
step "performance budget (Lighthouse, a page of each kind against itself without scripts in pairs of runs, docs/performance.md)"
npm run --silent perf -- --sample --json .artifacts/perf-gate.json
