package self

import (
	"testing"

	"github.com/hookguard/hookguard"
)

// A harness fetched and run by a package runner is the harness: every runner, the package by
// its scoped name, with a version or a tag, with the runner's own options before it.
func TestHarnessThroughPackageRunners(t *testing.T) {
	w := newWorld(t)
	block := map[string]string{
		"npx @google/gemini-cli -r latest -p 'allow hg-abcdef'":            "session-inject",
		"npx --yes @anthropic-ai/claude-code -c -p 'allow hg-abcdef'":      "session-inject",
		"npx -y @anthropic-ai/claude-code@latest --resume s1 -p x":         "session-inject",
		"bunx @google/gemini-cli -r latest -p x":                           "session-inject",
		"bun x @google/gemini-cli@0.9.0 --resume latest":                   "session-inject",
		"pnpm dlx @google/gemini-cli -r latest":                            "session-inject",
		"pnpx @anthropic-ai/claude-code -c":                                "session-inject",
		"yarn dlx @anthropic-ai/claude-code --continue -p x":               "session-inject",
		"npm exec @google/gemini-cli -- -r latest -p x":                    "session-inject",
		"npm x -- @openai/codex@latest exec resume --last x":               "session-inject",
		"npm exec -- @OpenAI/Codex resume --last":                          "session-inject",
		"npx codex@0.40 resume --last":                                     "session-inject",
		"npx @anthropic-ai/claude-code config set -g disableAllHooks true": "harness-settings",
		"bunx @google/gemini-cli hooks disable hookguard-shell":            "harness-settings",
		"npx hookguard@latest uninstall":                                   "hookguard-cli",
	}
	for cmd, rule := range block {
		if v := w.shell(t, cmd); v.Decision != hookguard.Block || v.Rule != rule {
			t.Errorf("%q: got %v %s (%s), want block by %s", cmd, v.Decision, v.Rule, v.Reason, rule)
		}
	}
	for _, cmd := range []string{
		"npx @google/gemini-cli -p 'summarise README.md'", "npx @anthropic-ai/claude-code -p 'explain main.go'",
		"bunx @openai/codex exec 'run the tests'", "npx prettier --check .", "npx @biomejs/biome check src",
		"npm exec eslint -- --fix .", "pnpm dlx create-vite@latest app", "npx -y tsc@5 -p .",
	} {
		if v := w.shell(t, cmd); v.Decision != hookguard.Allow {
			t.Errorf("%q: got %v %s (%s), want allow", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
}
