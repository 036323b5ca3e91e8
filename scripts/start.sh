#!/usr/bin/env bash
# Starts Tessera on the embedded database with the seeded demo account (README: two commands).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
npm ci --no-audit --no-fund
npm start
