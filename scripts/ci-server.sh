#!/usr/bin/env bash
# The API contract and the demo against `npm run api`: the OpenAPI document is valid and current, then a production
# build with the mock off runs the server flows in Chromium with tokens enforced (npm run typecheck and npm test cover
# server/'s types and tests).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

npm run api:check
VITE_MOCK_API=false VITE_API_BASE_URL="http://127.0.0.1:${E2E_API_PORT:-3001}" \
  npx vite build --outDir dist-server-test --logLevel warn
E2E_PREBUILT=1 npx playwright test --config playwright.server.config.ts
