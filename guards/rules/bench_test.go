package rules

import (
	"context"
	"fmt"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/guards"
)

// typicalRules are a realistic guards.toml: a handful of [[rules]], most for pre-shell, a few
// for other groups (TakeRules skips those without compiling them).
func typicalRules() []guards.UserRule {
	return []guards.UserRule{
		rule("no-prod-kubectl", `any(commands, .name == "kubectl" && any(.args, # in ["--context=prod", "--context=production"]))`, "block", "pre-shell"),
		rule("no-curl-pipe-sh", `command matches "(curl|wget)[^|]*\\|\\s*(sudo\\s+)?(ba|z)?sh\\b"`, "block", "pre-shell"),
		rule("terraform-apply", `any(commands, .name == "terraform" && len(.args) > 0 && .args[0] in ["apply", "destroy", "import"])`, "ask", "pre-shell"),
		rule("npm-publish", `any(commands, .name in ["npm", "pnpm", "yarn"] && "publish" in .args)`, "block", "pre-shell"),
		rule("prod-db-url", `regex("(?i)postgres(ql)?://[^ ]*prod", command)`, "ask", "pre-shell", "prompt"),
		rule("env-files", `any(paths, glob(".env*", #))`, "ask", "pre-files"),
		rule("lockfiles", `any(paths, glob("**/package-lock.json", #) || glob("**/go.sum", #))`, "advise", "pre-files"),
	}
}

func shellEvent(cmd string) *hookguard.Event {
	return &hookguard.Event{Runner: hookguard.Claude, Group: hookguard.PreShell, Tool: "Bash", Command: cmd,
		Cwd: "/home/u/project", Root: "/home/u/project", Home: "/home/u"}
}

// manyRules is the worst case: n rules for pre-shell, from a few templates, every one with a
// different literal so that none is a copy of another.
func manyRules(n int) []guards.UserRule {
	out := make([]guards.UserRule, 0, n)
	for i := range n {
		var when string
		switch i % 5 {
		case 0:
			when = fmt.Sprintf(`any(commands, .name == "kubectl" && "--context=prod-%d" in .args)`, i)
		case 1:
			when = fmt.Sprintf(`any(commands, .name == "tool%d" && any(.args, # startsWith "--danger"))`, i)
		case 2:
			when = fmt.Sprintf(`command contains "deploy-%d " || command contains "rollback-%d "`, i, i)
		case 3:
			when = fmt.Sprintf(`any(commands, len(.via) > 0 && .name == "svc%d")`, i)
		case 4:
			when = fmt.Sprintf(`regex("\\bcluster-%d\\b", command)`, i)
		}
		out = append(out, rule(fmt.Sprintf("r%03d", i), when, "block", "pre-shell"))
	}
	return out
}

// take compiles rs for pre-shell and fails the benchmark on an error or a wrong count.
func take(b *testing.B, rs []guards.UserRule, want int) *Guard {
	b.Helper()
	g := &Guard{}
	if err := g.TakeRules(rs, hookguard.PreShell); err != nil {
		b.Fatal(err)
	}
	if len(g.rules) != want {
		b.Fatalf("compiled %d rules, want %d", len(g.rules), want)
	}
	return g
}

// benchRuleCheck runs Check on one event; the shell parse, shared with the guards that run
// before this one, is done once before the loop, so the figure is the rules' own share (the
// environment built from the event, then each rule until the first that holds).
func benchRuleCheck(b *testing.B, g *Guard, ev *hookguard.Event, want hookguard.Decision, rule string) {
	ctx := context.Background()
	v, err := g.Check(ctx, ev)
	if err != nil || v.Decision != want || v.Rule != rule {
		b.Fatalf("got %v %q (%v), want %v %q", v.Decision, v.Rule, err, want, rule)
	}
	for b.Loop() {
		g.Check(ctx, ev)
	}
}

// BenchmarkTakeRulesTypical is the per-process compile of a typical config's pre-shell rules.
func BenchmarkTakeRulesTypical(b *testing.B) {
	rs := typicalRules()
	take(b, rs, 5)
	for b.Loop() {
		take(b, rs, 5)
	}
}

