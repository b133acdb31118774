#!/usr/bin/env bash
# Every test: lint, types and dead code; the builds; unit and integration tests
# beside the edge tests and the production install; the built site in a real
# browser; then its Lighthouse budget on one page of each kind
# (docs/performance.md). What each suite covers: decisions 041, 053 and 054.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

step "lint"
npx biome check .
step "content and route types, then the typecheck and dead code (knip.jsonc) beside the two builds"
# The content is built once here: the builds' content-collections plugin runs only in the dev server
# (vite.config.ts), so nothing rewrites the generated files the typecheck and knip read meanwhile.
# The second build, with an analytics id, is the e2e run's consent site (playwright.config.ts).
npx content-collections build >/dev/null
npx react-router typegen
checks_log=$(mktemp)
(npx tsc --noEmit && npx knip --no-progress) >"$checks_log" 2>&1 &
checks=$!
trap 'kill "$checks" 2>/dev/null || true' EXIT
npm run --silent build:site >/dev/null
BUILD_DIR=build-consent GA_MEASUREMENT_ID=G-E2ECONSENT1 node_modules/.bin/react-router build >/dev/null
wait "$checks" || { cat "$checks_log"; exit 1; }
cat "$checks_log"
export E2E_CONSENT_BUILT=1
# The edge tests mostly wait (the 30 s request timeout, a drain, servers starting) and the
# production install mostly reads npm's cache, so both run beside the unit and integration tests,
# which keep the two cores busy. All three only read the content built above. The event-loop test and the fuzz pass measure time inside the
# server, so they run after them, alone (decision 053).
edge_log=$(mktemp)
production_log=$(mktemp)
npx vitest run --config tests/edge/vitest.config.ts --exclude tests/edge/event-loop.test.ts --exclude tests/edge/fuzz.test.ts >"$edge_log" 2>&1 &
edge=$!
bash scripts/test-production.sh >"$production_log" 2>&1 &
production=$!
trap 'kill "$edge" "$production" 2>/dev/null || true' EXIT
step "unit and integration tests, beside the edge tests and the production install"
npx vitest run
step "the production build, installed without dev dependencies and started with node (issue 21)"
wait "$production" || { cat "$production_log"; exit 1; }
cat "$production_log"
step "hostile requests and fuzzing against the built server (issue 15)"
wait "$edge" || { cat "$edge_log"; exit 1; }
cat "$edge_log"
step "no request holds the event loop (decision 035), and the fuzz pass, one file at a time"
npx vitest run --config tests/edge/vitest.config.ts --no-file-parallelism tests/edge/event-loop.test.ts tests/edge/fuzz.test.ts
step "end-to-end tests"
bash scripts/ensure-chromium.sh
npx playwright test
step "performance budget (Lighthouse, a page of each kind against itself without scripts in pairs of runs, docs/performance.md)"
npm run --silent perf -- --sample --json .artifacts/perf-gate.json
