#!/usr/bin/env bash
# Proves `npm run starter` on two presets: each installs from its own lockfile, lints, type-checks, builds,
# and runs the unit tests of its apps (the second preset only those of the app the first one lacks).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

timed() {
  local label="$1" start=$SECONDS
  shift
  "$@"
  echo "==> [starter $label] $((SECONDS - start)) s"
}

# preset <name> <test paths> -- <starter flags...>
preset() {
  local name="$1" tests="$2"
  shift 3
  local dir="$work/$name"
  timed "$name generate" node scripts/starter.mjs "$dir" "$@"
  (
    cd "$dir"
    timed "$name npm ci" npm ci --prefer-offline --no-audit --no-fund
    timed "$name lint" npm run lint
    timed "$name typecheck" npm run typecheck
    # shellcheck disable=SC2086
    timed "$name unit tests" npx vitest run $tests
    timed "$name build" npx vite build --logLevel warn
  )
}

preset users "src/views/apps/user src/@fake-db/apps/user" --
preset users-invoices-fr "src/views/apps/invoice src/@fake-db/apps/invoice" -- --apps user,invoice --locales en,fr
