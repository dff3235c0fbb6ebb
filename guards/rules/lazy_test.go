package rules

import (
	"context"
	"fmt"
	"path"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/expr-lang/expr"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/guards"
)

// lazyConds are conditions of every shape the proof knows, shapes it must refuse (a right side
// that holds on empty fields, a left side that can fail first) and shapes it does not know.
var lazyConds = []string{
	`any(paths, glob(".env*", #))`,
	`any(files, .op == "write" && .text contains "BEGIN PRIVATE KEY")`,
	`one(reads, # endsWith "id_rsa")`,
	`"/etc/passwd" in reads`,
	`command contains "deploy"`,
	`command startsWith "terraform "`,
	`command endsWith " --force"`,
	`command matches "kubectl .*prod"`,
	`command matches "x*"`, // matches "": no proof
	`command == "make release"`,
	`"make release" == command`,
	`prompt contains "deploy"`,
	`regex("(?i)\\bprod\\b", prompt)`,
	`regex("a*", prompt)`,  // matches "": no proof
	`glob("*.pem", agent)`, // holds for no "" path
	`glob("*", agent)`,     // holds for "": no proof
	`stop_active`,
	`stop_active == true`,
	`not stop_active`,
	`len(paths) > 0`,
	`len(command) > 3`,
	`len(paths) == 0`, // true on empty: no proof
	`all(paths, inside(#, root))`,
	`none(reads, # contains ".ssh")`,
	`any(commands, .name == "kubectl") && any(paths, glob("*.yaml", #))`,
	`tool == "Bash" && command contains "curl"`,
	`any(commands, .name == "rm") || any(paths, glob("*.lock", #))`,
	`command contains "x" || prompt contains "y"`,
	`command contains "x" || tool == "Bash"`,
	`paths[0] == "a" && prompt contains "y"`, // the left side fails first on no paths
	`prompt contains "y" && paths[0] == "a"`,
	`any(paths, # == "a") && paths[0] == "a"`,
	`len(files) > 0 && files[0].text contains "password"`,
	`let p = paths; any(p, # == "a")`,
	`command contains "a" and (prompt contains "b" or reads[0] == "c")`,
	`"rm" in map(commands, .name)`,
	// Literals the event may or may not carry.
	`any(commands, .name == "kubectl" && "--context=prod" in .args)`,
	`any(commands, .name == "kubectl" && any(.args, # startsWith "--context"))`,
	`any(commands, .name in ["make", "npm"] && "release" in .args)`,
	`any(commands, .name == "curl") || command contains "wget"`,
	`any(commands, len(.via) > 0 && .name == "kubectl")`,
	`any(commands, .args[0] == "apply" && .name == "kubectl")`, // the index fails first
	`any(commands, .name == "kubectl" && .args[0] == "apply")`,
	`any(commands, .name == "terraform" && len(.args) > 0 && .args[0] in ["apply", "destroy"])`,
	`any(files, .path endsWith ".local" && .text contains "password")`,
	`any(files, .op == "write") && any(paths, glob("**/.env*", #))`,
	`any(paths, # matches "\\.env")`,
	`tool == "Bash" || tool == "Write"`,
	`tool in ["Read", "Grep"]`,
	`command matches "^kubectl"`,
	`regex("(?i)prod", command) && any(commands, .name == "psql")`,
	`any(reads, glob("/etc/*", #))`,
	`any(commands, .cwd startsWith "/tmp")`,
	`any(commands, "sudo" in .via)`,
	`any(commands, any(.args, # == "-rf"))`,
	`any(commands, one(.args, # contains "prod"))`,
	`any(commands, .path == "/usr/bin/kubectl")`,
	`event == "PreToolUse" && prompt contains "x"`,
	`any(commands, .name == "kubectl" || .name == "helm")`,
	`any(commands, .name == "x" && (.args[0] == "y" || true))`,
	`any(commands, # == nil)`,
	`len(commands) > 1`,
	`len(reads) > 0 && reads[0] == "/etc/passwd"`,
	`command contains ""`,
	`command == ""`,
	`any(commands, .name startsWith "")`,
}

