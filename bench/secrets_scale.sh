#!/usr/bin/env bash
# The secrets scan's scale curve, as a user meets it: `hookguard check --write` of keyword-dense
# files (.env, compose, k8s, Terraform, JSON and properties lines that name passwords, tokens and
# keys but hold none) from 100 KB to 10 MB, and of one long line packed with key-like
# assignments (which once grew with the square of its length). Whole processes, GOMAXPROCS=1 as
# the installed wrappers run hookguard, the median of RUNS runs (default 5) with CPU time beside
# the wall time, and the verdict: every file but the last must be allowed, and none may reach
# the guard's 5 s timeout (that would block a file with no secret in it).
#   bench/secrets_scale.sh [RUNS]        HOOKGUARD=/path/to/hookguard bench/secrets_scale.sh [RUNS]
# Prints a Markdown table; needs Go and awk.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export CGO_ENABLED=0
# HOOKGUARD=path times another build instead (an older commit's, for a before-and-after table).
hg=${HOOKGUARD:-$tmp/hookguard}
[ -n "${HOOKGUARD:-}" ] || go build -trimpath -o "$tmp/hookguard" ./cmd/hookguard
. bench/world.sh

# envlike SIZE FILE: SIZE bytes of configuration in the shapes projects write, numbered so no two
# blocks are the same text.
envlike() {
  awk -v size="$1" 'BEGIN {
    n = 0
    for (i = 0; n < size; i++) {
      s = sprintf("APP_%d_API_KEY_HEADER=X-Api-Key\nAPP_%d_SECRET_ROTATION_DAYS=30\nAPP_%d_DB_PASSWORD=${DB_PASSWORD}\n", i, i, i) \
        sprintf("APP_%d_AUTH_TOKEN_FILE=/run/secrets/app_%d_token\nAPP_%d_TOKEN_TTL_SECONDS=3600\nAPP_%d_CLIENT_SECRET=\n", i, i, i, i) \
        sprintf("      SERVICE_%d_PASSWORD: ${SERVICE_PASSWORD:?required}\n      REDIS_AUTH_TOKEN: \"${REDIS_TOKEN}\"\n", i) \
        sprintf("        - name: API_TOKEN\n          valueFrom:\n            secretKeyRef:\n              name: app-%d-secrets\n              key: api-token\n", i) \
        sprintf("db_password_%d = var.db_password\n  \"access_token_url\": \"https://auth.example.org/oauth/token\",\n", i) \
        sprintf("spring.datasource.password=${SPRING_DATASOURCE_PASSWORD}\napp.jwt.secret.expiry=86400\n")
      printf "%s", s
      n += length(s)
    }
  }' >"$2"
}

# oneline SIZE FILE: one line of SIZE bytes, 1,000 random key-like assignments spread along it
# (each a finding: this file is blocked, and must be judged, not timed out).
oneline() {
  awk -v size="$1" 'BEGIN {
    srand(16); abc = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    gap = int(size / 1000) - 40; pad = sprintf("%" gap "s", ""); gsub(/ /, "lorem ", pad); pad = substr(pad, 1, gap)
    for (i = 0; i < 1000; i++) {
      v = ""; for (k = 0; k < 24; k++) v = v substr(abc, int(rand() * 62) + 1, 1)
      printf "svc_%d_api_key=%s %s", i, v, pad
    }
  }' >"$2"
}

median() { sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }

echo "| file | size | verdict | wall ms (median of $runs) | CPU ms | MB/s (wall) |"
echo "|---|---|---|---|---|---|"
for spec in "envlike 102400 .env" "envlike 1048576 .env" "envlike 10485760 .env" "oneline 1048576 notes.txt"; do
  set -- $spec
  f="$tmp/in-$1-$2"
  "$1" "$2" "$f"
  walls=() cpus=()
  verdict=
  for _ in $(seq "$runs"); do
    t0=$(date +%s%N)
    # check exits non-zero on a block: the verdict line is what counts here
    out=$( { TIMEFORMAT='%U %S'; time (cd "$tmp/project" && { GOMAXPROCS=1 "$hg" check --write "$3" --text-file "$f" || true; } | head -n 1); } 2>&1)
    t1=$(date +%s%N)
    verdict=$(printf '%s\n' "$out" | head -n 1)
    walls+=($(((t1 - t0) / 1000000)))
    cpus+=("$(printf '%s\n' "$out" | tail -n 1 | awk '{printf "%d", ($1 + $2) * 1000}')")
  done
  wall=$(printf '%s\n' "${walls[@]}" | median)
  cpu=$(printf '%s\n' "${cpus[@]}" | median)
  size=$(wc -c <"$f")
  case $verdict in *secrets/error* | *timeout* | *timed\ out*) verdict="$verdict (TIMEOUT)" ;; esac
  printf '| %s (%s) | %s KB | %s | %s | %s | %s |\n' "$1" "$3" $((size / 1024)) "${verdict%% hookguard*}" "$wall" "$cpu" \
    "$(awk -v b="$size" -v ms="$wall" 'BEGIN {printf "%.0f", b / 1048576 / (ms / 1000)}')"
done
