#!/usr/bin/env bash
# Where one hook call's page faults go, beside the floor's: the tool behind the cuts in the
# README's Speed section (on a VM a fault costs ~20 µs, and a call's time follows its faults).
#   bench/faults.sh ["PAYLOAD"]   (default "short command"; the payload names of bench/RESULTS.md)
# Needs perf, allowed to record page-fault events. Builds as bench/run.sh does and runs each
# program once with GOMAXPROCS=1, as the installed wrappers run hookguard.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
payload=${1:-short command}
if ! command -v perf >/dev/null; then
  echo "bench/faults.sh needs perf (Debian: apt install linux-perf)" >&2
  exit 2
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export CGO_ENABLED=0
go build -trimpath -o "$tmp/bin/hookguard" ./cmd/hookguard
# As a user's hook calls leave it (internal/settle); HOOKGUARD_UNSETTLED=1 looks at the binary as
# go build wrote it.
[ -n "${HOOKGUARD_UNSETTLED:-}" ] || "$tmp/bin/hookguard" settle >/dev/null
go build -trimpath -o "$tmp/bin/empty" ./bench/empty
go build -o "$tmp/bin/hookbench" ./bench/hookbench
go build -o "$tmp/bin/faultsplit" ./bench/faultsplit
. bench/world.sh
# hookbench writes the payloads (and checks that hookguard allows each); one run is enough.
(cd "$tmp/project" && "$tmp/bin/hookbench" -n 1 -warmup 0 -scripts "$repo/testdata/scripts" -project "$tmp/project" -home "$tmp/home" -payloads "$tmp/payloads" \
  -cmd "floor=$tmp/bin/empty" -cmd "hookguard=$tmp/bin/hookguard run --runner claude" >/dev/null)
file="$tmp/payloads/${payload// /-}.json"
if [ ! -f "$file" ]; then
  echo "no payload named \"$payload\"; the payloads are: $(cd "$tmp/payloads" && ls | sed 's/\.json$//; s/-/ /g' | paste -sd, -)" >&2
  exit 2
fi
cd "$tmp/project"
for prog in empty hookguard; do
  args=()
  if [ "$prog" = hookguard ]; then args=(run --runner claude); fi
  if ! GOMAXPROCS=1 perf record -q -e page-faults -c 1 -g -d -o "$tmp/$prog.data" "$tmp/bin/$prog" "${args[@]}" <"$file" >/dev/null 2>"$tmp/perf.err"; then
    if ! [ -s "$tmp/$prog.data" ]; then
      echo "perf could not record $prog: $(tail -1 "$tmp/perf.err") (perf_event_paranoid may forbid it: sysctl kernel.perf_event_paranoid=1)" >&2
      exit 2
    fi
  fi
  echo "== $prog on the $payload payload"
  perf script -i "$tmp/$prog.data" -F addr,ip,sym 2>/dev/null | "$tmp/bin/faultsplit" -bin "$tmp/bin/$prog"
  echo
done
