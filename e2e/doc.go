// Package e2e drives the real harnesses (Claude Code, Codex CLI, Gemini CLI, installed at pinned
// versions from the npm registry) offline against fake model servers of our own, with hookguard
// wired in as a user wires it, by `hookguard install <runner>` in the case's project, and checks
// what each harness did: whether the tool ran, and what the model was told next.
//
// Every case has a decoy hookguard first on PATH that lets everything through and leaves a mark:
// the wrappers must run the binary that install recorded in the user's config directory, and a
// case fails if the decoy ever ran. Codex uses the project's .codex/hooks.json too, run with
// `--trust` (project trust) and --dangerously-bypass-hook-trust (standing in for the /hooks
// review a person does), so the command that walks up to .hookguard/ is the one under test.
// TestTrustCodex and TestTrustGemini run without those stand-ins: doctor --strict fails naming
// the missing approval, the approval is given as the harness records it, and the hook blocks.
//
// TestClaudeAuthorisation is the chat authorisation end to end: a blocked force push offers a
// code; `allow <code>` from a Claude Code that a program named codex started is refused as
// nested; the same words in `claude -p --resume <session>` let the push run once; the next try
// is blocked; `hookguard log --json` tells it in order. The ledger refuses prompts from a
// harness running inside an agent's session, so this test skips itself when the suite runs
// inside one (CI has none): run it from a plain terminal.
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
