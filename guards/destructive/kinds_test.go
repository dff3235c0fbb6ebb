package destructive

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/corpus"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// TestMatcherKinds holds every matcher to the kinds it declares, since the guard tries an
// effect only against the rules of its kind: a matcher that stops an effect of another kind
// would be silently skipped. First every rule against effects of every kind, class,
// operation and shape (the shapes the matchers test); then every rule against every effect
// of the corpus and the pack cases, whose matchers must match only kinds they declare.
func TestMatcherKinds(t *testing.T) {
	home, root := world(t)
	j := &judge{g: New(), env: env{cwd: root, home: home, root: root}}
	classes := []string{"", "show", "copy", "move", "send", "archive", "mount", "link", "hardlink", "input", "config",
		"digest", "code", "maybe", "download", "extract", "repo", "worktree", "sync", "shred", "file", "stdin", "http",
		"ssh", "raw", "mail", "upload", "env", "var", "credential", "index", "untracked", "stash", "branch", "remote",
		"history", "worktree-dir", "no-verify", "hooks-path", "manager", "database", "cloud", "cluster", "container",
		"disk", "queue", "secret-store", "backup", "vm", "account", "crontab", "package", "power", "mounts", "raid",
		"password", "harness", "hookguard", "session"}
	bys := []string{"rm", "git reset", "git checkout", "git clean", "find -delete", "dd of=", "terraform destroy", "helm uninstall",
		"aws s3 rm", "redis-cli flushall", "dropdb", "psql", "kubectl delete", "> redirect", "python3", "rsync --delete"}
	ps := []spec.Path{{Arg: "/", Abs: "/"}, {Arg: "/etc/passwd", Abs: "/etc/passwd"}, {Arg: "~", Abs: home},
		{Arg: "/dev/sda", Abs: "/dev/sda"}, {Arg: "$X", Dyn: true}, {Arg: "*", Abs: root + "/*", Cwd: root}}
	tried := 0
	for k := spec.Kind(0); k <= spec.Env+1; k++ {
		for _, class := range classes {
			for _, by := range bys {
				for _, p := range ps {
					for shape := 0; shape < 16; shape++ {
						e := spec.Effect{Kind: k, Class: class, By: by, Path: p, Tree: shape&1 != 0, Keep: shape&2 != 0,
							Remote: shape&4 != 0, Dyn: p.Dyn, Text: "DROP TABLE x"}
						if shape&8 != 0 {
							e.Via = "python3 -c > os.system"
						}
						for _, r := range allRules() {
							if r.match.fn == nil || r.match.kinds.has(k) {
								continue
							}
							tried++
							if why := r.match.fn(j, &e); why != "" {
								t.Fatalf("%s stops %s (%q), a kind it does not declare", r.id, e.String(), why)
							}
						}
					}
				}
			}
		}
	}
	var cmds []string
	files, err := filepath.Glob("../../testdata/corpus/*.tsv")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus files (%v)", err)
	}
	for _, f := range files {
		rows, err := corpus.Read(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rows {
			if ev := r.Event(root, home, [][2]string{{"/home/user", home}}); ev.Command != "" {
				cmds = append(cmds, ev.Command)
			}
		}
	}
	for _, c := range packCases {
		cmds = append(cmds, c.block...)
		cmds = append(cmds, c.allow...)
	}
	effects, stopped := 0, 0
	for _, src := range cmds {
		src = strings.ReplaceAll(src, "/home/user", home)
		for _, c := range shell.Parse(src, shell.Context{Cwd: root, Home: home, Root: root}).Commands {
			effs := c.Effects()
			for i := range effs {
				effects++
				for _, r := range allRules() {
					if r.match.fn == nil {
						continue
					}
					if why := r.match.fn(j, &effs[i]); why != "" {
						stopped++
						if !r.match.kinds.has(effs[i].Kind) {
							t.Errorf("%s stops %s in %q, a kind it does not declare", r.id, effs[i].String(), src)
						}
					}
				}
			}
		}
	}
	if tried == 0 || effects < 1000 || stopped < 100 {
		t.Fatalf("tried %d shapes, %d corpus effects of which %d stopped: too few to hold the matchers to their kinds", tried, effects, stopped)
	}
	t.Logf("%d shaped effects against the rules of other kinds; %d effects of %d commands, %d stops", tried, effects, len(cmds), stopped)
}

// TestTwinsJudgedOnce: a command that shares an earlier passed command's effects is not
// judged again, and one that differs in anything is.
func TestTwinsJudgedOnce(t *testing.T) {
	home, root := world(t)
	g := New()
	judge := func(src string) (*judge, hookguard.Verdict) {
		s := shell.Parse(strings.ReplaceAll(src, "/home/user", home), shell.Context{Cwd: root, Home: home, Root: root})
		j := &judge{g: g, env: env{cwd: root, home: home, root: root}}
		v, err := j.run(context.Background(), &hookguard.Event{Command: s.Src, Cwd: root}, s)
		if err != nil {
			t.Fatal(err)
		}
		return j, v
	}
	j, v := judge(`log() { echo "$(date +%T) $*" >&2; }; log a; log b; log c; rm -rf build; rm -rf build`)
	if v.Decision != hookguard.Allow {
		t.Fatalf("blocked: %s", v.Reason)
	}
	if j.judged > 6 { // date, echo a, echo b, echo c, rm: the dates and the second rm are twins
		t.Errorf("judged %d commands, want the twins skipped", j.judged)
	}
	if _, v := judge(`rm -rf build; rm -rf build; cd /; rm -rf build`); v.Decision != hookguard.Block {
		t.Errorf("a command in another directory passed as its look-alike: %v", v.Decision)
	}
	if _, v := judge(`X=build; rm -rf "$X"; X=/home/user; rm -rf "$X"`); v.Decision != hookguard.Block {
		t.Errorf("a command whose word changed passed as its look-alike: %v", v.Decision)
	}
}
