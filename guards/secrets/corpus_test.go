package secrets

import (
	"bufio"
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/corpus"
)

// TestCorpus is the gate CI runs: every row of testdata/corpus/secrets.tsv judged by this guard
// alone, recall >= 0.95 on block rows and false blocks <= 0.03 on allow rows, per kind.
func TestCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("the corpus builds a git fixture")
	}
	root := filepath.Join("..", "..", "testdata", "corpus")
	rows, err := corpus.Read(filepath.Join(root, "secrets.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("bash", filepath.Join(root, "fixtures.sh"), "secrets", t.TempDir()).Output()
	if err != nil {
		t.Fatalf("fixtures.sh: %v", err)
	}
	var home, dir string
	var subst [][2]string
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	for sc.Scan() {
		k, v, _ := strings.Cut(sc.Text(), "=")
		v = strings.Trim(v, `'"`)
		switch k {
		case "HOME":
			home = v
		case "ROOT":
			dir = v
		case "SUBST":
			from, to, _ := strings.Cut(v, "=")
			subst = append(subst, [2]string{from, to})
		}
	}
	if home == "" || dir == "" {
		t.Fatalf("fixtures.sh printed no HOME/ROOT:\n%s", out)
	}
	g := New()
	if err := g.Validate(); err != nil {
		t.Fatal(err)
	}
	res := corpus.Score(rows, func(r corpus.Row) *hookguard.Event { return r.Event(dir, home, subst) },
		func(ev *hookguard.Event) (hookguard.Verdict, error) { return g.Check(context.Background(), ev) })
	var b strings.Builder
	res.Report(&b)
	t.Log("\n" + b.String())
	for k, c := range res.ByKind {
		if c.Recall() < 0.95 {
			t.Errorf("%s %s: recall %.3f < 0.95", k[0], k[1], c.Recall())
		}
		if c.FalseBlockRate() > 0.03 {
			t.Errorf("%s %s: false blocks %.3f > 0.03", k[0], k[1], c.FalseBlockRate())
		}
	}
}
