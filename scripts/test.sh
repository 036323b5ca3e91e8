#!/usr/bin/env bash
# Runs every test (README: two commands): installs what is needed, then scripts/test-all.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
npm ci --no-audit --no-fund
npm test
