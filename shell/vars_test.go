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

// TestAllExport: under set -a (set -o allexport, shopt -so allexport, bash -a, SHELLOPTS)
// every variable the shell assigns is exported, however it is assigned, and the commands after
// it get it in their environment; before set -a, after set +a, and in a subshell's parent
// after the subshell, an assignment stays the shell's own.
func TestAllExport(t *testing.T) {
	envOf := func(line, name string) (string, bool) {
		s := Parse(line, ctx)
		if s.Err != nil {
			t.Fatal(line, s.Err)
		}
		for _, c := range s.Commands {
			if c.Name == name {
				return strings.Join(c.Assigns, " "), true
			}
		}
		return "", false
	}
	for _, line := range []string{
		"set -a; K=v; cmd", "set -o allexport; K=v; cmd", "set -ea; K=v; cmd", "set -euao pipefail; K=v; cmd",
		"shopt -so allexport; K=v; cmd", "set -$o; K=v; cmd", "if x; then set -a; fi; K=v; cmd", "set -a; f() { K=v; }; f; cmd",
		"set -a; declare K=v; cmd", "set -a; read K < f; cmd", "set -a; printf -v K v; cmd", "set -a; for K in v; do :; done; cmd",
		"set -a; . ./nothing; K=v; cmd", "bash -ac 'K=v; cmd'", "bash -o allexport -c 'K=v; cmd'", "SHELLOPTS=allexport bash -c 'K=v; cmd'",
		"eval 'set -a'; K=v; cmd", "{ set -a; }; K=v; cmd",
	} {
		if env, ok := envOf(line, "cmd"); !ok || !strings.Contains(env, "K=") {
			t.Errorf("%s: cmd runs with %q, want K exported", line, env)
		}
	}
	for _, line := range []string{
		"K=v; cmd", "set -e; K=v; cmd", "set -a; set +a; K=v; cmd", "set -a; set +o allexport; K=v; cmd", "K=v; set -a; cmd",
		"(set -a); K=v; cmd", "bash -c 'set -a'; K=v; cmd", "set -- -a; K=v; cmd", "set -x; set -; set +a; K=v; cmd", "bash -c 'K=v; cmd'",
	} {
		if env, ok := envOf(line, "cmd"); !ok || strings.Contains(env, "K=") {
			t.Errorf("%s: cmd runs with %q, want no K", line, env)
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

// TestTwins: a command read from exactly what an earlier one was read from shares its
// effects; one whose reading looked at what the line wrote before it, one whose words came
// from other variables, one under find -exec, and one in another directory do not.
func TestTwins(t *testing.T) {
	dir := t.TempDir()
	c := Context{Cwd: dir, Home: dir, Root: dir, ReadFile: RootReader(dir, dir)}
	shares := func(src string, i, j int) bool {
		t.Helper()
		s := Parse(src, c)
		if s.Err != nil || len(s.Commands) <= j {
			t.Fatalf("%q: %d commands, %v", src, len(s.Commands), s.Err)
		}
		a, b := s.Commands[i].Effects(), s.Commands[j].Effects()
		if len(a) == 0 || len(b) == 0 {
			t.Fatalf("%q: commands %d and %d have no effects to share", src, i, j)
		}
		if tw := s.Commands[j].Twin(); sameSlice(a, b) != (tw == s.Commands[i]) {
			t.Errorf("%q: command %d shares effects %v, but its Twin is %v", src, j, sameSlice(a, b), tw)
		}
		return sameSlice(a, b)
	}
	type pair struct {
		src  string
		i, j int
	}
	for _, p := range []pair{
		{`rm -rf build; rm -rf build`, 0, 1},
		{`log() { printf '%s\n' "$(date +%T)" >&2; }; log; log; log`, 0, 2}, // date, printf, date
		{`export GOFLAGS=-mod=mod; go build ./...; go build ./...`, 1, 2},
	} {
		if !shares(p.src, p.i, p.j) {
			t.Errorf("%q: identical commands did not share their effects", p.src)
		}
	}
	for _, p := range []pair{
		{`rm -rf build; cd sub; rm -rf build`, 0, 2},
		{`rm -rf build; rm -rf build2`, 0, 1},
		{`X=$A; rm -rf "$X"; X=$B; rm -rf "$X"`, 0, 1},
		{`echo 'import os' > x.py; python3 x.py; python3 x.py`, 1, 2}, // reads what the line wrote
		{`find a -exec rm {} \; ; find a -exec rm {} \;`, 1, 3},
		{`rm -rf build > a; rm -rf build > b`, 0, 1},
		{`cat <<< "$A"; cat <<< "$B"`, 0, 1},
	} {
		if shares(p.src, p.i, p.j) {
			t.Errorf("%q: commands %d and %d shared effects they must each work out", p.src, p.i, p.j)
		}
	}
}

// TestPathAssigned: PATH is in every shell's environment, so a plain assignment of it reaches
// the later commands as an export would (the directories a bare name is found in), and env
// takes NAME=VALUE with a value only known when it runs as an assignment, not a program.
func TestPathAssigned(t *testing.T) {
	for src, want := range map[string]string{
		`PATH=/t:$PATH; x`:                      "PATH=/t:$PATH",
		`PATH=/t; PATH=/u:$PATH; x`:             "PATH=/u:/t",
		`(PATH=/t:$PATH); x`:                    "",
		`f() { local PATH=/t:$PATH; x; }; f`:    "PATH=/t:$PATH",
		`env PATH=/t:$PATH x`:                   "PATH=/t:$PATH",
		`env -u A PATH=$D B=1 x`:                "PATH=$D B=1",
		`X=/t:$PATH; x`:                         "",
		`env "$V" x`:                            "",
		`PATH=/t:$PATH sh -c 'x'`:               "PATH=/t:$PATH",
		`PATH=/t:$PATH eval 'x'`:                "PATH=/t:$PATH",
		`A=1 eval 'B=2 x'`:                      "A=1 B=2",
		`A=1 eval 'y'; x`:                       "",
		`export PATH=/t:$PATH; PATH=/u:$PATH x`: "PATH=/t:$PATH PATH=/u:/t:$PATH",
	} {
		s := Parse(src, ctx)
		if s.Err != nil {
			t.Fatalf("%q: %v", src, s.Err)
		}
		found := false
		for _, c := range s.Commands {
			if c.Name == "x" {
				found = true
				if got := strings.Join(c.Assigns, " "); got != want {
					t.Errorf("%q: x runs with %q, want %q", src, got, want)
				}
			}
		}
		if !found && src != `env "$V" x` {
			t.Errorf("%q: no command x listed", src)
		}
	}
	// What a command's PATH is, with the known text of the values it was made from.
	for src, want := range map[string]string{
		`PATH=/a:$PATH; PATH=/b:$PATH; x`:        "/b:/a:$PATH",
		`export PATH=/t:$PATH; PATH=/u:$PATH x`:  "/u:/t:$PATH",
		`D=/d; PATH=$D/bin:$PATH x`:              "/d/bin:$PATH",
		`PATH=$(cat p):/c x`:                     "$(cat p):/c",
		`PATH='/we$ird':/a x`:                    "/we$ird:/a",
		`PATH=/a:$PATH; PATH=/b:${PATH} sh -c x`: "/b:/a:${PATH}",
		`x`:                                      "",
	} {
		s := Parse(src, ctx)
		for _, c := range s.Commands {
			if c.Name == "x" {
				got, ok := c.PATH()
				if got != want || ok != (want != "") {
					t.Errorf("%q: x's PATH is %q (%v), want %q", src, got, ok, want)
				}
			}
		}
	}
}
