package boundary

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/config"
	"github.com/hookguard/hookguard/corpus"
	"github.com/hookguard/hookguard/corpus/corpustest"
)

func TestCorpus(t *testing.T) {
	fx := corpustest.Fixture(t, "boundary").Vars
	t.Cleanup(func() { os.RemoveAll("/tmp/proj-cache") })
	rows, err := corpus.ReadGuard("../../testdata/corpus", "boundary")
	if err != nil {
		t.Fatal(err)
	}
	g := New()
	g.getenv = func(k string) string {
		if k == "HOME" {
			return fx["HOME"]
		}
		return ""
	}
	// The CONFIG that fixtures.sh writes declares the second root; decode the same table.
	if err := g.Configure(config.Table{Source: "test", Path: "guards.boundary",
		Values: map[string]any{"roots": []any{filepath.Join(fx["HOME"], "shared-lib")}}}); err != nil {
		t.Fatal(err)
	}
	if err := g.Validate(); err != nil {
		t.Fatal(err)
	}
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
