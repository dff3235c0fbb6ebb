package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hookguard/hookguard"
)

func TestParseKeysAndLines(t *testing.T) {
	src := `mode = "observe"
stop_max = 5

[groups]
pre-shell = ["a", "b"]

[guards.x]
"quoted key" = 1
nested.deep = true

[[rules]]
id = "one"
when = """
true
"""
verdict = "block"

[[rules]]
id = "two"
`
	f, err := Parse("g.toml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if f.Mode != "observe" || f.StopMax != 5 || len(f.Groups["pre-shell"]) != 2 || len(f.Rules) != 2 {
		t.Fatalf("got %+v", f)
	}
	for key, line := range map[string]int{"mode": 1, "groups.pre-shell": 5, "guards.x": 7, "guards.x.quoted key": 8, "guards.x.nested.deep": 9, "rules[0]": 11, "rules[0].verdict": 16, "rules[1].id": 19} {
		if f.Lines[key] != line {
			t.Errorf("%s: line %d, want %d", key, f.Lines[key], line)
		}
	}
	if f.Rules[1].Origin != "g.toml:18" {
		t.Errorf("origin %q", f.Rules[1].Origin)
	}
}

func TestParseErrorsAreCollected(t *testing.T) {
	_, err := Parse("g.toml", []byte("mode = \"loud\"\nstop_max = -1\nbogus = 1\n[groups]\npre-shell = \"rules\"\n"))
	if err == nil {
		t.Fatal("want errors")
	}
	for _, want := range []string{"g.toml:1: mode", "g.toml:2: stop_max", "g.toml:3: bogus: unknown key", "g.toml:5: groups.pre-shell: want an array"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("missing %q in:\n%v", want, err)
		}
	}
	if _, err := Parse("g.toml", []byte("[groups\n")); err == nil || !strings.Contains(err.Error(), "g.toml:2: expected") {
		t.Errorf("syntax error: %v", err)
	}
}

type opts struct {
	Roots   []string           `toml:"roots"`
	Limit   int                `toml:"limit"`
	Ratio   float64            `toml:"ratio"`
	Wait    time.Duration      `toml:"wait"`
	On      bool               `toml:"on"`
	Nested  struct{ A string } `toml:"nested"`
	Aliases map[string]string  `toml:"aliases"`
}

func TestTableDecodeIsStrict(t *testing.T) {
	var o opts
	good := Table{Source: "f", Path: "guards.g", Values: map[string]any{
		"roots": []any{"a", "b"}, "limit": int64(3), "ratio": int64(1), "wait": "2s", "on": true,
		"nested": map[string]any{"a": "x"}, "aliases": map[string]any{"k": "v"},
	}}
	if err := good.Decode(&o); err != nil {
		t.Fatal(err)
	}
	if len(o.Roots) != 2 || o.Limit != 3 || o.Ratio != 1 || o.Wait != 2*time.Second || !o.On || o.Nested.A != "x" || o.Aliases["k"] != "v" {
		t.Fatalf("got %+v", o)
	}
	bad := Table{Source: "f", Path: "guards.g", Lines: map[string]int{"guards.g.root": 4, "guards.g.limit": 5}, Values: map[string]any{
		"root": []any{"a"}, "limit": "three", "wait": "soon", "on": "yes", "roots": []any{int64(1)},
	}}
	err := bad.Decode(&o)
	if err == nil {
		t.Fatal("want errors")
	}
	for _, want := range []string{`f:4: guards.g.root: unknown key (did you mean "roots"?)`, "f:5: guards.g.limit: want an integer", "guards.g.wait", "guards.g.on: want true or false", "guards.g.roots[0]: want a string"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("missing %q in:\n%v", want, err)
		}
	}
}

func TestLoadLayersAndTrust(t *testing.T) {
	dir := t.TempDir()
	user := filepath.Join(dir, "user.toml")
	root := filepath.Join(dir, "proj")
	os.MkdirAll(root, 0o755)
	os.WriteFile(user, []byte("stop_max = 4\n[guards.x]\na = 1\n"), 0o644)
	proj := filepath.Join(root, "guards.toml")
	os.WriteFile(proj, []byte("mode = \"observe\"\n[guards.x]\nb = 2\ntimeout = \"1s\"\n"), 0o644)
	def := &File{Source: "default", Mode: "enforce", StopMax: 3, Groups: map[string][]string{"pre-shell": {"rules"}}}

	c, err := Load(Options{Default: def, UserPath: user, Root: root})
	if err != nil {
		t.Fatal(err)
	}
	if c.Mode != "enforce" || c.StopMax != 4 || len(c.Notices) != 1 || !strings.Contains(c.Notices[0], "not trusted") {
		t.Fatalf("untrusted project must not apply: %+v", c)
	}
	trusted := func(p, sum string) bool { return p == proj }
	c, err = Load(Options{Default: def, UserPath: user, Root: root, Trusted: trusted})
	if err != nil {
		t.Fatal(err)
	}
	if c.Mode != "observe" || c.ModeFrom != proj+":1" || len(c.Guards["x"]) != 2 || c.Common["x"].Timeout != time.Second {
		t.Fatalf("trusted project must apply: %+v", c)
	}
	if c.Groups[hookguard.PreShell][0] != "rules" {
		t.Fatal("lower layers keep what the upper do not set")
	}
}

func FuzzParse(f *testing.F) {
	f.Add([]byte(hookguard.DefaultConfig))
	f.Add([]byte("[[rules]]\nid = 'x'\nwhen = '''\na\n'''\n[guards.a]\nb.c = [1, {d = 2}]\n"))
	f.Add([]byte("mode = 1\n[groups]\nx = [[]]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		f, err := Parse("fuzz.toml", data)
		if err == nil && f == nil {
			t.Fatal("no file and no error")
		}
		if f != nil {
			c := &Config{Groups: map[hookguard.Group][]string{}, GroupFrom: map[hookguard.Group]string{}, Guards: map[string][]Table{}, Common: map[string]Common{}}
			_ = c.apply(f)
		}
	})
}
