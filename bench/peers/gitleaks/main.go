// Command gitleaks-hook is the gitleaks peer of the benchmark: a Claude Code PreToolUse /
// UserPromptSubmit hook that scans the same text hookguard's secrets guard scans (the shell
// command, the written content, the prompt) with the gitleaks library and its default rules,
// and denies on a finding. It is its own module so that hookguard's module never links
// gitleaks; bench/run.sh copies it to a temporary directory and builds it there.
package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/zricethezav/gitleaks/v8/detect"
)

type payload struct {
	Prompt    string `json:"prompt"`
	ToolInput struct {
		Command   string `json:"command"`
		Content   string `json:"content"`
		NewString string `json:"new_string"`
	} `json:"tool_input"`
}

func main() {
	data, err := io.ReadAll(os.Stdin)
	if err != nil {
		fmt.Fprintln(os.Stderr, "gitleaks-hook:", err)
		os.Exit(1)
	}
	var p payload
	if err := json.Unmarshal(data, &p); err != nil {
		fmt.Fprintln(os.Stderr, "gitleaks-hook: payload:", err)
		os.Exit(1)
	}
	d, err := detect.NewDetectorDefaultConfig()
	if err != nil {
		fmt.Fprintln(os.Stderr, "gitleaks-hook:", err)
		os.Exit(1)
	}
	for _, text := range []string{p.ToolInput.Command, p.ToolInput.Content, p.ToolInput.NewString, p.Prompt} {
		if text == "" {
			continue
		}
		if fs := d.DetectString(text); len(fs) > 0 {
			out, _ := json.Marshal(map[string]any{"hookSpecificOutput": map[string]any{
				"hookEventName":            "PreToolUse",
				"permissionDecision":       "deny",
				"permissionDecisionReason": "gitleaks: " + fs[0].RuleID,
			}})
			os.Stdout.Write(out)
			return
		}
	}
}
