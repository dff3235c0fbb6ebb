package shell

import (
	"strings"
	"testing"
)

// TestExportedEnvironment: every command after an export is given the exported variables as
// they are when it runs, the kept rendering of them never lagging a change.
func TestExportedEnvironment(t *testing.T) {
	src := `export A=1 B; a; A=2; b; B=x c; unset A; d; export C="$TOKEN"; e; (A=3; export A; f); g; export D=4; h`
	s := Parse(src, ctx)
	if s.Err != nil {
		t.Fatal(s.Err)
	}
	got := map[string]string{}
	for _, c := range s.Commands {
		got[c.Name] = strings.Join(c.Assigns, " ")
	}
	want := map[string]string{
		"a": "A=1 B=", "b": "A=2 B=", "c": "A=2 B= B=x", "d": "B=",
		"e": "B= C=$TOKEN", "f": "B= C=$TOKEN A=3", "g": "B= C=$TOKEN", "h": "B= C=$TOKEN D=4",
	}
	for name, w := range want {
		if got[name] != w {
			t.Errorf("%s runs with %q, want %q", name, got[name], w)
		}
	}
}

// TestCloneSharesState: a subshell or branch that sets nothing shares its parent's variables
// and functions, and one that sets them changes only its own.
func TestCloneSharesState(t *testing.T) {
	w := newWalker(ctx)
	w.set("X", value{s: "1"})
	w.defineFunc("f", function{})
	c := w.clone()
	if c.vars != w.vars || c.funcs != w.funcs {
		t.Fatal("a clone copied the maps before writing")
	}
	c.set("X", value{s: "2"})
	c.dropFunc("f")
	if v := w.get("X"); v.s != "1" {
		t.Errorf("the parent's X is %q after the clone set it, want 1", v.s)
	}
	if _, ok := w.funcs.m["f"]; !ok {
		t.Error("the parent lost f when the clone unset it")
	}
	if v := c.get("X"); v.s != "2" || strings.Join(v.from, ",") != "X" {
		t.Errorf("the clone's X is %q from %v, want 2 from X", v.s, v.from)
	}
	w.set("Y", value{s: "3"}) // the owner writes in place
	if _, ok := c.lookup("Y"); ok {
		t.Error("the clone, which copied on its write, sees the parent's later Y")
	}
	// An origin read back can be appended to without changing the variable's.
	v := w.get("X")
	_ = append(v.from, "other")
	if again := w.get("X"); strings.Join(again.from, ",") != "X" {
		t.Errorf("X's origin became %v", again.from)
	}
}
