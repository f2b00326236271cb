#!/usr/bin/env bash
# The app built for VITE_BASE_PATH=/admin/ (into dist/basepath), then deep link, sign-in, a lazy route, reload and a
# language switch checked in Chromium under that path.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

VITE_BASE_PATH=/admin/ npx vite build --outDir dist/basepath --logLevel warn
E2E_PREBUILT=1 npx playwright test --config playwright.basepath.config.ts
