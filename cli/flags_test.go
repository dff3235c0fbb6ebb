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

// TestFlagWordsRefused: what pflag would misread or skip gets an answer that names the fix,
// and a flag's value may start with a dash.
func TestFlagWordsRefused(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string // in stderr; "" means it parses
	}{
		{[]string{"-explain"}, "-explain: a flag takes two dashes: --explain"},
		{[]string{"-config=x.toml"}, "-config=x.toml: a flag takes two dashes: --config=x.toml"},
		{[]string{"-x", "a"}, "unknown flag -x: flags take two dashes"},
		{[]string{"-test.v"}, "unknown flag -test.v"},
		{[]string{"---x"}, "bad flag ---x"},
		{[]string{"--deadline", "soon"}, `invalid value "soon" for --deadline`},
		{[]string{"--explain=maybe"}, `invalid value "maybe" for --explain`},
		{[]string{"--config"}, "flag --config needs a value"},
		{[]string{"--config", "-x.toml", "--min", "-1", "a"}, ""},
		{[]string{"a", "--", "-x"}, ""},
	} {
		var out, errb bytes.Buffer
		c := &ctx{stdout: &out, stderr: &errb}
		fs := flags(c, "t", "")
		fs.Bool("explain", false, "")
		fs.StringArray("config", nil, "")
		fs.Duration("deadline", 0, "")
		low := fs.Float64("min", 0, "")
		code, ok := parse(c, fs, tc.args)
		switch {
		case tc.want == "" && (!ok || tc.args[0] == "--config" && *low != -1):
			t.Errorf("%q: code %d, stderr %q, min %v", tc.args, code, errb.String(), *low)
		case tc.want != "" && (ok || code != 2 || !strings.Contains(errb.String(), tc.want)):
			t.Errorf("%q: code %d ok %v stderr %q; want %q", tc.args, code, ok, errb.String(), tc.want)
		}
	}
}

// TestDescribe: in completion's describe mode a command hands over its flags and does nothing.
func TestDescribe(t *testing.T) {
	for name, cmd := range commands() {
		var got *flagSet
		var out, errb bytes.Buffer
		c := &ctx{stdout: &out, stderr: &errb, getenv: func(string) string { return "" }, describe: func(fs *flagSet) { got = fs }}
		cmd.run(c, []string{"--no-such-flag-here"})
		if name == "run-recorded" { // not for people: its words are run's, passed on
			continue
		}
		if got == nil || got.Name() != name || out.Len()+errb.Len() > 0 {
			t.Errorf("%s: described %v, printed %q %q", name, got != nil, out.String(), errb.String())
		}
	}
}
