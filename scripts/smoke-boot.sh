#!/usr/bin/env bash
# Starts the built server on a fresh embedded database and checks that it answers.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
data="$(mktemp -d)"
port="${SMOKE_PORT:-3190}"
DATA_DIR="$data" PORT="$port" LOG_LEVEL=warn node apps/server/dist/main.js >"$data/out.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true; wait $pid 2>/dev/null || true; rm -rf "$data"' EXIT
for _ in $(seq 1 60); do curl -fs "http://localhost:$port/api/health" >/dev/null && break; sleep 0.5; done
check() { # url, expected text
  local body; body="$(curl -fsS "http://localhost:$port$1")"
  grep -q "$2" <<<"$body" || { echo "smoke: $1 did not contain $2"; cat "$data/out.log"; exit 1; }
  echo "smoke: $1 ok"
}
check /api/health '"status":"ok"'
check /api/globals '"currencies"'
check /shop '<div id="root">'
check /admin/v2/auth/login '<div id="root">'
grep -q "Demo login:" "$data/out.log" || { echo "smoke: start-up did not print the demo login"; exit 1; }
status=$(curl -s -o /dev/null -w '%{http_code}' "http://localhost:$port/api/unknown")
[ "$status" = 404 ] || { echo "smoke: unknown API path answered $status"; exit 1; }
echo "smoke: ok"
