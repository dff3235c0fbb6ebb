package claude

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/hookguard/hookguard/adapters"
)

func benchDecode(b *testing.B, data []byte) {
	c := adapters.Context{Getenv: func(string) string { return "/home/user/project" }}
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := (Adapter{}).Decode(data, c); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeBash is a captured PreToolUse Bash payload (Claude Code 2.1).
func BenchmarkDecodeBash(b *testing.B) {
	data, err := os.ReadFile("testdata/claude-2.1.332.PreToolUse.json")
	if err != nil {
		b.Fatal(err)
	}
	benchDecode(b, data)
}

// BenchmarkDecodeWrite1MB is the worst case a harness sends: a megabyte file written whole,
// its text escaped in the JSON.
func BenchmarkDecodeWrite1MB(b *testing.B) {
	text := strings.Repeat("func f() {\n\tfmt.Println(\"a \\\"quoted\\\" line\\twith tabs\")\n}\n", 1<<20/52)
	data, err := json.Marshal(map[string]any{"session_id": "s", "cwd": "/home/user/project", "hook_event_name": "PreToolUse",
		"tool_name": "Write", "tool_input": map[string]any{"file_path": "/home/user/project/big.go", "content": text}})
	if err != nil {
		b.Fatal(err)
	}
	benchDecode(b, data)
}
