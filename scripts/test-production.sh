#!/usr/bin/env bash
# The container's steps without a container (no daemon here): the build, package files, migrations,
# content/ and public/ in a fresh directory, `npm install --omit=dev`, the server started with plain
# node as the Dockerfile does; then liveness, readiness, pages, JSON logs and a clean SIGTERM (issue 21).
# (Start-up refusals are tests/edge/start-up-errors.test.ts.)
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f build/server/start.js ] || { echo "No production build: run \`npm run build\` first." >&2; exit 1; }

dir=$(mktemp -d)
pid=""
cleanup() {
  if [ -n "$pid" ]; then kill -KILL "$pid" 2>/dev/null || true; fi
  if [ -z "${KEEP_DIR:-}" ]; then rm -rf "$dir"; fi
}
trap cleanup EXIT
fail() { echo "FAIL: $1" >&2; cat "${2:-/dev/null}" >&2; exit 1; }

cp -r build drizzle content public package.json package-lock.json "$dir"/
cd "$dir"
# --prefer-offline: the packages are in npm's cache from the install before it, so this checks what is installed, not the network.
npm install --omit=dev --prefer-offline --no-audit --no-fund --loglevel=error >/dev/null
for tool in vite tsx @react-router/dev vitest; do
  [ ! -e "node_modules/$tool" ] || fail "the production install holds the dev tool $tool"
done

port=$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
env -u NODE_ENV PORT="$port" HOST=127.0.0.1 DATA_DIR="$dir/data" node build/server/start.js >"$dir/server.log" 2>&1 &
pid=$!
base="http://127.0.0.1:$port"
for _ in $(seq 1 120); do
  curl -fsS "$base/livez" >/dev/null 2>&1 && break
  kill -0 "$pid" 2>/dev/null || fail "the server exited while starting:" "$dir/server.log"
  sleep 0.5
done

check() { # description, expected status, curl arguments...
  local status
  status=$(curl -s -o /dev/null -w '%{http_code}' "${@:3}")
  [ "$status" = "$2" ] || fail "$1 answered $status, expected $2" "$dir/server.log"
  echo "ok: $1 ($status)"
}
check "GET /livez" 200 "$base/livez"
check "GET /readyz" 200 "$base/readyz"
check "GET / (a pre-rendered page)" 200 "$base/"
check "GET /events (rendered per request)" 200 "$base/events"
check "POST /api/newsletter with no body" 415 -X POST "$base/api/newsletter"
check "GET /no-such-page" 404 "$base/no-such-page"
curl -fsS -o "$dir/home.html" "$base/"
grep -q '<h1' "$dir/home.html" || fail "/ has no heading"
# Production logs are JSON lines (no pino-pretty, a dev dependency).
node -e 'JSON.parse(process.argv[1])' "$(head -n 1 "$dir/server.log")" 2>/dev/null || fail "the log is not JSON:" "$dir/server.log"
echo "ok: logs are JSON"

kill -TERM "$pid"
status=0
wait "$pid" || status=$?
pid=""
[ "$status" = 0 ] || fail "after SIGTERM the server exited $status" "$dir/server.log"
echo "ok: SIGTERM drained and exited 0"
