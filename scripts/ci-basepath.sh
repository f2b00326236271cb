#!/usr/bin/env bash
# The app built for VITE_BASE_PATH=/admin/ (into dist/basepath) and checked in the browser under that path.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
npx playwright test --config tests/e2e-basepath/playwright.config.ts
echo "ci-basepath: $(($(date +%s) - start)) s"
