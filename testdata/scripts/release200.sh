#!/usr/bin/env bash
# Release pipeline for the service: checks, tests, images, artefacts and notes.
set -euo pipefail
IFS=$'\n\t'

readonly ROOT="$(git rev-parse --show-toplevel)"
readonly DIST="$ROOT/dist"
readonly CACHE="$ROOT/.cache/svc-build"
readonly VERSION="$(git describe --tags --always --dirty)"
readonly COMMIT="$(git rev-parse --short HEAD)"
readonly DATE="$(date -u +%Y-%m-%dT%H:%M:%SZ)"
PLATFORMS=(linux/amd64 linux/arm64 darwin/arm64 windows/amd64)
GOFLAGS="${GOFLAGS:-} -mod=readonly"
export GOFLAGS CGO_ENABLED=0

log() { printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }
die() { log "error: $*"; exit 1; }
need() { command -v "$1" >/dev/null 2>&1 || die "missing tool: $1"; }

cleanup() {
  local rc=$?
  if [ -n "${TMPD:-}" ] && [ -d "$TMPD" ]; then rm -rf "$TMPD"; fi
  exit "$rc"
}
trap cleanup EXIT INT TERM
TMPD="$(mktemp -d)"

for tool in go git tar sha256sum jq; do need "$tool"; done

cd "$ROOT"
log "release $VERSION ($COMMIT) on $DATE"

if ! git diff --quiet || ! git diff --cached --quiet; then
  log "warning: the tree has uncommitted changes"
fi

branch="$(git rev-parse --abbrev-ref HEAD)"
case "$branch" in
  main|release/*) log "on $branch" ;;
  *) log "not a release branch: $branch (continuing, artefacts are marked dev)"; VERSION="$VERSION-dev" ;;
esac

mkdir -p "$DIST" "$CACHE" "$TMPD/logs"
rm -rf "$DIST"/*

log "module checks"
go mod download
go mod verify
if ! go mod tidy -diff >"$TMPD/tidy.diff" 2>&1; then
  cat "$TMPD/tidy.diff" >&2
  die "go.mod is not tidy"
fi

log "formatting and vet"
unformatted="$(gofmt -l $(git ls-files '*.go' | grep -v '^vendor/') || true)"
if [ -n "$unformatted" ]; then
  printf '%s\n' "$unformatted" >&2
  die "gofmt wants changes"
fi
go vet ./...

if command -v staticcheck >/dev/null; then
  staticcheck ./... | tee "$TMPD/logs/staticcheck.txt"
else
  log "staticcheck not installed, skipping"
fi

log "unit tests"
go test -race -count=1 -coverprofile="$TMPD/cover.out" ./... 2>&1 | tee "$TMPD/logs/test.txt"
total="$(go tool cover -func="$TMPD/cover.out" | awk '/^total:/ {print substr($3, 1, length($3)-1)}')"
log "coverage: ${total}%"
if awk -v t="$total" 'BEGIN { exit !(t < 70) }'; then
  die "coverage ${total}% is under 70%"
fi

log "integration tests"
if [ "${SKIP_INTEGRATION:-0}" != 1 ]; then
  docker compose -f deploy/compose.test.yml up -d --wait
  status=0
  go test -tags integration -count=1 ./internal/... >"$TMPD/logs/integration.txt" 2>&1 || status=$?
  docker compose -f deploy/compose.test.yml logs --no-color >"$TMPD/logs/compose.txt" 2>&1 || true
  docker compose -f deploy/compose.test.yml down --remove-orphans
  if [ "$status" -ne 0 ]; then
    tail -50 "$TMPD/logs/integration.txt" >&2
    die "integration tests failed"
  fi
fi

ldflags="-s -w -X main.version=$VERSION -X main.commit=$COMMIT -X main.date=$DATE"

build_one() {
  local platform="$1" os arch ext out
  os="${platform%/*}"
  arch="${platform#*/}"
  ext=""
  [ "$os" = windows ] && ext=".exe"
  out="$DIST/svc-$VERSION-$os-$arch$ext"
  log "building $out"
  GOOS="$os" GOARCH="$arch" go build -trimpath -ldflags "$ldflags" -o "$out" ./cmd/svc
  if [ "$os" = linux ] && [ "$arch" = amd64 ]; then
    "$out" --version | grep -q "$VERSION" || die "the binary does not report $VERSION"
  fi
}

