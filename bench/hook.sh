#!/usr/bin/env bash
# Times a whole hook call (a fresh process per call, as harnesses run it) against an empty Go
# program that reads stdin, on a typical Claude PreToolUse payload, with the embedded default
# configuration. Budget (DESIGN.md): within 2x of the empty program.
#   bench/hook.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-300}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/hookguard" ./cmd/hookguard
go build -o "$tmp/empty" ./bench/empty
go build -o "$tmp/hookbench" ./bench/hookbench
mkdir -p "$tmp/home" "$tmp/project"
git -C "$tmp/project" init -q
cat >"$tmp/pre.json" <<JSON
{"session_id":"4692510d-c4e1-41e5-becb-65bc891f951a","transcript_path":"$tmp/home/t.jsonl","cwd":"$tmp/project","prompt_id":"9fd41488","permission_mode":"default","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"cd src && go test ./... -run TestFoo 2>&1 | tail -20","description":"run tests"},"tool_use_id":"toolu_01"}
JSON
cat >"$tmp/write.json" <<JSON
{"session_id":"4692510d","cwd":"$tmp/project","permission_mode":"default","hook_event_name":"PreToolUse","tool_name":"Write","tool_input":{"file_path":"$tmp/project/main.go","content":"package main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Println(\"hello\")\n}\n"}}
JSON
cd "$tmp/project"
export HOME=$tmp/home XDG_STATE_HOME=$tmp/home/state XDG_CONFIG_HOME=$tmp/home/config CLAUDE_PROJECT_DIR=$tmp/project
echo "PreToolUse Bash ($runs runs each):"
"$tmp/hookbench" -n "$runs" -payload "$tmp/pre.json" -- "$tmp/empty" ::: "$tmp/hookguard" run --runner claude
echo "PreToolUse Write ($runs runs each):"
"$tmp/hookbench" -n "$runs" -payload "$tmp/write.json" -- "$tmp/empty" ::: "$tmp/hookguard" run --runner claude
