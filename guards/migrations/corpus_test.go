package migrations

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/config"
	"github.com/hookguard/hookguard/corpus"
	"github.com/hookguard/hookguard/corpus/corpustest"
	"github.com/hookguard/hookguard/shell/spec"
)

func TestCorpus(t *testing.T) {
	fx := corpustest.Fixture(t, "migrations").Vars
	rows, err := corpus.ReadGuard("../../testdata/corpus", "migrations")
	if err != nil {
		t.Fatal(err)
	}
	g := New()
	if err := g.Configure(config.Table{Source: "test", Path: "guards.migrations", Values: map[string]any{}}); err != nil {
		t.Fatal(err)
	}
	if err := g.Validate(); err != nil {
		t.Fatal(err)
	}
	rows = judgeable(t, rows)
	from, to, _ := strings.Cut(fx["SUBST"], "=")
	subst := [][2]string{{from, to}}
	res := corpus.Score(rows, func(r corpus.Row) *hookguard.Event {
		return r.Event(fx["ROOT"], fx["HOME"], subst)
	}, func(ev *hookguard.Event) (hookguard.Verdict, error) {
		return g.Check(context.Background(), ev)
	})
	var b strings.Builder
	res.Report(&b)
	t.Log("\n" + b.String())
	for k, c := range res.ByKind {
		if c.Recall() < 0.95 || c.FalseBlockRate() > 0.05 {
			t.Errorf("%s %s: recall %.3f (want >= 0.95), false blocks %.3f (want <= 0.05)", filepath.Base(k[0]), k[1], c.Recall(), c.FalseBlockRate())
		}
	}
}

// awaiting are the programs of corpus commands that other tables of the command model own: a
// block row running one is scored once that spec is in the table, and reported until then.
var awaiting = [...]struct{ prefix, spec string }{
	{"python ", "python"},
	{"python3 ", "python"},
	{"php ", "php"},
	{"cargo ", "cargo"},
	{"git mv ", "git mv"},
	{"git rm ", "git rm"},
	{"docker volume ", "docker volume rm"},
	{"heroku ", "heroku"},
	{"sed ", "sed"},
	{"curl ", "curl"},
	{"export ", "export"},
	{"bunx ", "bunx"},
	{"wget ", "wget"},
	{"node ", "node"},
}

func judgeable(t *testing.T, rows []corpus.Row) []corpus.Row {
	var out []corpus.Row
	for _, r := range rows {
		wait := ""
		for _, a := range awaiting {
			// A missing spec can only let a command through: allow rows are scored anyway.
			if r.Kind == "shell" && r.Expect == "block" && strings.Contains(" "+r.Text, " "+a.prefix) && spec.Lookup(a.spec) == nil {
				wait = a.spec
			}
		}
		if wait != "" {
			t.Logf("not scored until the spec %q is in the table: %s", wait, r.Text)
			continue
		}
		out = append(out, r)
	}
	return out
}