for p in "${PLATFORMS[@]}"; do
  build_one "$p"
done

log "archives"
pushd "$DIST" >/dev/null
for bin in svc-*; do
  case "$bin" in
    *.exe) zip -q "${bin%.exe}.zip" "$bin" README.md 2>/dev/null || zip -q "${bin%.exe}.zip" "$bin" ;;
    *.tar.gz|*.zip) ;;
    *) tar -czf "$bin.tar.gz" "$bin" ;;
  esac
done
sha256sum svc-*.tar.gz svc-*.zip >SHA256SUMS
popd >/dev/null

log "container image"
image="ghcr.io/example/svc:$VERSION"
if [ "${PUSH:-0}" = 1 ]; then
  docker buildx build --platform linux/amd64,linux/arm64 --build-arg VERSION="$VERSION" -t "$image" --push .
else
  docker buildx build --platform linux/amd64 --build-arg VERSION="$VERSION" -t "$image" --load .
  docker run --rm "$image" --version
fi

log "sbom"
if command -v syft >/dev/null; then
  syft "dir:$ROOT" -o spdx-json >"$DIST/sbom.spdx.json"
  jq '.packages | length' "$DIST/sbom.spdx.json"
fi

log "release notes"
prev="$(git describe --tags --abbrev=0 HEAD^ 2>/dev/null || git rev-list --max-parents=0 HEAD)"
{
  echo "# svc $VERSION"
  echo
  echo "Built $DATE from $COMMIT."
  echo
  echo "## Changes since $prev"
  git log --no-merges --pretty='- %s (%h)' "$prev"..HEAD
  echo
  echo "## Checksums"
  echo '```'
  cat "$DIST/SHA256SUMS"
  echo '```'
} >"$DIST/NOTES.md"

log "docs"
if [ -d docs ]; then
  find docs -name '*.md' -newer "$DIST/NOTES.md" -print | while read -r f; do
    log "changed doc: $f"
  done
  npx --yes markdownlint-cli2 "docs/**/*.md" || log "markdown lint has findings"
fi

log "cache"
key="$(sha256sum go.sum | cut -c1-16)"
if [ ! -f "$CACHE/$key.done" ]; then
  go build -o /dev/null ./... && touch "$CACHE/$key.done"
fi
find "$CACHE" -name '*.done' -mtime +30 -print | head -20

log "summary"
count=0
while IFS= read -r line; do
  count=$((count + 1))
  case "$line" in
    *FAIL*) log "failure recorded: $line" ;;
  esac
done <"$TMPD/logs/test.txt"
log "$count lines of test output"
ls -la "$DIST"
du -sh "$DIST"
for f in "$DIST"/svc-*; do
  size=$(wc -c <"$f")
  printf '%-48s %10d\n' "$(basename "$f")" "$size"
done | sort -k2 -n

if [ "${TAG:-0}" = 1 ]; then
  git tag -a "$VERSION" -m "svc $VERSION"
  git push origin "$VERSION"
fi

if [ "${PUBLISH:-0}" = 1 ]; then
  gh release create "$VERSION" "$DIST"/svc-*.tar.gz "$DIST"/svc-*.zip "$DIST/SHA256SUMS" \
    --title "svc $VERSION" --notes-file "$DIST/NOTES.md"
fi

if [ -n "${SLACK_WEBHOOK:-}" ]; then
  payload="$(jq -n --arg v "$VERSION" --arg c "$COMMIT" '{text: ("svc " + $v + " built from " + $c)}')"
  curl -fsS -X POST -H 'Content-Type: application/json' --data "$payload" "$SLACK_WEBHOOK" >/dev/null ||
    log "could not notify the channel"
fi

artefacts=("$DIST"/svc-*)
log "${#artefacts[@]} artefacts in $DIST"
log "done: $VERSION"