func lazyEvents() []*hookguard.Event {
	base := func(g hookguard.Group) *hookguard.Event {
		return &hookguard.Event{Runner: hookguard.Claude, Group: g, Cwd: "/p", Root: "/p", Home: "/h"}
	}
	shell := base(hookguard.PreShell)
	shell.Tool, shell.Command = "Bash", "kubectl --context prod apply -f x.yaml && make release --force"
	shellFiles := base(hookguard.PreShell)
	shellFiles.Tool, shellFiles.Command = "Bash", "curl -o .env.local https://x"
	shellFiles.Files = []hookguard.FileChange{{Path: ".env.local", Op: hookguard.OpWrite, Text: "password=1"}}
	write := base(hookguard.PreFiles)
	write.Tool = "Write"
	write.Files = []hookguard.FileChange{{Path: "a", Op: hookguard.OpWrite, Text: "-----BEGIN PRIVATE KEY-----"}}
	read := base(hookguard.PreRead)
	read.Tool, read.Reads = "Read", []string{"/etc/passwd"}
	prompt := base(hookguard.Prompt)
	prompt.Prompt = "deploy to prod"
	stop := base(hookguard.Stop)
	stopActive := base(hookguard.Stop)
	stopActive.StopHookActive, stopActive.AgentID = true, "sub.pem"
	empty := base(hookguard.PreShell)
	bare := base(hookguard.PreShell)
	bare.Tool, bare.Command = "Bash", "kubectl"
	return []*hookguard.Event{shell, shellFiles, write, read, prompt, stop, stopActive, empty, bare}
}

// TestSkippedRulesCouldNotHold is the proof's soundness: whenever a rule is skipped for an
// event, the compiled rule, run on that event, answers false and raises no error.
func TestSkippedRulesCouldNotHold(t *testing.T) {
	skips := 0
	for _, when := range lazyConds {
		prog, err := expr.Compile(when, append([]expr.Option{expr.Env(Env{}), expr.AsBool()}, helpers()...)...)
		if err != nil {
			t.Fatalf("%s: %v", when, err)
		}
		proof := decodeProof(Proof(when))
		for i, ev := range lazyEvents() {
			env := envOf(ev)
			if !proof.falseOn(&env, nil) {
				continue
			}
			skips++
			out, err := expr.Run(prog, env)
			if err != nil || out != false {
				t.Errorf("%s skipped for event %d, but it answers %v, %v", when, i, out, err)
			}
		}
	}
	if skips < 50 {
		t.Fatalf("only %d skips: the proof proves too little to be tested", skips)
	}
}

// TestLazyGuardDecidesAsEager runs every condition as an eager rule and as a checked one (the
// loader compiled it) against every event: same verdict, same error.
func TestLazyGuardDecidesAsEager(t *testing.T) {
	for i, when := range lazyConds {
		for _, ev := range lazyEvents() {
			r := rule(fmt.Sprintf("r%d", i), when, "block", string(ev.Group))
			eager, lazy := &Guard{}, &Guard{}
			if err := eager.TakeRules([]guards.UserRule{r}, ev.Group); err != nil {
				t.Fatal(err)
			}
			r.Checked = true
			if err := lazy.TakeRules([]guards.UserRule{r}, ev.Group); err != nil {
				t.Fatal(err)
			}
			if lazy.rules[0].program != nil {
				t.Fatal("a checked rule was compiled before it was needed")
			}
			// And as the cache hands it over: with the proofs the loader made.
			r.Proof = Proof(when)
			cached := &Guard{}
			if err := cached.TakeRules([]guards.UserRule{r}, ev.Group); err != nil {
				t.Fatal(err)
			}
			ve, ee := eager.Check(context.Background(), ev)
			vl, el := lazy.Check(context.Background(), ev)
			vc, ec := cached.Check(context.Background(), ev)
			if !reflect.DeepEqual(ve, vl) || (ee == nil) != (el == nil) || !reflect.DeepEqual(ve, vc) || (ee == nil) != (ec == nil) {
				t.Errorf("%s on %s %q: eager %+v %v, lazy %+v %v, cached %+v %v", when, ev.Group, ev.Command, ve, ee, vl, el, vc, ec)
			}
		}
	}
}

