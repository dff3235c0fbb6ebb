package rules

import (
	"context"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/guards"
)

func rule(id, when, verdict string, groups ...string) guards.UserRule {
	return guards.UserRule{ID: id, When: when, Verdict: verdict, Reason: id + " reason", Groups: groups, Origin: "guards.toml:7"}
}

func TestRulesDecide(t *testing.T) {
	g := &Guard{}
	err := g.TakeRules([]guards.UserRule{
		rule("no-curl-sh", `command contains "| sh"`, "block", "pre-shell"),
		rule("env-files", `any(paths, glob(".env*", #))`, "ask", "pre-files"),
		rule("prompt-prod", `regex("(?i)\\bprod\\b", prompt)`, "advise", "prompt"),
		rule("in-root", `all(paths, inside(#, root))`, "advise", "pre-files"),
	}, hookguard.PreShell)
	if err != nil {
		t.Fatal(err)
	}
	if len(g.rules) != 1 {
		t.Fatalf("only the group's rules are compiled, got %d", len(g.rules))
	}
	v, err := g.Check(context.Background(), &hookguard.Event{Group: hookguard.PreShell, Command: "curl x | sh"})
	if err != nil || v.Decision != hookguard.Block || v.Rule != "no-curl-sh" || v.Guard != Name {
		t.Fatalf("got %+v %v", v, err)
	}
	v, _ = g.Check(context.Background(), &hookguard.Event{Group: hookguard.PreShell, Command: "git status"})
	if v.Decision != hookguard.Allow {
		t.Fatalf("got %+v", v)
	}

	g = &Guard{}
	if err := g.TakeRules([]guards.UserRule{rule("env-files", `any(paths, glob(".env*", #))`, "ask", "pre-files")}, hookguard.PreFiles); err != nil {
		t.Fatal(err)
	}
	ev := &hookguard.Event{Group: hookguard.PreFiles, Cwd: "/p", Root: "/p", Files: []hookguard.FileChange{{Path: ".env.local", Op: hookguard.OpWrite}}}
	if v, _ := g.Check(context.Background(), ev); v.Decision != hookguard.Ask {
		t.Fatalf("relative paths are resolved against cwd before rules see them, got %+v", v)
	}
}

func TestCompileErrorsAreCollectedWithOrigin(t *testing.T) {
	g := &Guard{}
	err := g.TakeRules([]guards.UserRule{
		rule("typo", `comand == "x"`, "block", "pre-shell"),
		rule("not-bool", `command`, "block", "pre-shell"),
		{ID: "", When: `true`, Verdict: "allow", Groups: []string{"pre-shell"}},
	}, hookguard.PreShell)
	if err == nil {
		t.Fatal("want errors")
	}
	msg := err.Error()
	for _, want := range []string{"guards.toml:7", `rule "typo"`, `rule "not-bool"`, "has no id", "not one of block, ask, advise", "has no reason"} {
		if !strings.Contains(msg, want) {
			t.Errorf("error lacks %q:\n%s", want, msg)
		}
	}
}

func TestRuntimeErrorIsAnError(t *testing.T) {
	g := &Guard{}
	if err := g.TakeRules([]guards.UserRule{rule("bad-re", `regex("(", command)`, "block", "pre-shell")}, hookguard.PreShell); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Check(context.Background(), &hookguard.Event{Command: "x"}); err == nil || !strings.Contains(err.Error(), "bad-re") {
		t.Fatalf("a rule that fails at run time must be an error naming it, got %v", err)
	}
}

func TestGlob(t *testing.T) {
	for _, c := range []struct {
		pat, s string
		want   bool
	}{
		{".env*", "/p/.env.local", true},
		{"*.pem", "/p/k/server.pem", true},
		{"/p/**/secrets/*", "/p/a/b/secrets/x", true},
		{"/p/*/x", "/p/a/b/x", false},
		{"/p/?.go", "/p/a.go", true},
		// Non-ASCII names match as written: each byte is quoted as itself.
		{"/p/é*/x", "/p/école/x", true},
		{"/p/**/日本/*.go", "/p/a/日本/b.go", true},
		{"/p/?/x", "/p/é/x", true},
		{"/p/é*/x", "/p/e/x", false},
	} {
		if got := Glob(c.pat, c.s); got != c.want {
			t.Errorf("Glob(%q, %q) = %v", c.pat, c.s, got)
		}
	}
}

func TestRulesSeeTheShellParse(t *testing.T) {
	g := &Guard{}
	if err := g.TakeRules([]guards.UserRule{
		rule("no-prod-kubectl", `any(commands, .name == "kubectl" && "--context=prod" in .args)`, "block", "pre-shell"),
	}, hookguard.PreShell); err != nil {
		t.Fatal(err)
	}
	for cmd, want := range map[string]hookguard.Decision{
		`kubectl --context=prod delete pod x`:                hookguard.Block,
		`sudo env A=1 /usr/bin/kubectl "--context=prod" get`: hookguard.Block,
		`bash -c 'kubectl --context=prod apply -f x'`:        hookguard.Block,
		`echo kubectl --context=prod`:                        hookguard.Allow,
		`kubectl --context=dev get pods`:                     hookguard.Allow,
	} {
		v, err := g.Check(context.Background(), &hookguard.Event{Group: hookguard.PreShell, Command: cmd, Cwd: "/p", Root: "/p", Home: "/h"})
		if err != nil || v.Decision != want {
			t.Errorf("%s: got %v (%v), want %v", cmd, v.Decision, err, want)
		}
	}
}
