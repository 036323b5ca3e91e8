#!/usr/bin/env bash
# Runs every test: unit and server tests on the embedded database, the server tests again on
# PostgreSQL when DATABASE_URL is set, then the browser tests in Debian's Chromium.
# Installs what the tests need and is missing (npm packages, Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
results="$(mktemp -d)"
trap 'rm -rf "$results"' EXIT

if [ ! -d node_modules ]; then npm ci --no-audit --no-fund; fi
if ! command -v chromium >/dev/null 2>&1; then
  echo "Installing Chromium from Debian's packages…"
  if [ "$(id -u)" -eq 0 ]; then apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  else sudo apt-get update -qq && sudo apt-get install -y -qq chromium >/dev/null; fi
fi

echo "== build"
npm run build --silent

pg_url="${DATABASE_URL:-}"
echo "== unit and server tests on the embedded database (PGlite)"
env -u DATABASE_URL npx vitest run --reporter=default --reporter=json --outputFile="$results/pglite.json"

if [ -n "$pg_url" ]; then
  echo "== server tests on PostgreSQL"
  DATABASE_URL="$pg_url" npx vitest run --project server --reporter=default --reporter=json \
    --outputFile="$results/postgres.json"
fi

echo "== browser tests (Chromium)"
env -u DATABASE_URL PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" \
  npm run test --silent -w @tessera/e2e -- --reporter=list,json

node scripts/summarise-tests.mjs "$results"
