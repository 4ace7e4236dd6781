#!/usr/bin/env bash
# Fresh-machine setup, safe to run again: pnpm 10, Debian's Chromium, then the locked install.
# Non-interactive throughout (CI runs it with no stdin). Run it, or source it to also get a
# working `pnpm` on PATH when only the npx fallback was possible (test.sh and playground.sh do).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# Browsers come from Debian, never from a download.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export DEBIAN_FRONTEND=noninteractive

strata_as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo -n "$@"; fi
}

# pnpm 10: the one on PATH, else a global install, else a shim that runs it through npx.
if ! command -v pnpm >/dev/null 2>&1; then
  echo "setup: installing pnpm 10"
  if ! { npm i -g pnpm@10 && command -v pnpm >/dev/null 2>&1; }; then
    echo "setup: global install failed; running pnpm through npx"
    shim="${TMPDIR:-/tmp}/strata-pnpm-shim"
    mkdir -p "$shim"
    printf '#!/usr/bin/env bash\nexec npx -y pnpm@10 "$@"\n' >"$shim/pnpm"
    chmod +x "$shim/pnpm"
    export PATH="$shim:$PATH"
  fi
fi

if [ ! -x /usr/bin/chromium ]; then
  echo "setup: installing Debian's chromium"
  strata_as_root apt-get update -q
  strata_as_root apt-get install -y -q chromium
fi

pnpm install --frozen-lockfile --config.confirmModulesPurge=false
