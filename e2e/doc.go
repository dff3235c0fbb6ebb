// Package e2e drives the real harnesses (Claude Code, Codex CLI, Gemini CLI, installed at pinned
// versions from the npm registry) offline against fake model servers of our own, with hookguard
// wired in through settings files written as a user would, and checks what each harness did:
// whether the tool ran, and what the model was told next.
//
// It runs only when asked, since it needs node and npm and installs about 900 MB once:
//
//	HOOKGUARD_E2E=1 go test -count=1 ./e2e/
//
// The harnesses are installed into $HOOKGUARD_E2E_CACHE (default ~/.cache/hookguard-e2e), keyed
// by the pinned versions, and reused. Every harness run has a hard timeout and is killed with
// SIGKILL as a process group; each case has its own HOME and TMPDIR. The fake servers listen on
// 127.0.0.1 only. Facts the cases rely on: ../shared/reference/harness-e2e.md.
package e2e
