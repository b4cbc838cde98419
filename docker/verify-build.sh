#!/usr/bin/env bash
# Replays docker/Dockerfile's steps without a Docker engine, in a scratch folder, and starts the
# result the way the image does. Each "# Dockerfile:" line names the step it mirrors; the test
# backend/test/production/docker-files.test.ts checks that every RUN npm command of the
# Dockerfile appears here, so the two cannot drift apart silently.
#   docker/verify-build.sh [scratch-dir]      (needs the npm registry; takes a few minutes)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
scratch="${1:-$(mktemp -d /tmp/cn-docker-verify.XXXXXX)}"
mkdir -p "$scratch"
echo "scratch folder: $scratch"

# The build context: what git tracks (the .dockerignore'd folders are not tracked either).
context="$scratch/context"
rm -rf "$context" && mkdir -p "$context"
(cd "$repo" && git ls-files -z --cached --others --exclude-standard | grep -zv '^\(\.ci\|data\|backend/data\|backend/uploads\)/' | xargs -0 cp --parents -t "$context")

# Dockerfile: FROM deps — COPY package.json package-lock.json + the workspaces' package.json, then npm ci
deps="$scratch/deps"
rm -rf "$deps" && mkdir -p "$deps/vocabulary" "$deps/backend" "$deps/frontend"
cp "$context/package.json" "$context/package-lock.json" "$deps/"
for ws in vocabulary backend frontend; do cp "$context/$ws/package.json" "$deps/$ws/"; done
(cd "$deps" && npm ci --no-audit --no-fund)

# Dockerfile: FROM deps AS build — COPY vocabulary backend frontend, then npm run build
build="$scratch/build"
rm -rf "$build" && cp -a "$deps" "$build"
for ws in vocabulary backend frontend; do cp -a "$context/$ws/." "$build/$ws/"; done
(cd "$build" && npm run build)

# Dockerfile: FROM deps AS prod-deps — production dependencies of the API and the vocabulary only
prod="$scratch/prod-deps"
rm -rf "$prod" && cp -a "$deps" "$prod" && rm -rf "$prod/node_modules"
(cd "$prod" && npm ci --no-audit --no-fund --omit=dev --workspace backend --workspace vocabulary --include-workspace-root=false)

# Dockerfile: FROM runtime — the same COPY lines
runtime="$scratch/runtime"
rm -rf "$runtime" && mkdir -p "$runtime/vocabulary" "$runtime/backend/dist" "$runtime/frontend"
cp -a "$prod/node_modules" "$runtime/node_modules"
cp "$build/package.json" "$build/package-lock.json" "$runtime/"
cp "$build/vocabulary/package.json" "$runtime/vocabulary/" && cp -a "$build/vocabulary/dist" "$runtime/vocabulary/dist"
cp "$build/backend/package.json" "$runtime/backend/" && cp -a "$build/backend/dist/src" "$runtime/backend/dist/src"
cp "$build/frontend/package.json" "$runtime/frontend/" && cp -a "$build/frontend/dist" "$runtime/frontend/dist"
echo "runtime image content: $(du -sh "$runtime" | cut -f1) ($(du -sh "$runtime/node_modules" | cut -f1) node_modules)"

# Dockerfile: CMD node backend/dist/src/main.js, with the image's ENV; SQLite here, MySQL in compose.
port=$(node -e "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})")
mkdir -p "$scratch/data/uploads" "$scratch/data/outbox"
(cd "$runtime" && NODE_ENV=production HOST=127.0.0.1 PORT="$port" APP_URL="http://127.0.0.1:$port" \
  WEB_DIST_DIR="$runtime/frontend/dist" UPLOADS_DIR="$scratch/data/uploads" MAIL_OUTBOX_DIR="$scratch/data/outbox" \
  SQLITE_FILE="$scratch/data/app.sqlite" LOG_LEVEL=warn \
  JWT_SECRET="$(node -e "console.log(require('crypto').randomBytes(48).toString('base64'))")" \
  DATA_ENCRYPTION_KEY="$(node -e "console.log(require('crypto').randomBytes(32).toString('base64'))")" \
  exec node backend/dist/src/main.js > "$scratch/app.log" 2>&1) &
app=$!
trap 'kill $app 2>/dev/null || true' EXIT
for _ in $(seq 1 60); do
  curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
  sleep 0.5
done
# Dockerfile: HEALTHCHECK — the same command
(cd "$runtime" && PORT="$port" node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))")
curl -fsS "http://127.0.0.1:$port/" | grep -q '<div id="root">' || { echo "the web app is not served at /"; cat "$scratch/app.log"; exit 1; }
curl -fsS "http://127.0.0.1:$port/api/docs-json" >/dev/null
kill -TERM $app && wait $app || true
trap - EXIT
echo "OK: the image's steps build, the app starts from the runtime layout, answers /api/health, / and /api/docs-json, and stops on SIGTERM"
