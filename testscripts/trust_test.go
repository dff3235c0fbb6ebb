package testscripts

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"unicode"

	"github.com/rogpeppe/go-internal/testscript"
)

// harnessTrustCmd is `harness-trust codex|gemini`: it gives the approval a person gives in the
// harness, by writing the record the harness writes (the e2e suite gives it through the real
// harnesses). codex: `codex exec --trust` plus trusting every hook of the project's
// .codex/hooks.json in /hooks, as config.toml holds them; gemini: "Trust folder" for the
// project, as trustedFolders.json holds it. The Codex hash is worked out here on its own, from
// Codex's rule, not with doctor's code: install/trust_test.go pins both to the real Codex's.
func harnessTrustCmd(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: harness-trust codex|gemini")
	}
	out, err := exec.Command("git", "-C", ts.MkAbs("."), "rev-parse", "--show-toplevel").Output()
	if err != nil {
		ts.Fatalf("harness-trust: not in a git repository: %v", err)
	}
	root := strings.TrimSpace(string(out))
	home := ts.Getenv("HOME")
	switch args[0] {
	case "codex":
		path := filepath.Join(root, ".codex", "hooks.json")
		data, err := os.ReadFile(path)
		ts.Check(err)
		var file struct {
			Hooks map[string][]struct {
				Matcher *string          `json:"matcher"`
				Hooks   []map[string]any `json:"hooks"`
			} `json:"hooks"`
		}
		ts.Check(json.Unmarshal(data, &file))
		var b strings.Builder
		fmt.Fprintf(&b, "[projects.%q]\ntrust_level = \"trusted\"\n\n[hooks.state]\n", root)
		events := make([]string, 0, len(file.Hooks))
		for e := range file.Hooks {
			events = append(events, e)
		}
		sort.Strings(events)
		for _, e := range events {
			for gi, g := range file.Hooks[e] {
				for hi, h := range g.Hooks {
					fmt.Fprintf(&b, "\n[hooks.state.%q]\ntrusted_hash = %q\n", fmt.Sprintf("%s:%s:%d:%d", path, snake(e), gi, hi), codexHash(ts, snake(e), g.Matcher, h))
				}
			}
		}
		p := filepath.Join(home, ".codex", "config.toml")
		ts.Check(os.MkdirAll(filepath.Dir(p), 0o755))
		ts.Check(os.WriteFile(p, []byte(b.String()), 0o600))
	case "gemini":
		// JSON.stringify(config, null, 2), mode 0600: as LoadedTrustedFolders.setValue writes it.
		data, _ := json.MarshalIndent(map[string]string{root: "TRUST_FOLDER"}, "", "  ")
		p := filepath.Join(home, ".gemini", "trustedFolders.json")
		ts.Check(os.MkdirAll(filepath.Dir(p), 0o755))
		ts.Check(os.WriteFile(p, data, 0o600))
	default:
		ts.Fatalf("harness-trust: no record for %s", args[0])
	}
}

func snake(s string) string {
	var b strings.Builder
	for i, r := range s {
		if unicode.IsUpper(r) && i > 0 {
			b.WriteByte('_')
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// codexHash: sha256 of the compact, key-sorted JSON of the handler's normalized identity
// (encoding/json sorts map keys; no HTML escaping, like serde_json).
func codexHash(ts *testscript.TestScript, event string, matcher *string, h map[string]any) string {
	handler := map[string]any{"type": "command", "command": h["command"], "timeout": 600, "async": false}
	if t, ok := h["timeout"]; ok {
		handler["timeout"] = t
	}
	if a, ok := h["async"]; ok {
		handler["async"] = a
	}
	id := map[string]any{"event_name": event, "hooks": []any{handler}}
	if matcher != nil {
		id["matcher"] = *matcher
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	ts.Check(enc.Encode(id))
	sum := sha256.Sum256(bytes.TrimSuffix(buf.Bytes(), []byte("\n")))
	return "sha256:" + hex.EncodeToString(sum[:])
}
