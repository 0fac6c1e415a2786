#!/usr/bin/env bash
# Every test: types, unit tests, then the integration suite over HTTP against the production build,
# once on SQLite and once on a scratch PostgreSQL database, then the browser journeys in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

npm run typecheck
npx vitest run --project unit
npx next build
TEST_DB=sqlite npx vitest run --project int
TEST_DB=postgres npx vitest run --project int
npx playwright test
