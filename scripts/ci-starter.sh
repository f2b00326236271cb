#!/usr/bin/env bash
# Proves `npm run starter` on two presets: each installs from its own lockfile, lints, type-checks, runs its
# whole unit test suite and builds.
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

# preset <name> <starter flags...>
preset() {
  local name="$1"
  shift
  local dir="$work/$name"
  timed "$name generate" node scripts/starter.mjs "$dir" "$@"
  (
    cd "$dir"
    timed "$name npm ci" npm ci --prefer-offline --no-audit --no-fund
    timed "$name lint" npm run lint
    timed "$name typecheck" npm run typecheck
    timed "$name unit tests" npm test
    timed "$name build" npx vite build --logLevel warn
  )
}

preset users
preset users-invoices-fr --apps user,invoice --locales en,fr