// BenchmarkCheckTypicalMiss is the common event: no rule holds, all five run.
func BenchmarkCheckTypicalMiss(b *testing.B) {
	g := take(b, typicalRules(), 5)
	benchRuleCheck(b, g, shellEvent(`go test ./... 2>&1 | tail -20 && git status --short`), hookguard.Allow, "")
}

// BenchmarkCheckTypicalHit blocks on the first rule, through a wrapper.
func BenchmarkCheckTypicalHit(b *testing.B) {
	g := take(b, typicalRules(), 5)
	benchRuleCheck(b, g, shellEvent(`sudo env KUBECONFIG=~/.kube/config kubectl --context=prod delete pod api-7f9c`), hookguard.Block, "no-prod-kubectl")
}

// BenchmarkTakeRules200 is the worst case's per-process compile: 200 rules for one group.
func BenchmarkTakeRules200(b *testing.B) {
	rs := manyRules(200)
	take(b, rs, 200)
	for b.Loop() {
		take(b, rs, 200)
	}
}

// BenchmarkCheck200Miss runs all 200 rules against a five-command line that none matches.
func BenchmarkCheck200Miss(b *testing.B) {
	g := take(b, manyRules(200), 200)
	benchRuleCheck(b, g, shellEvent(`cd src && go vet ./... && go test -race ./... 2>&1 | tee /tmp/t.log | tail -40`), hookguard.Allow, "")
}

// BenchmarkCheck200HitLast matches only the last rule, so all 200 run.
func BenchmarkCheck200HitLast(b *testing.B) {
	g := take(b, manyRules(200), 200)
	benchRuleCheck(b, g, shellEvent(`helm upgrade api ./chart --kube-context cluster-199 -f values.yaml`), hookguard.Block, "r199")
}

// BenchmarkTakeRules200Checked is the same 200 rules as the cache hands them over (checked,
// with their proofs): nothing is compiled until a Check needs it.
func BenchmarkTakeRules200Checked(b *testing.B) {
	rs := manyRules(200)
	for i := range rs {
		rs[i].Checked, rs[i].Proof = true, Proof(rs[i].When)
	}
	take(b, rs, 200)
	for b.Loop() {
		take(b, rs, 200)
	}
}

// BenchmarkCheck200CheckedNoCommand runs 200 checked pre-shell rules on an event that carries
// no command (the proof skips every rule that reads only the command): the lazy guard's best
// case, and what a Read or a Stop pays for rules on what is run.
func BenchmarkCheck200CheckedNoCommand(b *testing.B) {
	rs := manyRules(200)
	for i := range rs {
		rs[i].Checked, rs[i].Proof = true, Proof(rs[i].When)
	}
	ev := shellEvent("")
	for b.Loop() {
		g := take(b, rs, 200)
		if v, err := g.Check(context.Background(), ev); err != nil || v.Decision != hookguard.Allow {
			b.Fatal(v, err)
		}
	}
}

// BenchmarkCheck200CheckedMiss is what a hook call pays for 200 checked rules on a command
// none of them concerns: the proofs run against the event, and no rule is compiled.
func BenchmarkCheck200CheckedMiss(b *testing.B) {
	rs := manyRules(200)
	for i := range rs {
		rs[i].Checked, rs[i].Proof = true, Proof(rs[i].When)
	}
	ev := shellEvent(`cd src && go vet ./... && go test -race ./... 2>&1 | tee /tmp/t.log | tail -40`)
	for b.Loop() {
		g := take(b, rs, 200)
		if v, err := g.Check(context.Background(), ev); err != nil || v.Decision != hookguard.Allow {
			b.Fatal(v, err)
		}
	}
}

// BenchmarkProof200 is the loader's once-per-change work beside the compile check: a proof
// made for each of 200 rules.
func BenchmarkProof200(b *testing.B) {
	rs := manyRules(200)
	for b.Loop() {
		for _, r := range rs {
			Proof(r.When)
		}
	}
}
