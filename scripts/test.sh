#!/usr/bin/env bash
# Every test: types, lint and formatting, the layer rule (.dependency-cruiser.cjs), unit tests, then the integration
# suite over HTTP against the production build, once on SQLite and once on a scratch PostgreSQL
# database, then the browser journeys in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

# Prerequisites first, so a missing one stops the run in seconds rather than twenty minutes in.
postgres_url="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
if ! TEST_POSTGRES_URL="$postgres_url" node --input-type=module -e "
  import pg from 'pg'
  const client = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL, connectionTimeoutMillis: 5000 })
  await client.connect()
  await client.end()" 2>/dev/null; then
  echo "npm test needs PostgreSQL at $postgres_url (or set TEST_POSTGRES_URL). Start it with:" >&2
  echo "  pg_ctlcluster --skip-systemctl-redirect \$(ls /etc/postgresql) main start" >&2
  exit 1
fi

redis_url="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"
if ! TEST_REDIS_URL="$redis_url" node --input-type=module -e "
  import { Redis } from 'ioredis'
  const client = new Redis(process.env.TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 5000, maxRetriesPerRequest: 0, retryStrategy: () => null })
  await client.connect()
  await client.ping()
  client.disconnect()" 2>/dev/null; then
  echo "npm test needs Redis at $redis_url (or set TEST_REDIS_URL). Start it with:" >&2
  echo "  redis-server --daemonize yes" >&2
  exit 1
fi

# Run as root with apt-get, installs a missing Debian package (unless told --no-install); otherwise
# stops with the one command to run.
install_or_stop() {
  local package="$1" purpose="$2" no_install="${3:-}"
  if [[ -z "$no_install" && "$(id -u)" == 0 ]] && command -v apt-get >/dev/null; then
    echo "Installing Debian's $package for $purpose (apt-get install $package)..."
    if ! { apt-get update -qq && apt-get install -y -qq "$package" >/dev/null; }; then
      echo "Installing $package failed (no package mirror reachable?). Install it with: apt-get install -y $package" >&2
      exit 1
    fi
  else
    echo "npm test needs $package for $purpose. Install it with:" >&2
    echo "  sudo apt-get install -y $package" >&2
    exit 1
  fi
}

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [[ ! -x "$chromium" ]]; then
  # A browser of one's own (CHROMIUM_PATH) is never swapped for Debian's.
  install_or_stop chromium "the browser journeys at $chromium (or set CHROMIUM_PATH)" ${CHROMIUM_PATH:+--no-install}
fi

# nginx in front of two instances (tests/int/cluster.test.ts); Debian keeps it off a normal user's PATH.
if ! command -v nginx >/dev/null && [[ ! -x /usr/sbin/nginx ]]; then
  install_or_stop nginx "the cluster test"
fi

# poppler's pdftotext reads the words and positions of generated invoices (tests/unit/invoice-pdf-layout.test.ts,
# tests/unit/commercial-invoice-pdf.test.ts, tests/int/international-parcels.test.ts).
if ! command -v pdftotext >/dev/null; then
  install_or_stop poppler-utils "the invoice layout test (pdftotext)"
fi

# PostgreSQL's client tools: npm run backup and restore use pg_dump and pg_restore (tests/int/backup-restore.test.ts).
if ! command -v pg_dump >/dev/null || ! command -v pg_restore >/dev/null; then
  install_or_stop postgresql-client "the backup test (pg_dump, pg_restore)"
fi

# Each stage says how long it took, so a slower run shows where the time went.
stage() {
  local started=$SECONDS
  "$@"
  echo "== $* took $((SECONDS - started)) s (run so far $SECONDS s)"
}

stage npm run typecheck
stage npm run lint
stage npm run format:check
stage npm run check:layers
stage npx vitest run --project unit
# Types were checked above; the build skips checking them again (next.config.ts).
stage env TYPES_CHECKED=1 npx next build
stage node scripts/compress-static.mjs
# The integration suite on both databases at once: each run has its own server, scratch database,
# ports and Redis database (1 and 2 of TEST_REDIS_URL's server), and most of a run's time is spent
# waiting on HTTP, so side by side they take little longer than one. Each run's output is printed
# whole when it ends, so the two don't interleave.
redis_server="$(sed -E 's#/[0-9]+$##' <<<"$redis_url")"
# The SQLite run's seeded demo data is copied into the browser journeys' database rather than seeded
# again (tests/support/seeded-copy.ts); the copy goes when the run ends.
SEED_SNAPSHOT_DIR="$(mktemp -d)"
export SEED_SNAPSHOT_DIR
trap 'rm -rf "$SEED_SNAPSHOT_DIR"' EXIT
int_logs="$(mktemp -d)"
int_suite() {
  local database="$1" redis_db="$2" started=$SECONDS status=0
  TEST_DB="$database" TEST_REDIS_URL="$redis_server/$redis_db" npx vitest run --project int >"$int_logs/$database.log" 2>&1 || status=$?
  cat "$int_logs/$database.log"
  echo "== the integration suite on $database took $((SECONDS - started)) s (run so far $SECONDS s)"
  return "$status"
}
int_suite sqlite 1 &
sqlite_suite=$!
int_suite postgres 2 &
postgres_suite=$!
int_status=0
wait "$sqlite_suite" || int_status=1
wait "$postgres_suite" || int_status=1
rm -rf "$int_logs"
if [[ "$int_status" != 0 ]]; then
  echo "The integration suite failed (its output is above)." >&2
  exit 1
fi
stage npx playwright test
