package destructive

import (
	"bytes"
	"context"
	"os"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/corpus"
	"github.com/hookguard/hookguard/corpus/corpustest"
)

// TestCorpus is the gate: recall >= 0.98 on block rows, false blocks <= 0.02 on allow rows.
func TestCorpus(t *testing.T) {
	rows, err := corpus.ReadGuard("../../testdata/corpus", "destructive")
	if err != nil {
		t.Fatal(err)
	}
	fx := corpustest.Fixture(t, "destructive")
	home, root := fx.Home, fx.Root
	g := New()
	res := corpus.Score(rows,
		func(r corpus.Row) *hookguard.Event { return r.Event(root, home, [][2]string{{"/home/user", home}}) },
		func(ev *hookguard.Event) (hookguard.Verdict, error) { return g.Check(context.Background(), ev) })
	recall, fb := res.Total.Recall(), res.Total.FalseBlockRate()
	if recall < 0.98 || fb > 0.02 || testing.Verbose() {
		var b bytes.Buffer
		res.Report(&b)
		t.Log("\n" + b.String())
	}
	if recall < 0.98 {
		t.Errorf("recall %.3f on block rows, want >= 0.98", recall)
	}
	if fb > 0.02 {
		t.Errorf("false-block rate %.3f on allow rows, want <= 0.02", fb)
	}
	_ = os.Getenv
}
