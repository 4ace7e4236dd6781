#!/usr/bin/env bash
# Installs everything, builds the packages the playground uses, then serves the playground at http://127.0.0.1:5173
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

source scripts/setup.sh
pnpm exec turbo run build --filter='@strata/playground^...'
echo
echo "Strata playground: http://127.0.0.1:5173/  (Ctrl+C stops it)"
echo
exec pnpm --filter @strata/playground dev
