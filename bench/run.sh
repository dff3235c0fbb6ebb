#!/usr/bin/env bash
# The hook benchmark: hookguard against the floor (an empty Go program that reads stdin) and its
# peers, side by side, whole processes, on realistic Claude Code payloads of every group.
#   bench/run.sh [RUNS]   (default 200 timed runs per payload for hookguard and the floor, 40 per peer)
# Writes bench/RESULTS.md. Needs Go; the peers need the Go module proxy (gitleaks) and node/npm
# (cc-safety-net); a peer that cannot be had is reported missing, never faked.
# Builds are static (CGO_ENABLED=0), as releases and the README's install build hookguard (pflag
# links net, which a cgo build would make dynamic); the peers' builds are their own.
# Each hookguard row has its own floor: the bare binary the empty program; the installed hook
# command (what a harness runs) the same hook command around the empty program; a 10,000-entry
# ledger and 200 user rules the bare binary without them.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
runs=${1:-200}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export CGO_ENABLED=0
echo "building hookguard, the floor and the timer (static)..."
go build -trimpath -o "$tmp/bin/hookguard" ./cmd/hookguard
# As go build wrote it, the binary's page cache is in 4 KB pages; a user's hook calls settle it
# in the background within a few dozen calls (internal/settle), and the bench does it up front so
# that no settle runs while it times. A copy kept as go build wrote it (cp writes in small
# pieces; HOOKGUARD_SETTLE=off keeps it so) is timed beside it: the unsettled row.
cp "$tmp/bin/hookguard" "$tmp/bin/hookguard-unsettled"
"$tmp/bin/hookguard" settle
go build -trimpath -o "$tmp/bin/empty" ./bench/empty
go build -o "$tmp/bin/hookbench" ./bench/hookbench
ledgerfill_ok=0
go build -o "$tmp/bin/ledgerfill" ./bench/ledgerfill 2>"$tmp/ledgerfill.log" && ledgerfill_ok=1
typical="short command,blocked command,long script,200-line script,small write,read,prompt,stop"

peers=()
# gitleaks: its library on the same text, as a Go hook built in a module of its own, outside
# this repository's module.
echo "building the gitleaks peer..."
cp -r bench/peers/gitleaks "$tmp/gitleaks-src"
if (cd "$tmp/gitleaks-src" && GOFLAGS=-mod=mod go build -trimpath -o "$tmp/bin/gitleaks-hook" .) >"$tmp/gitleaks.log" 2>&1; then
  v=$(sed -n 's/^require github.com\/zricethezav\/gitleaks\/v8 \(.*\)$/\1/p' bench/peers/gitleaks/go.mod)
  peers+=(-cmd "gitleaks-$v=$tmp/bin/gitleaks-hook" -only "gitleaks-$v=short command,long script,small write,1 MB write,1 MB .env write,prompt")
  # Its CLI too, as a pre-commit or hook user runs it: the library above is ~3.6x slower than
  # the CLI on a megabyte (it is handed one string), so the CLI is the fairer peer for speed.
  if (cd "$tmp/gitleaks-src" && GOFLAGS=-mod=mod GOBIN="$tmp/bin" go install "github.com/zricethezav/gitleaks/v8@$v") >>"$tmp/gitleaks.log" 2>&1; then
    peers+=(-cmd "gitleaks-cli-$v=$tmp/bin/gitleaks-hook -cli $tmp/bin/gitleaks"
      -only "gitleaks-cli-$v=short command,long script,small write,1 MB write,1 MB .env write,prompt")
  else
    peers+=(-missing "gitleaks-cli=the CLI could not be installed here: $(tail -1 "$tmp/gitleaks.log")")
  fi
else
  peers+=(-missing "gitleaks=the Go module could not be built here: $(tail -1 "$tmp/gitleaks.log")")
fi
# cc-safety-net: from the npm registry, run through node as its Claude Code hook runs it.
echo "installing the cc-safety-net peer..."
if command -v npm >/dev/null && command -v node >/dev/null &&
  (cd "$tmp" && npm install --silent --no-audit --no-fund --prefix "$tmp/ccsn" cc-safety-net) >"$tmp/npm.log" 2>&1; then
  v=$(node -p "require('$tmp/ccsn/node_modules/cc-safety-net/package.json').version")
  peers+=(-cmd "cc-safety-net-$v=$(command -v node) $tmp/ccsn/node_modules/cc-safety-net/dist/bin/cc-safety-net.js hook --claude-code"
    -only "cc-safety-net-$v=short command,blocked command,long script,small write,1 MB write,read")
else
  peers+=(-missing "cc-safety-net=npm could not install it here: $(tail -1 "$tmp/npm.log" 2>/dev/null || echo 'no node/npm')")
fi

