#!/usr/bin/env bash
# Every test, in the order that fails fastest: lint, types, unit and
# integration, then the built site in a real browser, then its Lighthouse
# budget on one page of each kind (docs/performance.md).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

step "lint"
npx biome check .
step "typecheck"
npm run --silent typecheck
step "unit and integration tests"
npx vitest run
step "build"
npm run --silent build >/dev/null
step "the words of every pre-rendered page, against tests/fixtures/visible-text.json (issue 19)"
npm run --silent visible-text
step "the production build, installed without dev dependencies and started with node (issue 21)"
bash scripts/test-production.sh
step "hostile requests and fuzzing against the built server (issue 15)"
npm run --silent test:edge
step "end-to-end tests"
bash scripts/ensure-chromium.sh
npx playwright test
step "performance budget (Lighthouse, every page against itself without scripts in pairs of runs, docs/performance.md)"
npm run --silent perf -- --sample --json .artifacts/perf-gate.json
