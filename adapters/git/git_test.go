package git

import (
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/adapters"
)

func TestAdded(t *testing.T) {
	for _, c := range []struct{ old, new, want string }{
		{"", "a\nb", "a\nb"},
		{"a\nb\n", "a\nx\nb\n", "\nx\n\n"},
		{"a\nb", "b\na", "\n"},             // moved lines bring nothing
		{"k=1\n", "k=1\nk=1\n", "\nk=1\n"}, // a second copy does
		{"a\n", "", ""},
	} {
		if got := Added([]byte(c.old), []byte(c.new)); got != c.want {
			t.Errorf("Added(%q, %q) = %q, want %q", c.old, c.new, got, c.want)
		}
	}
}

func TestParsePush(t *testing.T) {
	z := strings.Repeat("0", 40)
	a := strings.Repeat("a", 40)
	ps, err := ParsePush([]byte("refs/heads/main " + a + " refs/heads/main " + z + "\n\nrefs/heads/x " + z + " refs/heads/x " + a + "\n"))
	if err != nil || len(ps) != 2 || ps[0].Remote != nil || ps[1].Local != nil || ps[0].Local == nil {
		t.Fatalf("%+v %v", ps, err)
	}
	for _, bad := range []string{"refs/heads/main " + a + "\n", "a b c d\n"} {
		if _, err := ParsePush([]byte(bad)); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

func TestDecodeReply(t *testing.T) {
	ev, err := Adapter{}.Decode([]byte(`{"hook":"range","range":"a..b","group":"pre-push","strict":true,"root":"/r","files":[{"path":"/r/x","op":"patch-add","text":"t"}]}`), adapters.Context{})
	if err != nil || ev.HookEvent != "range a..b" || ev.PermissionMode != "strict" || ev.Root != "/r" || len(ev.Files) != 1 || ev.Interactive {
		t.Fatalf("%+v %v", ev, err)
	}
	if _, err := (Adapter{}).Decode([]byte(`{"group":"nope"}`), adapters.Context{}); err == nil {
		t.Fatal("bad group accepted")
	}
	ok := Adapter{}.Reply(ev, adapters.Outcome{Verdict: hookguard.Allowed()})
	if ok.Exit != 0 || len(ok.Stdout) != 0 || strings.Count(string(ok.Stderr), "\n") != 1 {
		t.Fatalf("allow: %+v", ok)
	}
	bl := Adapter{}.Reply(ev, adapters.Outcome{Verdict: hookguard.Blocked("secrets", "r", "line one\nline two")})
	if bl.Exit != 1 || len(bl.Stdout) != 0 || !strings.Contains(string(bl.Stderr), "line two") {
		t.Fatalf("block: %+v", bl)
	}
	ask := Adapter{}.Reply(ev, adapters.Outcome{Verdict: hookguard.Verdict{Decision: hookguard.Ask, Reason: "r"}})
	if ask.Exit != 1 {
		t.Fatal("an ask nobody can answer passed")
	}
}

// A block says how a person goes ahead: --no-verify for the hook's own command (none for a CI
// range), and for a secret the fingerprints it names, once each, ready to paste.
func TestOverride(t *testing.T) {
	secret := hookguard.Verdict{Decision: hookguard.Block, Guard: "secrets",
		Reason: "line 1, fingerprint aws-access-token:53de5baa315bb91d. line 2, fingerprint generic-api-key:0a1b, and fingerprint aws-access-token:53de5baa315bb91d."}
	for _, c := range []struct {
		hook string
		v    hookguard.Verdict
		want []string
		not  []string
	}{
		{"pre-commit", secret, []string{"`git commit --no-verify`", `allow_fingerprints = ["aws-access-token:53de5baa315bb91d", "generic-api-key:0a1b"]`}, nil},
		{"pre-merge-commit", hookguard.Verdict{Guard: "migrations"}, []string{"`git merge --no-verify`"}, []string{"allow_fingerprints"}},
		{"pre-push", secret, []string{"`git push --no-verify`", "allow_fingerprints"}, nil},
		{"range main..HEAD", secret, []string{"allow_fingerprints"}, []string{"--no-verify"}},
		{"pre-commit", hookguard.Verdict{Guard: "secrets", Reason: "no print here"}, []string{`allow_fingerprints = ["RULE:HASH"]`}, nil},
	} {
		got := Override(c.hook, c.v)
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: %q lacks %q", c.hook, got, w)
			}
		}
		for _, n := range c.not {
			if strings.Contains(got, n) {
				t.Errorf("%s: %q has %q", c.hook, got, n)
			}
		}
	}
}
