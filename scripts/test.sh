#!/usr/bin/env bash
# Every check CI runs: lint, build, typecheck, unit tests, size budgets, browser e2e.
# `pnpm test` runs turbo's tasks one per core (`--concurrency=100%`): on CI's two cores turbo's
# default of 10 at once (each vitest with its own workers) took 5m25s where one a core took 4m24s.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

source scripts/setup.sh
pnpm test
