package cli

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

func TestFlagsAnywhere(t *testing.T) {
	for _, tc := range []struct {
		args    []string
		explain bool
		configs []string
		rest    []string
	}{
		{[]string{"--explain", "rm -rf /"}, true, nil, []string{"rm -rf /"}},
		{[]string{"rm -rf /", "--explain"}, true, nil, []string{"rm -rf /"}},
		{[]string{"a", "--config", "x.toml", "b", "--config=y.toml"}, false, []string{"x.toml", "y.toml"}, []string{"a", "b"}},
		// After --, a flag's spelling is an argument.
		{[]string{"a", "--", "--explain", "-x"}, false, nil, []string{"a", "--explain", "-x"}},
		{nil, false, nil, nil},
	} {
		var out, errb bytes.Buffer
		c := &ctx{stdout: &out, stderr: &errb}
		fs := flags(c, "t", "")
		explain := fs.Bool("explain", false, "")
		configs := fs.StringArray("config", nil, "")
		if _, ok := parse(c, fs, tc.args); !ok {
			t.Fatalf("%q: %s", tc.args, errb.String())
		}
		if *explain != tc.explain || !slices.Equal(*configs, tc.configs) || !slices.Equal(fs.Args(), tc.rest) {
			t.Errorf("%q: explain %v configs %q args %q; want %v %q %q", tc.args, *explain, *configs, fs.Args(), tc.explain, tc.configs, tc.rest)
		}
		if fs.Changed("explain") != tc.explain {
			t.Errorf("%q: Changed(explain) = %v", tc.args, !tc.explain)
		}
	}
}

func TestFlagErrorsAndHelp(t *testing.T) {
	run := func(args ...string) (int, bool, string, string) {
		var out, errb bytes.Buffer
		c := &ctx{stdout: &out, stderr: &errb}
		fs := flags(c, "t", "[flags] TEXT")
		fs.String("zeta", "z", "defined first")
		fs.Bool("alpha", false, "defined second")
		code, ok := parse(c, fs, args)
		return code, ok, out.String(), errb.String()
	}
	if code, ok, _, e := run("--bogus"); ok || code != 2 || !strings.Contains(e, "unknown flag --bogus") || !strings.Contains(e, "hookguard t --help") {
		t.Errorf("unknown flag: code %d ok %v stderr %q", code, ok, e)
	}
	if code, ok, _, e := run("--zeta"); ok || code != 2 || !strings.Contains(e, "flag --zeta needs a value") {
		t.Errorf("missing value: code %d ok %v stderr %q", code, ok, e)
	}
	code, ok, o, _ := run("--help")
	if ok || code != 0 || !strings.Contains(o, "Usage: hookguard t [flags] TEXT") || strings.Index(o, "--zeta") > strings.Index(o, "--alpha") || !strings.Contains(o, `(default "z")`) {
		t.Errorf("--help: code %d ok %v stdout\n%s", code, ok, o)
	}
}
