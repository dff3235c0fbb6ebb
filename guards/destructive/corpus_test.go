package destructive

import (
	"bufio"
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/corpus"
)

// fixture builds the corpus fixture and returns its home and project root.
func fixture(t testing.TB) (home, root string) {
	t.Helper()
	script, err := filepath.Abs("../../testdata/corpus/fixtures.sh")
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("bash", script, "destructive", t.TempDir()).Output()
	if err != nil {
		t.Fatalf("fixtures.sh: %v", err)
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		k, v, _ := strings.Cut(sc.Text(), "=")
		v = strings.Trim(v, `'"`)
		switch k {
		case "HOME":
			home = v
		case "ROOT":
			root = v
		}
	}
	if home == "" || root == "" {
		t.Fatalf("fixtures.sh printed no HOME/ROOT: %s", out)
	}
	return home, root
}

// TestCorpus is the gate: recall >= 0.98 on block rows, false blocks <= 0.02 on allow rows.
func TestCorpus(t *testing.T) {
	rows, err := corpus.Read("../../testdata/corpus/destructive.tsv")
	if err != nil {
		t.Fatal(err)
	}
	home, root := fixture(t)
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
