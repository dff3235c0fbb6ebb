package shell

import (
	"os"
	"path/filepath"
	"testing"
)

// dirname, basename, realpath and readlink -f print what their words say: a substitution of
// them names the file it names, as GNU coreutils 9 prints it.
func TestPathPrinters(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, ".env"), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(".env", filepath.Join(dir, "link")); err != nil {
		t.Fatal(err)
	}
	real, err := filepath.EvalSymlinks(dir)
	if err != nil {
		t.Fatal(err)
	}
	for src, want := range map[string]string{
		`dirname a.txt`:                   ".\n",
		`dirname /x/.env`:                 "/x\n",
		`dirname x/`:                      ".\n",
		`dirname /`:                       "/\n",
		`dirname a/b/`:                    "a\n",
		`dirname //a//b//`:                "//a\n",
		`dirname ''`:                      ".\n",
		`dirname a/b c`:                   "a\n.\n",
		`dirname -z a/b`:                  "a\x00",
		`basename /x/.env`:                ".env\n",
		`basename a/b/`:                   "b\n",
		`basename /`:                      "/\n",
		`basename ''`:                     "\n",
		`basename x.env.txt .txt`:         "x.env\n",
		`basename .txt .txt`:              ".txt\n",
		`basename -s .bak a/.env.bak`:     ".env\n",
		`basename --suffix=.x a.x b.x`:    "a\nb\n",
		`basename -a /p/.env /q/id_rsa`:   ".env\nid_rsa\n",
		`realpath .env`:                   real + "/.env\n",
		`readlink -f ./.env`:              real + "/.env\n",
		`realpath link`:                   real + "/.env\n",
		`realpath -m -- link a`:           real + "/.env\n" + real + "/a\n",
		`readlink -fn link`:               real + "/.env",
		`readlink -fn link a`:             real + "/.env\n" + real + "/a\n",
		`readlink --canonicalize -z link`: real + "/.env\x00",
		`realpath -s ./link`:              dir + "/link\n",
	} {
		cs := Parse(src, Context{Cwd: dir, Home: "/h", Root: dir}).Commands
		if len(cs) != 1 {
			t.Fatalf("%s: %d commands", src, len(cs))
		}
		got, ok := outputOf(cs[0])
		if !ok || got != want {
			t.Errorf("%s: printed %q (%v), want %q", src, got, ok, want)
		}
	}
	for _, src := range []string{`basename a b c`, `dirname`, `basename --bogus x`, `readlink .env`, `readlink -n .env`,
		`realpath --relative-to=/x .env`, `realpath -L .env`, `realpath "$X"`, `realpath`, `readlink -f --bogus .env`} {
		cs := Parse(src, Context{Cwd: dir, Home: "/h", Root: dir}).Commands
		if got, ok := outputOf(cs[0]); ok {
			t.Errorf("%s: printed %q, want unknown", src, got)
		}
	}
}

// printf's %s, %b and %c with flags, width and precision, as bash's printf prints them: a
// name cut by a precision (%.4s of .envx) is the name.
func TestPrintfWidths(t *testing.T) {
	for _, tc := range []struct {
		format string
		args   []string
		want   string
	}{
		{"%.4s", []string{".envx"}, ".env"},
		{"%5s|", []string{"ab"}, "   ab|"},
		{"%-5s|", []string{"ab"}, "ab   |"},
		{"%s-%s\\n", []string{"a", "b", "c"}, "a-b\nc-\n"},
		{"%c%c", []string{"xy", "z"}, "xz"},
		{"%.0s|%3c|", []string{"abc", "abc"}, "|  a|"},
		{"%%%s", []string{"x"}, "%x"},
	} {
		if got, ok := printf(tc.format, tc.args); !ok || got != tc.want {
			t.Errorf("printf %q %q = %q (%v), want %q", tc.format, tc.args, got, ok, tc.want)
		}
	}
	for _, f := range []string{"%*s", "%d", "%.*s"} {
		if got, ok := printf(f, []string{"3", "a"}); ok {
			t.Errorf("printf %q = %q, want unknown", f, got)
		}
	}
}
