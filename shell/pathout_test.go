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
	real, err := filepath.EvalSymlinks(dir)
	if err != nil {
		t.Fatal(err)
	}
	for src, want := range map[string]string{
		`dirname a.txt`:                 ".\n",
		`dirname /x/.env`:               "/x\n",
		`dirname x/`:                    ".\n",
		`dirname /`:                     "/\n",
		`dirname a/b/`:                  "a\n",
		`dirname //a//b//`:              "//a\n",
		`dirname ''`:                    ".\n",
		`dirname a/b c`:                 "a\n.\n",
		`dirname -z a/b`:                "a\x00",
		`basename /x/.env`:              ".env\n",
		`basename a/b/`:                 "b\n",
		`basename /`:                    "/\n",
		`basename ''`:                   "\n",
		`basename x.env.txt .txt`:       "x.env\n",
		`basename .txt .txt`:            ".txt\n",
		`basename -s .bak a/.env.bak`:   ".env\n",
		`basename --suffix=.x a.x b.x`:  "a\nb\n",
		`basename -a /p/.env /q/id_rsa`: ".env\nid_rsa\n",
		`realpath .env`:                 real + "/.env\n",
		`readlink -f ./.env`:            real + "/.env\n",
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
	for _, src := range []string{`basename a b c`, `dirname`, `basename --bogus x`, `readlink .env`} {
		cs := Parse(src, Context{Cwd: dir, Home: "/h", Root: dir}).Commands
		if got, ok := outputOf(cs[0]); ok {
			t.Errorf("%s: printed %q, want unknown", src, got)
		}
	}
}
