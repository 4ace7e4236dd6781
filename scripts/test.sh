#!/usr/bin/env bash
# Every check CI runs: lint, build, typecheck, unit tests, size budgets, browser e2e.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

source scripts/setup.sh
pnpm test
