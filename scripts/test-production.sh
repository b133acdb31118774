#!/usr/bin/env bash
# The container's steps without a container (no daemon on this machine): the
# build output, package.json, the lock file, the migrations, content/ and public/ in a fresh
# directory, `npm install --omit=dev`, then the server started with plain
# `node` as the Dockerfile does. Checks liveness, readiness, a page, an API
# answer, JSON logs, and that SIGTERM drains and exits 0 (issue 21).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f build/server/start.js ]; then
  echo "No production build: run \`npm run build\` first." >&2
  exit 1
fi

dir=$(mktemp -d)
pid=""
cleanup() {
  if [ -n "$pid" ]; then kill -KILL "$pid" 2>/dev/null || true; fi
  if [ -z "${KEEP_DIR:-}" ]; then rm -rf "$dir"; fi
}
trap cleanup EXIT

cp -r build drizzle content public package.json package-lock.json "$dir"/
cd "$dir"
npm install --omit=dev --no-audit --no-fund --loglevel=error >/dev/null
for tool in vite tsx @react-router/dev vitest; do
  if [ -e "node_modules/$tool" ]; then
    echo "FAIL: the production install holds the dev tool $tool" >&2
    exit 1
  fi
done

# With mail on, links in mails need the public https origin: the default SITE_URL stops the
# server with one line naming it, and never the SMTP password (docs/decisions/036-mail-links-and-production-cookies.md).
refusal=0
env -u NODE_ENV -u SITE_URL -u ALLOW_LOCAL_SITE_URL PORT=1 DATA_DIR="$dir/data" SMTP_URL="smtp://mailer:not-for-logs@127.0.0.1:2525" \
  node build/server/start.js >"$dir/refused.log" 2>&1 || refusal=$?
if [ "$refusal" != 1 ] || ! grep -q "SITE_URL must be the site's public https origin" "$dir/refused.log" ||
  grep -q "not-for-logs" "$dir/refused.log"; then
  echo "FAIL: with SMTP_URL and a local SITE_URL the server did not refuse to start as expected (exit $refusal):" >&2
  cat "$dir/refused.log" >&2
  exit 1
fi
echo "ok: with mail on, a local SITE_URL stops the server, naming SITE_URL"

port=$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
env -u NODE_ENV PORT="$port" HOST=127.0.0.1 DATA_DIR="$dir/data" node build/server/start.js >"$dir/server.log" 2>&1 &
pid=$!
base="http://127.0.0.1:$port"

for _ in $(seq 1 120); do
  if curl -fsS "$base/livez" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then
    echo "FAIL: the server exited while starting:" >&2
    cat "$dir/server.log" >&2
    exit 1
  fi
  sleep 0.5
done

check() { # description, expected status, curl arguments...
  local what=$1 expected=$2
  shift 2
  local status
  status=$(curl -s -o /dev/null -w '%{http_code}' "$@")
  if [ "$status" != "$expected" ]; then
    echo "FAIL: $what answered $status, expected $expected" >&2
    cat "$dir/server.log" >&2
    exit 1
  fi
  echo "ok: $what ($status)"
}
check "GET /livez" 200 "$base/livez"
check "GET /readyz" 200 "$base/readyz"
check "GET / (a pre-rendered page)" 200 "$base/"
check "GET /events (rendered per request)" 200 "$base/events"
check "POST /api/newsletter with no body" 415 -X POST "$base/api/newsletter"
check "GET /no-such-page" 404 "$base/no-such-page"
curl -fsS -o "$dir/home.html" "$base/"
if ! grep -q '<h1' "$dir/home.html"; then
  echo "FAIL: / has no heading" >&2
  exit 1
fi
# Production logs are JSON lines (no pino-pretty, a dev dependency).
first_line=$(head -n 1 "$dir/server.log")
if ! node -e 'JSON.parse(process.argv[1])' "$first_line" 2>/dev/null; then
  echo "FAIL: the log is not JSON: $first_line" >&2
  exit 1
fi
echo "ok: logs are JSON"

kill -TERM "$pid"
status=0
wait "$pid" || status=$?
pid=""
if [ "$status" != 0 ]; then
  echo "FAIL: after SIGTERM the server exited $status" >&2
  cat "$dir/server.log" >&2
  exit 1
fi
echo "ok: SIGTERM drained and exited 0"
