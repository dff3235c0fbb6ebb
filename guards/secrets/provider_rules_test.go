package secrets

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/config"
)

var fillRe = regexp.MustCompile(`«(alnum|hex|b64u|digits):(\d+)»`)

// expand makes an example's «alphabet:N» fills from the seeded generator.
func expand(s string) string {
	return fillRe.ReplaceAllStringFunc(s, func(m string) string {
		p := fillRe.FindStringSubmatch(m)
		n, _ := strconv.Atoi(p[2])
		switch p[1] {
		case "hex":
			return fake("", hexd, n)
		case "b64u":
			return fake("", alnum+"-_", n)
		case "digits":
			return fake("", "0123456789", n)
		}
		return fake("", alnum, n)
	})
}

// TestProviderRuleExamples runs every provider rule's own examples: each Match text must give
// a finding of that rule, each NoMatch text none of it, and the rule must be in the engine.
func TestProviderRuleExamples(t *testing.T) {
	e := rulesEngine()
	ids := map[string]bool{}
	for _, r := range e.all() {
		ids[r.ID] = true
	}
	for _, pr := range providerTable() {
		if !ids[pr.ID] {
			t.Errorf("%s is not in the engine's rules", pr.ID)
		}
		if len(pr.Match) < 2 || len(pr.NoMatch) < 2 {
			t.Errorf("%s: a rule needs at least two examples on each side", pr.ID)
		}
		only := func(id string) bool { return id != pr.ID }
		for _, ex := range pr.Match {
			text := expand(ex)
			if fs := e.scan("config.txt", text+"\n", only); len(fs) == 0 {
				t.Errorf("%s missed %q", pr.ID, text)
			}
		}
		for _, ex := range pr.NoMatch {
			text := expand(ex)
			if fs := e.scan("config.txt", text+"\n", only); len(fs) > 0 {
				t.Errorf("%s found %s in %q", pr.ID, fs[0].Redacted, text)
			}
		}
	}
}

func TestProseExamples(t *testing.T) {
	for _, p := range proseExamples.Block {
		fs := proseSecrets(p)
		if len(fs) == 0 {
			t.Errorf("missed: %q", p)
			continue
		}
		if strings.Contains(fs[0].Redacted, fs[0].secret) {
			t.Errorf("the redacted form shows the value: %q", fs[0].Redacted)
		}
	}
	for _, p := range proseExamples.Allow {
		if fs := proseSecrets(p); len(fs) > 0 {
			t.Errorf("found %q in %q", fs[0].secret, p)
		}
	}
}

// TestProseOnlyInPrompts: the same sentence in a file or a command is documentation or a
// message, and the prose rule does not judge it; in a prompt it blocks, and allow_rules can
// switch it off like any rule.
func TestProseOnlyInPrompts(t *testing.T) {
	f := newFixture(t)
	s := proseExamples.Block[0]
	if fs := New().Scan("notes.md", s); len(fs) > 0 {
		t.Errorf("a file's prose was judged: %+v", fs[0])
	}
	ev := f.ev(hookguard.Prompt)
	ev.Prompt = s
	if v := judge(t, New(), ev); v.Decision != hookguard.Block || v.Rule != proseRuleID {
		t.Fatalf("a password in a prompt passed: %+v", v)
	}
	g := New()
	if err := g.Configure(config.Table{Source: "test", Path: "guards.secrets", Values: map[string]any{"allow_rules": []any{proseRuleID}}}); err != nil {
		t.Fatal(err)
	}
	if v := judge(t, g, ev); v.Decision != hookguard.Allow {
		t.Errorf("allow_rules did not switch the prose rule off: %s", v.Reason)
	}
}

// TestEveryKeywordHitIsTried: a rule anchored at its keyword is tried at every occurrence on
// a line, not only the first (HF_TOKEN=hf_... was missed: the name's "HF_" hid the token's).
func TestEveryKeywordHitIsTried(t *testing.T) {
	tok := fake("hf_", "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", 34)
	for _, text := range []string{"HF_TOKEN=" + tok + "\n", "export HF_TOKEN=" + tok, `hf_token = "` + tok + `"`} {
		fs := New().Scan(".env", text)
		if len(fs) == 0 || fs[0].Rule != "huggingface-access-token" {
			t.Errorf("%q: %+v", text, fs)
		}
	}
}

// TestAssignmentCodeValues: the generic assignment rule's code shapes found in the pinned
// third-party files stay allowed, and literals written next to the same names still block.
func TestAssignmentCodeValues(t *testing.T) {
	allow := []string{
		"var _Token_index = [...]uint8{0, 1, 2, 3, 4, 9, 10, 22, 28, 42}\n",
		"\t\ttokens: ring.New[Token](ringChunkSize),\n",
		"\t\t\t\ttoken := lookahead[:eqPos]\n",
		"\ttoken := pageToken{LastUID: uid}\n",
		"\t\treturn plugin.CmdResult{Env: map[string]string{\"DEMO_TOKEN\": p.Args[0]}}, nil\n",
		"\t\t\tProgressToken: \"token-xyz\",\n",
		"secret = secrets[key]\n",
	}
	block := []string{
		"api_token = " + fake("", alnum, 24) + "\n",
		"\t\t\tProgressToken: \"" + fake("tok-", alnum, 18) + "\",\n",
		"SECRET_KEY=" + fake("", alnum, 12) + "{" + fake("", alnum, 8) + "\n",    // a brace inside a value, not a literal's
		"password: \"" + fake("", alnum, 6) + "[" + fake("", alnum, 4) + "]\"\n", // quoted: a literal whatever it holds
	}
	g := New()
	for _, s := range allow {
		if fs := g.Scan("x.go", s); len(fs) > 0 {
			t.Errorf("flagged %q: %s by %s", s, fs[0].Redacted, fs[0].Rule)
		}
	}
	for _, s := range block {
		if fs := g.Scan("x.env", s); len(fs) == 0 {
			t.Errorf("missed %q", s)
		}
	}
}
