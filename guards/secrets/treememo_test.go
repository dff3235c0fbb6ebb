package secrets

import (
	"os"
	"reflect"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/shell/spec"
)

// A tree is walked once per start and filter in a hook call: a later search of the same tree
// with the same filter is answered by the first walk, and one with another filter walks again.
func TestTreeWalkedOncePerFilter(t *testing.T) {
	f := commandWorld(t)
	// Two searches of one tree in one line, the first leaving the secret file out: the second
	// is judged by its own filter, not by the first one's walk.
	block := []string{
		"grep -r --exclude=.env.production x services; grep -r x services",
		"grep -r --exclude=.env.production x services && grep -r --exclude=.env x services",
		"grep -r x services; grep -r --exclude=.env.production x services",
	}
	allow := []string{
		"grep -r --exclude=.env.production x services; grep -r --exclude=.env.production y services",
		"grep -r --exclude='.env.*' x services; grep -r --exclude=.env.production y services",
	}
	runCommands(t, f, New(), block, allow)

	// The disk does not change during a hook call: the second walk of a tree is the first's
	// answer, read once (here the file is gone before the second ask, which a walk would see).
	ev := f.ev(hookguard.PreShell)
	j := &cmdJudge{g: New(), ev: ev}
	dir := f.root + "/services"
	if r, _, _ := j.treeHit(dir, spec.Filter{}); r == "" {
		t.Fatal("first walk found no secret file below services")
	}
	if err := os.Remove(f.root + "/services/api/.env.production"); err != nil {
		t.Fatal(err)
	}
	if r, _, _ := j.treeHit(dir, spec.Filter{}); r == "" {
		t.Error("the same tree and filter was walked again")
	}
	if r, _, _ := j.treeHit(dir, spec.Filter{SkipHidden: true}); r != "" {
		t.Errorf("another filter shared the first walk: %s", r)
	}
}

// treeKey spells every field of spec.Filter: a field added there and not here would let two
// different searches share one walk.
func TestTreeKeySpellsEveryField(t *testing.T) {
	if n := reflect.TypeOf(spec.Filter{}).NumField(); n != 13 {
		t.Fatalf("spec.Filter has %d fields, treeKey spells 13: add the new ones to it", n)
	}
	base := spec.Filter{}
	variants := []spec.Filter{
		{SkipHidden: true}, {SkipIgnored: true}, {Typed: true}, {Follow: true}, {Tracked: true}, {KeepSkips: true},
		{Depth: 1}, {Depth: 12}, {Depth: 1, Only: make([]string, 20)}, {Depth: 120},
		{Only: []string{"a"}}, {Not: []string{"a"}}, {NotDirs: []string{"a"}}, {NotFiles: []string{"a"}},
		{Only: []string{"a:b"}}, {Only: []string{"a", "b"}}, {Only: []string{"1:a"}},
		{Changed: spec.ChangedWorkTree}, {Changed: spec.ChangedIndex}, {Restaged: true}, {Changed: spec.ChangedIndex, Restaged: true},
	}
	seen := map[string]int{treeKey("/p", base): -1}
	for i, f := range variants {
		k := treeKey("/p", f)
		if j, ok := seen[k]; ok {
			t.Errorf("filters %d and %d share the key %q", i, j, k)
		}
		seen[k] = i
	}
	if treeKey("/p", spec.Filter{Only: []string{"x"}}) != treeKey("/p", spec.Filter{Only: []string{"x"}}) {
		t.Error("equal filters have different keys")
	}
	if treeKey("/p1", base) == treeKey("/p", spec.Filter{Depth: 1}) {
		t.Error("a start and a filter share a key")
	}
}