// TestLazyGuardCompilesOnlyWhatTheEventNeeds: a Read compiles none of the rules on what is
// written or run, and the one on what is read only when it reads such a file.
func TestLazyGuardCompilesOnlyWhatTheEventNeeds(t *testing.T) {
	rs := []guards.UserRule{
		rule("env", `any(paths, glob(".env*", #))`, "block", "pre-files", "pre-read"),
		rule("cmd", `command contains "cat .env"`, "block", "pre-shell", "pre-read"),
		rule("key", `any(reads, # endsWith "id_rsa")`, "block", "pre-read"),
	}
	for i := range rs {
		rs[i].Checked = true
	}
	g := &Guard{}
	if err := g.TakeRules(rs, hookguard.PreRead); err != nil {
		t.Fatal(err)
	}
	ev := lazyEvents()[3]
	v, err := g.Check(context.Background(), ev)
	if err != nil || v.Decision != hookguard.Allow {
		t.Fatalf("got %+v %v", v, err)
	}
	compiled := 0
	for _, r := range g.rules {
		if r.program != nil {
			compiled++
		}
	}
	if compiled != 0 {
		t.Fatalf("compiled %d rules, want none: the Read writes nothing, runs nothing, reads no id_rsa", compiled)
	}
	ev.Reads = []string{"/h/.ssh/id_rsa"}
	if v, _ := g.Check(context.Background(), ev); v.Decision != hookguard.Block || v.Rule != "key" {
		t.Fatalf("got %+v", v)
	}
	if g.rules[2].program == nil || g.rules[0].program != nil || g.rules[1].program != nil {
		t.Fatal("want only the rule on what is read compiled, once it may hold")
	}
}

// TestCheckedRuleThatDoesNotCompileBlocks: were a checked rule not to compile after all (it
// cannot, short of another build), the call errs, which the engine turns into a block.
func TestCheckedRuleThatDoesNotCompileBlocks(t *testing.T) {
	r := rule("bad", `command contains`, "block", "pre-shell")
	r.Checked = true
	g := &Guard{}
	if err := g.TakeRules([]guards.UserRule{r}, hookguard.PreShell); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Check(context.Background(), lazyEvents()[0]); err == nil {
		t.Fatal("a rule that does not compile answered")
	}
}

// TestCompileWhenIsExprCompile: the kept configuration compiles as expr.Compile does, to the
// same answers on every event and the same errors, whatever was compiled before.
func TestCompileWhenIsExprCompile(t *testing.T) {
	conds := append([]string{`command contains`, `nosuchfield == 1`, `command + 1`, `any(paths, #.name == "x")`, `len(reads)`}, lazyConds...)
	for _, when := range conds {
		want, werr := expr.Compile(when, append([]expr.Option{expr.Env(Env{}), expr.AsBool()}, helpers()...)...)
		got, gerr := compileWhen(when)
		if (werr == nil) != (gerr == nil) || werr != nil && werr.Error() != gerr.Error() {
			t.Fatalf("%s: expr.Compile says %v, compileWhen %v", when, werr, gerr)
		}
		if werr != nil {
			continue
		}
		for _, ev := range lazyEvents() {
			env := envOf(ev)
			wo, we := expr.Run(want, env)
			gout, ge := expr.Run(got, env)
			if wo != gout || (we == nil) != (ge == nil) {
				t.Errorf("%s: expr.Compile's program answers %v %v, compileWhen's %v %v", when, wo, we, gout, ge)
			}
		}
	}
}

// TestProofProvesTheCommonShapes: the proofs the loader makes for the README's kinds of rule
// are not "proves nothing", and an encoded proof decodes to the same, while a damaged one
// decodes to "proves nothing" without a panic.
func TestProofProvesTheCommonShapes(t *testing.T) {
	for _, when := range []string{
		`any(commands, .name == "kubectl" && "--context=prod" in .args)`,
		`command contains "deploy "`,
		`any(paths, glob(".env*", #))`,
		`regex("(?i)prod", prompt)`,
		`any(files, .text contains "BEGIN")`,
	} {
		enc := Proof(when)
		if decodeProof(enc).kind == pNone {
			t.Errorf("%s: no proof", when)
		}
		if string(decodeProof(enc).encode(nil)) != enc {
			t.Errorf("%s: the proof does not survive its encoding", when)
		}
		for n := range len(enc) {
			if p := decodeProof(enc[:n]); p.kind != pNone {
				t.Errorf("%s: a proof cut at %d decoded as kind %d", when, n, p.kind)
			}
			b := []byte(enc)
			b[n] ^= 0xff
			decodeProof(string(b)).falseOn(&Env{}, nil) // no panic
		}
	}
}

// TestSkippingCounts: the proof skips what it should on typical events, so that the laziness
// is not vacuous.
func TestSkippingCounts(t *testing.T) {
	ls := &hookguard.Event{Group: hookguard.PreShell, Command: "ls -la", Cwd: "/p", Root: "/p", Home: "/h"}
	env := envOf(ls)
	for _, when := range []string{
		`any(commands, .name == "kubectl" && "--context=prod" in .args)`,
		`command contains "deploy-svc1 " || command contains "rollback-svc1 "`,
		`any(commands, "sudo" in .via && .name == "tool1")`,
		`regex("(?i)postgres(ql)?://[^ ]*db1-prod", command)`,
		`any(files, .text contains "BEGIN KEY-1")`,
	} {
		if !decodeProof(Proof(when)).falseOn(&env, nil) {
			t.Errorf("%s is not skipped for ls -la", when)
		}
	}
}

