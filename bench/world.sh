# Sourced by bench/run.sh and bench/faults.sh, with $tmp set: a fresh project (a real git
# repository) and home under $tmp, as a harness would see them, and the environment pointing
# there, so that no benchmark reads or writes the user's own state.
mkdir -p "$tmp/home" "$tmp/project/internal/auth"
git -C "$tmp/project" init -q
printf 'package auth\n' >"$tmp/project/internal/auth/session.go"
export HOME=$tmp/home XDG_STATE_HOME=$tmp/home/state XDG_CONFIG_HOME=$tmp/home/config XDG_DATA_HOME=$tmp/home/data
export CLAUDE_PROJECT_DIR=$tmp/project
