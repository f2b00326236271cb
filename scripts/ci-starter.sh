#!/usr/bin/env bash
# Proves `npm run starter`: a starter of two apps in two languages generates, installs from its own lockfile, lints,
# type-checks, builds and runs its whole `npm test` (each test of a smaller starter runs there or in the template's
# own); a --no-mock starter of the default apps and language (the user app, English) generates, installs, lints,
# type-checks and builds. Pieces of the two run side by side on the two cores; every piece prints its seconds.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# As in the main CI: the screen tests get their one retry on a loaded runner.
export CI=true

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
total_start=$SECONDS

timed() {
  local label="$1" start=$SECONDS
  shift
  "$@"
  echo "==> [starter $label] $((SECONDS - start)) s"
}

# together <label> <job>...: each job (a command line) in the background, its output printed once all are done.
together() {
  local label="$1" start=$SECONDS status=0 i
  shift
  local -a pids=() logs=()
  for job in "$@"; do
    logs+=("$(mktemp)")
    # shellcheck disable=SC2086
    $job >"${logs[-1]}" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || status=1
    cat "${logs[$i]}"
    rm -f "${logs[$i]}"
  done
  echo "==> [starter $label, side by side] $((SECONDS - start)) s"
  return $status
}

generate() { timed "$1 generate" node scripts/starter.mjs "$work/$1" "${@:2}"; }
in_starter() {
  local name="$1" piece="$2"
  shift 2
  (cd "$work/$name" && timed "$name $piece" "$@")
}
install() { in_starter "$1" "npm ci" npm ci --prefer-offline --no-audit --no-fund --loglevel=error; }
lint() { in_starter "$1" lint npm run lint --silent; }
typecheck() { in_starter "$1" typecheck npm run typecheck --silent; }
unit_tests() { in_starter "$1" "npm test" npm test --silent; }
build() { in_starter "$1" build npx vite build --logLevel warn; }

together "generate" "generate users-invoices-fr --apps user,invoice --locales en,fr" "generate no-mock --no-mock"
together "npm ci" "install users-invoices-fr" "install no-mock"
for name in users-invoices-fr no-mock; do
  together "$name lint + typecheck" "lint $name" "typecheck $name"
done
# Vitest already runs two workers on the two cores.
unit_tests users-invoices-fr
together "build" "build users-invoices-fr" "build no-mock"

echo "==> [starter total] $((SECONDS - total_start)) s (load average $(cut -d' ' -f1-3 /proc/loadavg))"