. bench/world.sh
# hookguard as a harness runs it: the shell tool's hook command that install writes into
# .claude/settings.json (the payload, not the command, picks the group), through hook.sh, the
# wrapper's recorded copy and the check of the wrapper against it. The command is taken from the
# file (install pretty-prints it; Claude's holds no JSON escape but \") and run with sh, as
# Claude runs it with sh -c.
# Its floor is the same command, hook.sh and recorded wrapper around the empty program: the
# same config directory with the recorded binary pointing at it (the empty program ignores the
# arguments the wrapper passes).
rows=()
if (cd "$tmp/project" && "$tmp/bin/hookguard" install claude) >"$tmp/install.log" 2>&1 &&
  sed -n 's/^ *"command": "\(.*claude\/guard-shell\.sh.*\)",$/\1/p' "$tmp/project/.claude/settings.json" | head -n 1 |
  sed 's/\\"/"/g' >"$tmp/hook-command.sh" && grep -q 'hook\.sh' "$tmp/hook-command.sh"; then
  cp -R "$XDG_CONFIG_HOME" "$tmp/floor-config"
  printf '%s\n' "$tmp/bin/empty" >"$tmp/floor-config/hookguard/binary"
  rows+=(-cmd "empty via the hook command=XDG_CONFIG_HOME=$tmp/floor-config sh $tmp/hook-command.sh" -only "empty via the hook command=$typical"
    -cmd "hookguard via its hook command=sh $tmp/hook-command.sh" -only "hookguard via its hook command=$typical"
    -vs "hookguard via its hook command=empty via the hook command")
else
  rows+=(-missing "hookguard via its hook command=install failed, or wrote no shell hook command: $(tail -1 "$tmp/install.log")")
fi
# History and configuration that grow: a block with a 10,000-entry ledger (and its pending
# blocks full) against a block with none; 200 user rules against none, on events they concern and
# on events they do not.
# (pending blocks are kept to the newest 128, so 200 fill them.)
if [ "$ledgerfill_ok" = 1 ] && mkdir -p "$tmp/state10k/hookguard" &&
  (cd "$tmp/project" && "$tmp/bin/ledgerfill" -state "$tmp/state10k/hookguard" -root "$tmp/project" -entries 10000 -pending 200 \
    -session 4692510d-c4e1-41e5-becb-65bc891f951a) >>"$tmp/ledgerfill.log" 2>&1; then
  rows+=(-cmd "hookguard, 10,000-entry ledger=XDG_STATE_HOME=$tmp/state10k GOMAXPROCS=1 $tmp/bin/hookguard run --runner claude"
    -only "hookguard, 10,000-entry ledger=blocked command" -vs "hookguard, 10,000-entry ledger=hookguard")
else
  rows+=(-missing "hookguard, 10,000-entry ledger=bench/ledgerfill could not fill one: $(tail -1 "$tmp/ledgerfill.log")")
fi
if [ -f bench/fixtures/rules200.toml ]; then
  mkdir -p "$tmp/config200/hookguard"
  cp bench/fixtures/rules200.toml "$tmp/config200/hookguard/guards.toml"
  rows+=(-cmd "hookguard, 200 user rules=XDG_CONFIG_HOME=$tmp/config200 GOMAXPROCS=1 $tmp/bin/hookguard run --runner claude"
    -only "hookguard, 200 user rules=short command,small write,read,prompt,stop" -vs "hookguard, 200 user rules=hookguard")
else
  rows+=(-missing "hookguard, 200 user rules=bench/fixtures/rules200.toml is missing")
fi
vg=()
if command -v valgrind >/dev/null; then vg=(-valgrind "$(command -v valgrind)"); fi
cd "$tmp/project"
"$tmp/bin/hookbench" -n "$runs" "${vg[@]}" -scripts "$repo/testdata/scripts" -project "$tmp/project" -home "$tmp/home" -md "$repo/bench/RESULTS.md" \
  -cmd "empty (floor)=GOMAXPROCS=1 $tmp/bin/empty" \
  -cmd "hookguard=GOMAXPROCS=1 $tmp/bin/hookguard run --runner claude" \
  -cmd "hookguard, unsettled=HOOKGUARD_SETTLE=off GOMAXPROCS=1 $tmp/bin/hookguard-unsettled run --runner claude" -only "hookguard, unsettled=$typical" \
  "${rows[@]}" "${peers[@]}" \
  -note "hookguard: the embedded default guards.toml, no user or project layer; the groups run: pre-shell (short command, long script), pre-files (writes), pre-read (read), prompt, stop." \
  -note "hookguard, unsettled: the same build as go build and cp leave it, its code mapped in 4 KB pages; \`hookguard\` is that build after \`hookguard settle\` (the same bytes, rewritten with large writes so that Linux maps its code in 2 MB pages), which a user's hook calls do in the background." \
  -note "gitleaks: the library's default rules via detect.NewDetectorDefaultConfig, on the command, the written content or the prompt (bench/peers/gitleaks); it has no read or stop hook." \
  -note "cc-safety-net: \`node cc-safety-net.js hook --claude-code\`, a PreToolUse hook (no prompt or stop hook)." \
  -note "hookguard via its hook command: what a harness runs, the command install writes (sh, hook.sh, the wrapper's recorded copy, which finds the recorded binary and runs it with GOMAXPROCS=1, and the binary's check of the workspace's wrapper against the copy), against the same path around the empty program (its recorded binary pointed at it)." \
  -note "hookguard, 10,000-entry ledger: 10,000 signed ledger entries (grants, used, withdrawn, lapsed) and 200 pending blocks (the newest 128 kept) written by bench/ledgerfill, against the bare binary with none; 200 user rules: bench/fixtures/rules200.toml as the user's guards.toml, against none." \
  -note "gitleaks-cli: the same hook handing the text to \`gitleaks stdin\` (the CLI, built with go install from the module proxy) instead of the library, as a hook that shells out to gitleaks would." \
  -note "Builds: CGO_ENABLED=0 go build -trimpath; $(go version | cut -d' ' -f3)." \
  -note "GOMAXPROCS=1 for hookguard because its installed wrappers start it so (a hook call is sequential; a second P only starts threads that spin), and for the floor alike; the peers run as their own hooks do."
