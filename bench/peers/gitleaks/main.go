// Command gitleaks-hook is the gitleaks peer of the benchmark: a Claude Code PreToolUse /
// UserPromptSubmit hook that scans the same text hookguard's secrets guard scans (the shell
// command, the written content, the prompt) with the gitleaks library and its default rules,
// and denies on a finding. It is its own module so that hookguard's module never links
// gitleaks; bench/run.sh copies it to a temporary directory and builds it there.
//
// With -cli PATH it hands the same text to the gitleaks CLI (`gitleaks stdin`) instead of the
// library, as a hook that shells out to gitleaks would: the CLI scans a file's bytes, not the
// JSON payload (whose written content is one escaped line), so the text is extracted first.
package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"

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
	texts := []string{p.ToolInput.Command, p.ToolInput.Content, p.ToolInput.NewString, p.Prompt}
	if len(os.Args) == 3 && os.Args[1] == "-cli" {
		cmd := exec.Command(os.Args[2], "stdin", "--no-banner", "--log-level", "error", "--redact")
		cmd.Stdin = strings.NewReader(strings.Join(texts, "\n"))
		cmd.Stderr = os.Stderr
		err := cmd.Run()
		if ee, ok := err.(*exec.ExitError); ok && ee.ExitCode() == 1 {
			deny("gitleaks found a secret")
		} else if err != nil {
			fmt.Fprintln(os.Stderr, "gitleaks-hook:", err)
			os.Exit(1)
		}
		return
	}
	d, err := detect.NewDetectorDefaultConfig()
	if err != nil {
		fmt.Fprintln(os.Stderr, "gitleaks-hook:", err)
		os.Exit(1)
	}
	for _, text := range texts {
		if text == "" {
			continue
		}
		if fs := d.DetectString(text); len(fs) > 0 {
			deny("gitleaks: " + fs[0].RuleID)
			return
		}
	}
}

func deny(reason string) {
	out, _ := json.Marshal(map[string]any{"hookSpecificOutput": map[string]any{
		"hookEventName":            "PreToolUse",
		"permissionDecision":       "deny",
		"permissionDecisionReason": reason,
	}})
	os.Stdout.Write(out)
}