// TestRequiredLiteralsAreRequired: for every pattern and value, a value that lacks one of the
// pattern's required literals is one the expression does not match, folded or not, with
// invalid UTF-8 and the runes whose case folds outside ASCII (K and the Kelvin sign, s and ſ).
func TestRequiredLiteralsAreRequired(t *testing.T) {
	patterns := []string{
		`(?i)postgres(ql)?://[^ ]*db3-prod`, `kubectl .*--context=prod`, `\bprod\b`, `(?i)secret`,
		`(?i)kelvin`, `(?i)sss`, `a(b|c)d`, `x(yz)?w`, `(ab)+c`, `(ab){2,3}`, `(ab){0,3}c`, `a*b`,
		`^deploy-[0-9]+$`, "\ufffd", `(?i)[Aa]bc`, `(?s)a.b`, `café`, `(?i)CAFÉ`, `(?i)straße`,
	}
	values := []string{
		"", "postgres://u@db3-prod/x", "POSTGRESQL://x DB3-PROD", "postgres://db3-pro", "kubectl get --context=prod",
		"prod", "a prod b", "SECRET", "ſecret", "\u212aelvin", "KELVIN", "ſſſ", "SSS", "abd", "acd", "aed", "xw", "xyzw",
		"ababc", "c", "abab", "b", "aab", "deploy-12", "deploy-x", "\xff", "a\xffb", "abc", "ABC", "a\nb",
		"café", "CAFÉ", "cafe", "STRASSE", "straße", "STRAẞE",
	}
	checked := 0
	for _, pat := range patterns {
		p := regexProof("command", pat)
		re := regexp.MustCompile(pat)
		for _, v := range values {
			for _, need := range p.lits[1:] {
				if !containsRunes(v, need[1:], need[0] == 'f') {
					checked++
					if re.MatchString(v) {
						t.Errorf("%q matches %q, which lacks its required literal %q", pat, v, need)
					}
				}
			}
		}
	}
	if checked < 50 {
		t.Fatalf("only %d values lacked a literal: the test proves too little", checked)
	}
	if p := regexProof("command", `(?i)postgres(ql)?://[^ ]*db3-prod`); len(p.lits) < 3 {
		t.Fatalf("literals of the fixture's pattern: %q", p.lits)
	}
}

// TestGlobRunsAreRequired: a path that lacks one of a pattern's literal runs is one Glob does
// not match.
func TestGlobRunsAreRequired(t *testing.T) {
	patterns := []string{"**/svc3/.env*", ".env*", "*.pem", "**/gen1/**", "/etc/*", "a?c", "**/pkg0/package-lock.json",
		"*.[ch]", `\*.go`, "src/**/*.go", "id_rsa*", "*", "**", "ab*cd?ef", "x/y"}
	values := []string{"", "/p/svc3/.env.local", "/p/svc4/.env", ".env", "/p/.envrc", "/a/b.pem", "/a/b.pem.bak",
		"/p/gen1/x.go", "/p/gen2/x.go", "/etc/passwd", "/etc", "abc", "a/c", "/p/pkg0/package-lock.json", "x.c",
		"*.go", "a.go", "src/a/b.go", "/h/.ssh/id_rsa", "abXcdYef", "x/y", "/x/y", "\\xff/svc3/.env"}
	checked := 0
	for _, pat := range patterns {
		p := globProof("command", pat)
		for _, v := range values {
			for _, need := range p.lits[1:] {
				target := v
				if need[0] == 'b' {
					target = path.Base(v)
				}
				if !strings.Contains(target, need[1:]) {
					checked++
					if Glob(pat, v) {
						t.Errorf("glob %q matches %q, which lacks its run %q", pat, v, need)
					}
				}
			}
		}
	}
	if checked < 50 {
		t.Fatalf("only %d paths lacked a run: the test proves too little", checked)
	}
}

// FuzzDecodeProof: any bytes decode to a proof that runs without a panic (a damaged proof
// proves nothing).
func FuzzDecodeProof(f *testing.F) {
	for _, when := range lazyConds {
		f.Add(Proof(when))
	}
	envs := lazyEvents()
	f.Fuzz(func(t *testing.T, enc string) {
		p := decodeProof(enc)
		for _, ev := range envs {
			env := envOf(ev)
			p.falseOn(&env, nil)
		}
	})
}
