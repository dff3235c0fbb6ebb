package shell

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runsRm reports whether the line's walk lists an rm: the wipe script's only command.
func runsRm(s *Script) bool {
	for _, c := range s.Commands {
		if c.Base() == "rm" {
			return true
		}
	}
	return false
}

// TestCarriedScripts: a script copied, moved, linked, piped or written through another
// program earlier on the line is walked as the text it came from when it runs, by every
// way of running it; a harmless script carried the same way lists no rm.
func TestCarriedScripts(t *testing.T) {
	root, home := linkWorld(t)
	out := filepath.Join(filepath.Dir(home), "out")
	for _, d := range []string{filepath.Join(root, "scripts"), out} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for f, text := range map[string]string{"wipe.sh": "rm -rf \"$HOME\"\n", "hello.sh": "echo hi\n"} {
		if err := os.WriteFile(filepath.Join(root, "scripts", f), []byte(text), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	lines := []string{
		"cp scripts/S /tmp/a && sh /tmp/a",
		"cp scripts/S OUT && bash OUT/S",
		"cp -r scripts/ d2/ && sh d2/S",
		"cp -r scripts OUT/s2 && sh OUT/s2/S",
		"cp -t OUT scripts/S && . OUT/S",
		"install -m 755 scripts/S OUT/w && OUT/w",
		"ln -s scripts/S w && ./w",
		"mv scripts/S scripts/build.sh && ./scripts/build.sh",
		"mv scripts OUT/moved && source OUT/moved/S",
		"rsync -a scripts/ OUT/r/ && exec OUT/r/S",
		"dd if=scripts/S of=OUT/d status=none; sh OUT/d",
		"cat scripts/S | sh",
		"cat scripts/hello.sh scripts/S | bash",
		"cat scripts/S > OUT/c; sh OUT/c",
		"cat scripts/S | tee OUT/t >/dev/null; sh OUT/t",
		"cp scripts/S OUT/a; cp OUT/a OUT/b; sh OUT/b",
		"echo x > OUT/h; cp scripts/S OUT/h; sh OUT/h",
		"cat scripts/S | tee OUT/log | sh",
		"sudo cp scripts/S OUT/a && env sh OUT/a",
		"mv -t OUT scripts/S && bash OUT/S",
		"sh -c \"$(cat scripts/S)\"",
		"eval \"$(cat OUT/../home/proj/scripts/S)\"",
		"bash <(cat scripts/S)",
		"cp scripts/S OUT/a && echo OUT/a | xargs sh",
		"cp scripts/S OUT/a; chmod +x OUT/a; OUT/a",
		"git mv scripts/S scripts/build.sh && ./scripts/build.sh",
		"git mv -f scripts/S OUT && sh OUT/S",
		"cat -- scripts/S | sh",
	}
	for _, l := range lines {
		for _, tc := range []struct {
			script string
			want   bool
		}{{"wipe.sh", true}, {"hello.sh", false}} {
			src := replaceAll(l, "S", tc.script, "OUT", out)
			s := Parse(src, Context{Cwd: root, Home: home, Root: root, ReadFile: RootReader(root, home), ReadCode: CodeReader()})
			if got := runsRm(s); got != tc.want {
				t.Errorf("%s: runs rm %v, want %v", src, got, tc.want)
			}
		}
	}
	// The later text wins: a copy overwritten, or written over, runs what is there last.
	for _, src := range []string{
		"cp scripts/wipe.sh OUT/h; cp scripts/hello.sh OUT/h; sh OUT/h",
		"cp scripts/wipe.sh OUT/h; echo 'echo hi' > OUT/h; sh OUT/h",
		"echo 'rm -rf ~' > x.sh; mv x.sh y.sh; sh x.sh",
		"cp OUT/a OUT/b; cp OUT/b OUT/a; sh OUT/a",
		"cat -A scripts/wipe.sh > OUT/c; sh OUT/c",
	} {
		src = replaceAll(src, "OUT", out)
		if s := Parse(src, Context{Cwd: root, Home: home, Root: root, ReadFile: RootReader(root, home), ReadCode: CodeReader()}); runsRm(s) {
			t.Errorf("%s: runs rm, want the later text", src)
		}
	}
}

func replaceAll(s string, kv ...string) string {
	for i := 0; i+1 < len(kv); i += 2 {
		s = strings.ReplaceAll(s, kv[i], kv[i+1])
	}
	return s
}

// TestReadCodeAfterUnknownWrite: a file that was there, which a command before the reader
// overwrites with text only known when it runs, is not read as the old text on disk (the
// program run next loads the new one), in the project as outside it. Text the line writes
// itself, a file the line leaves alone and one written only after the reader read as before.
func TestReadCodeAfterUnknownWrite(t *testing.T) {
	root, home := linkWorld(t)
	out := filepath.Join(filepath.Dir(home), "out")
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{filepath.Join(root, "cfg.toml"), filepath.Join(out, "cfg.toml")} {
		if err := os.WriteFile(f, []byte("old\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cases := []struct {
		line, file, want string
		known            bool
	}{
		{`echo "$S" > P; tool`, "cfg.toml", "", false},
		{`curl -s "$U" -o P; tool`, "cfg.toml", "", false},
		{`./gen | tee P; tool`, "cfg.toml", "", false},
		{`echo "$S" > P; tool`, "OUT", "", false},
		{`echo new > P; tool`, "cfg.toml", "new\n", true},
		{`echo "$S" > other.toml; tool`, "cfg.toml", "old\n", true},
		{`cat P; tool`, "cfg.toml", "old\n", true},
		{`tool; echo "$S" > P`, "cfg.toml", "old\n", true},
	}
	for _, tc := range cases {
		p := filepath.Join(root, tc.file)
		if tc.file == "OUT" {
			p = filepath.Join(out, "cfg.toml")
		}
		src := strings.ReplaceAll(tc.line, "P", p)
		s := Parse(src, Context{Cwd: root, Home: home, Root: root, ReadFile: RootReader(root, home), ReadCode: CodeReader()})
		var tool *Command
		for _, c := range s.Commands {
			if c.Name == "tool" {
				tool = c
			}
		}
		if tool == nil {
			t.Fatalf("%q: no tool listed", src)
		}
		text, ok := tool.Input().FS.ReadCode(p)
		if ok != tc.known || text != tc.want {
			t.Errorf("%q: ReadCode = %q, %v; want %q, %v", src, text, ok, tc.want, tc.known)
		}
	}
}
