#!/usr/bin/env bash
# gitleaks' figure for TestThirdPartyFiles (guards/secrets/thirdparty_test.go): the files that
# test scans (the pinned modules' text files, as the test itself lists them) copied under their
# module@version/path names into one tree, and gitleaks' `dir` scan of that tree with its
# default configuration. Writes guards/secrets/testdata/thirdparty/gitleaks.txt.
#   bench/thirdparty-gitleaks.sh [GITLEAKS]   (default: gitleaks on PATH, else /tmp/bin/gitleaks)
# Needs gitleaks v8.30.1 (go install github.com/zricethezav/gitleaks/v8@v8.30.1) and jq.
set -euo pipefail
cd "$(dirname "$0")/.."
gl=${1:-$(command -v gitleaks || echo /tmp/bin/gitleaks)}
want=v8.30.1
have=$(go version -m "$gl" 2>/dev/null | awk '$1 == "mod" && $2 == "github.com/zricethezav/gitleaks/v8" {print $3}')
if [ "$have" != "$want" ]; then
  echo "$gl is gitleaks ${have:-of an unknown version}, the baseline is $want: go install github.com/zricethezav/gitleaks/v8@$want" >&2
  exit 1
fi
out=guards/secrets/testdata/thirdparty/gitleaks.txt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The test writes its file list first; its own verdict (which compares with the old baseline)
# does not matter here.
go test ./guards/secrets -count=1 -run '^TestThirdPartyFiles$' -args -thirdparty.files="$tmp/files.txt" >/dev/null 2>&1 || true
[ -s "$tmp/files.txt" ] || { echo "the test wrote no file list: run go test ./guards/secrets -run TestThirdPartyFiles -v" >&2; exit 1; }
while IFS=$'\t' read -r name abs; do
  mkdir -p "$tmp/tree/$(dirname "$name")"
  cp "$abs" "$tmp/tree/$name"
done <"$tmp/files.txt"
files=$(wc -l <"$tmp/files.txt")
copied=$(find "$tmp/tree" -type f | wc -l)
[ "$files" -eq "$copied" ] || { echo "copied $copied of $files files" >&2; exit 1; }
cmd="gitleaks dir TREE --no-banner --report-format json --report-path REPORT --exit-code 0 --max-target-megabytes 1"
"$gl" dir "$tmp/tree" --no-banner --report-format json --report-path "$tmp/report.json" --exit-code 0 --max-target-megabytes 1 --log-level error
{
  echo "# gitleaks $want on the $files files TestThirdPartyFiles scans, measured by bench/thirdparty-gitleaks.sh"
  echo "# on $(date -u +%Y-%m-%d) with: $cmd"
  echo "# (TREE: the files copied under module@version/path). The test reads the 'files' and 'flagged' lines."
  echo "files $files"
  echo "flagged $(jq -r '[.[].File] | unique | length' "$tmp/report.json")"
  echo "# files flagged per rule"
  jq -r 'group_by(.RuleID)[] | "#   \(.[0].RuleID) \([.[].File] | unique | length)"' "$tmp/report.json"
  echo "# flagged files (rule: file)"
  jq -r --arg t "$tmp/tree/" '[.[] | "#   \(.RuleID): \(.File | ltrimstr($t))"] | unique[]' "$tmp/report.json"
} >"$out"
cat "$out"
