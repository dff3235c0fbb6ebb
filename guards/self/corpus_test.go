package self

import (
	"context"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/corpus"
)

// TestCorpus judges the project's own rows for this guard (testdata/corpus/self.*.tsv; the
// shared corpus has no file for it) in a home at /home/user with hookguard installed for
// Claude in /home/user/project, the binary recorded at ~/.local/bin/hookguard, and a session
// transcript. Every row must come out as labelled.
func TestCorpus(t *testing.T) {
	files, err := filepath.Glob("../../testdata/corpus/self.*.tsv")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus files for self (%v)", err)
	}
	var rows []corpus.Row
	for _, f := range files {
		rs, err := corpus.Read(f)
		if err != nil {
			t.Fatal(err)
		}
		rows = append(rows, rs...)
	}
	base, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(base, "home", "user")
	root := filepath.Join(home, "project")
	bin := filepath.Join(home, ".local", "bin", "hookguard")
	body := make([]byte, 200<<10)
	rand.New(rand.NewSource(2)).Read(body)
	write(t, bin, body, 0o755)
	write(t, filepath.Join(home, ".config", "hookguard", "binary"), []byte(bin+"\n"), 0o644)
	write(t, filepath.Join(home, ".local", "state", "hookguard", "ledger.key"), []byte("k"), 0o600)
	write(t, filepath.Join(home, ".local", "state", "hookguard", "projects", "abc", "audit.jsonl.lock"), nil, 0o600)
	for _, f := range []string{"runners/claude/guard-shell.sh", "runners/claude/prompt.sh", "hooks/pre-push"} {
		write(t, filepath.Join(root, ".hookguard", f), []byte("#!/bin/sh\n\"$hg_bin\" run --runner claude\n"), 0o755)
	}
	write(t, filepath.Join(root, ".claude", "settings.json"), []byte("{}\n"), 0o644)
	write(t, filepath.Join(home, ".claude", "projects", "-home-user-project", "3f1c.jsonl"), []byte("{}\n"), 0o600)
	write(t, filepath.Join(home, ".gemini", "settings.json"), []byte("{}\n"), 0o644)
	path := filepath.Dir(bin) + ":/usr/bin:/bin"
	t.Setenv("PATH", path)
	osGetenv = func(k string) string {
		switch k {
		case "HOME":
			return home
		case "PATH":
			return path
		}
		return ""
	}
	subst := [][2]string{{"/home/user", home}}
	res := corpus.Score(rows, func(r corpus.Row) *hookguard.Event {
		return r.Event(root, home, subst)
	}, func(ev *hookguard.Event) (hookguard.Verdict, error) {
		return (&Guard{}).Check(context.Background(), ev)
	})
	var b strings.Builder
	res.Report(&b)
	t.Log("\n" + b.String())
	if n := res.Total.Missed + res.Total.FalseBlocked; n > 0 {
		t.Errorf("%d of %d rows judged against their label:\n%s", n, len(rows), strings.Join(res.Wrong, "\n"))
	}
	if _, err := os.Stat(bin); err != nil {
		t.Fatal(err)
	}
}
