#!/usr/bin/env bash
# `npm run api:verify --writes` against our own `npm run api` with tokens enforced: every check passes, the expired
# token being one of the server's own (scripts/ci-expired-token.mjs) and the 403s those of the client user. The JSON
# and JUnit reports land in test-results/api-verify/.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

port=${VERIFY_API_PORT:-3011}
out=test-results/api-verify
login=admin@demo.com:admin
API_JWT_SECRET=$(node -e "console.log(require('node:crypto').randomBytes(32).toString('hex'))")
export API_JWT_SECRET
mkdir -p "$out"
node scripts/api.mjs --enforce-auth --port "$port" >"$out/server.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true' EXIT

started=$SECONDS
until (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do
  if ! kill -0 "$server" 2>/dev/null || ((SECONDS - started > 60)); then
    echo "npm run api did not start on port $port:" >&2
    cat "$out/server.log" >&2
    exit 1
  fi
  sleep 0.2
done
echo "npm run api up in $((SECONDS - started)) s"

expired=$(node scripts/ci-expired-token.mjs "http://127.0.0.1:$port" "$login" /apps/invoice/invoices)
npm run --silent api:verify -- --base-url "http://127.0.0.1:$port" --login "$login" --expired-token "$expired" \
  --limited-login client@demo.com:client \
  --writes --json "$out/report.json" --junit "$out/junit.xml"
