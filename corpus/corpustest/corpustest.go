// Package corpustest builds the corpus fixture for the guards' corpus gates.
package corpustest

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/hookguard/hookguard/corpus"
)

// Fixture builds the tree testdata/corpus/fixtures.sh makes for kind, in a temp dir of t. A
// gate that could not build its fixture fails rather than skips: a skipped gate passes unseen.
func Fixture(t testing.TB, kind string) corpus.Fixture {
	t.Helper()
	_, here, _, _ := runtime.Caller(0)
	script := filepath.Join(filepath.Dir(here), "..", "..", "testdata", "corpus", "fixtures.sh")
	if _, err := os.Stat(script); err != nil {
		// Built with -trimpath: a gate runs in its package directory, two levels down.
		script = filepath.Join("..", "..", "testdata", "corpus", "fixtures.sh")
	}
	fx, err := corpus.BuildFixture(script, kind, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return fx
}
