#!/usr/bin/env bash
# Installs everything, builds the packages the playground uses, then serves the playground (Vite
# dev server) at http://127.0.0.1:5173/ — PLAYGROUND_PORT=<port> picks another port.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

port="${PLAYGROUND_PORT:-5173}"
url="http://127.0.0.1:${port}/"

# A busy port would make Vite (strictPort) stop with a bare error after the whole build.
if (exec 3<>"/dev/tcp/127.0.0.1/${port}") 2>/dev/null; then
  echo "playground: port ${port} is already in use; try PLAYGROUND_PORT=5174 bash scripts/playground.sh" >&2
  exit 1
fi

source scripts/setup.sh
# The packages the playground imports, built to dist: it uses their public entry points only.
pnpm exec turbo run build --filter='@strata/playground^...'
echo
echo "Strata playground: ${url}  (Ctrl+C stops it)"
echo "  gallery: ${url}   bring your own module: ${url}?page=byo"
echo
cd apps/playground
exec pnpm exec vite --host 127.0.0.1 --port "${port}" --strictPort
