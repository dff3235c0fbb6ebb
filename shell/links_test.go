package shell

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard/shell/spec"
)

// linkWorld is a project and a home on disk: links and patterns are resolved against it.
func linkWorld(t *testing.T) (root, home string) {
	t.Helper()
	base, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	home = filepath.Join(base, "home")
	root = filepath.Join(home, "proj")
	for _, d := range []string{".claude", "src", "existing", ".hookguard/runners/claude"} {
		if err := os.MkdirAll(filepath.Join(root, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{".claude/settings.json", ".hookguard/runners/claude/prompt.sh", "src/a.txt"} {
		if err := os.WriteFile(filepath.Join(root, f), []byte("x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(filepath.Join(home, ".config", "hookguard"), 0o755); err != nil {
		t.Fatal(err)
	}
	return root, home
}

// lastPaths are the absolute paths the last command's effects of kind k name, and their text.
func lastPaths(s *Script, k spec.Kind) (abs, arg []string) {
	c := s.Commands[len(s.Commands)-1]
	for _, e := range c.Effects() {
		if e.Kind == k {
			abs, arg = append(abs, e.Path.Abs), append(arg, e.Path.Arg)
		}
	}
	return abs, arg
}

// TestLinksFollowed: a path through a link or a rename made earlier on the line is where the
// link points, by every spelling of the link and of the path after it.
func TestLinksFollowed(t *testing.T) {
	root, home := linkWorld(t)
	cl := filepath.Join(root, ".claude")
	for _, tc := range []struct {
		src  string
		kind spec.Kind
		want string
	}{
		{"ln -s .claude c && echo '{}' > c/settings.json", spec.Write, cl + "/settings.json"},
		{"ln -s .claude c; rm c/settings.json", spec.Delete, cl + "/settings.json"},
		{"ln -sfn .claude c; rm c/settings.json", spec.Delete, cl + "/settings.json"},
		{"ln -s ~ hm; echo x >> hm/.bashrc", spec.Write, home + "/.bashrc"},
		{"ln -s ~/.config cfgl; rm cfgl/hookguard/hook.sh", spec.Delete, home + "/.config/hookguard/hook.sh"},
		{"ln -s .claude/settings.json sl; echo '{}' > sl", spec.Write, cl + "/settings.json"},
		{"ln -s ~ h && rm -rf h/", spec.Delete, home},
		{"ln -s ../.. up; echo x >> up/home/.bashrc", spec.Write, home + "/.bashrc"},
		{"mkdir -p a/b; ln -s ../../.claude a/b/c; echo x > a/b/c/settings.json", spec.Write, cl + "/settings.json"},
		{"ln -rs .claude src/c; echo x > src/c/settings.json", spec.Write, cl + "/settings.json"},
		{"ln -s " + cl + " existing; echo x > existing/.claude/settings.json", spec.Write, cl + "/settings.json"},
		{"ln -s -t /tmp/nowhere-x " + cl + "; echo x > /tmp/nowhere-x/.claude/settings.json", spec.Write, cl + "/settings.json"},
		{"cp -as \"$PWD/.claude\" /tmp/nowhere-cl; echo x > /tmp/nowhere-cl/settings.json", spec.Write, cl + "/settings.json"},
		{"ln -s .claude c && cd c && rm settings.json", spec.Delete, cl + "/settings.json"},
		{"ln -s ~ h; ln -s h/.config g; rm g/hookguard/hook.sh", spec.Delete, home + "/.config/hookguard/hook.sh"},
		{"cp -al .claude x && echo {} > x/settings.json", spec.Write, cl + "/settings.json"},
		{"ln -s ~ h; bash -c 'echo x >> h/.profile'", spec.Write, home + "/.profile"},
		{"ln -s ~ h; D=h; echo x >> \"$D/.profile\"", spec.Write, home + "/.profile"},
		// A link interpreter code makes is followed as ln's is, by every language's spelling.
		{`python3 -c 'import os; os.symlink(os.path.expanduser("~/.claude/settings.json"), "x")'; echo '{}' > x`, spec.Write, home + "/.claude/settings.json"},
		{`python3 -c 'import os; os.symlink(".claude", "c")'; echo '{}' > c/settings.json`, spec.Write, cl + "/settings.json"},
		{`python -c "import os; os.link('.claude/settings.json', 'n')"; echo '{}' > n`, spec.Write, cl + "/settings.json"},
		{`node -e 'require("fs").symlinkSync(require("os").homedir() + "/.bashrc", "b")' && echo x >> b`, spec.Write, home + "/.bashrc"},
		{`ruby -e 'File.symlink(File.expand_path("~/.claude"), "c")'; rm c/settings.json`, spec.Delete, home + "/.claude/settings.json"},
		{`perl -e 'symlink "$ENV{HOME}/.profile", "p"'; echo x >> p`, spec.Write, home + "/.profile"},
		{`php -r 'symlink(getenv("HOME") . "/.profile", "p");'; echo x >> p`, spec.Write, home + "/.profile"},
		{`mkdir d; python3 -c 'import os; os.symlink("../.claude", "d/c")'; echo x > d/c/settings.json`, spec.Write, cl + "/settings.json"},
		{`python3 -c 'from pathlib import Path; Path("c").symlink_to(".claude")'; echo x > c/settings.json`, spec.Write, cl + "/settings.json"},
	} {
		s := Parse(tc.src, Context{Cwd: root, Home: home, Root: root})
		abs, _ := lastPaths(s, tc.kind)
		if len(abs) == 0 || abs[0] != tc.want {
			t.Errorf("%s: %v paths %q, want %q", tc.src, tc.kind, abs, tc.want)
		}
	}
}

// TestLinksNotFollowed: what a link does not reach stays where it is written.
func TestLinksNotFollowed(t *testing.T) {
	root, home := linkWorld(t)
	for _, tc := range []struct {
		src  string
		kind spec.Kind
		want string
	}{
		// Removing the link itself removes the link.
		{"ln -s .claude c; rm c", spec.Delete, root + "/c"},
		{"ln -s ~ h; rm -rf h", spec.Delete, root + "/h"},
		// A path before the link is made, or beside it.
		{"echo x > c/settings.json; ln -s .claude c", spec.Create, root + "/c"},
		{"ln -s .claude c; echo x > cc/settings.json", spec.Write, root + "/cc/settings.json"},
		// A link inside the project to the project stays there.
		{"ln -s src out && echo x > out/a.txt", spec.Write, root + "/src/a.txt"},
		// A plain copy is a new file, not the source.
		{"cp -r .claude x; echo x > x/settings.json", spec.Write, root + "/x/settings.json"},
		// A rename is not followed: the files are where they were moved to.
		{"mv ~/dl vendor && rm -rf vendor/tmp", spec.Delete, root + "/vendor/tmp"},
		// A delete in a farm of links removes the farm's entries; of a hard link, the name.
		{"cp -as ~/dl farm && rm -rf farm/tmp", spec.Delete, root + "/farm/tmp"},
		{"ln ~/f hl && rm hl", spec.Delete, root + "/hl"},
		// On another machine the link is that machine's.
		{"ln -s ~ h; ssh host 'echo x > h/.bashrc'", spec.Write, "h/.bashrc"},
		// Code that only reads a link, or removes the link itself, or names a link not known.
		{`python3 -c 'import os; os.readlink("x")'; echo '{}' > x`, spec.Write, root + "/x"},
		{`python3 -c 'import os; os.symlink(os.environ["T"], "x")'; echo '{}' > x`, spec.Write, root + "/x"},
		{`python3 -c 'import os; os.symlink("/etc", "e")'; rm e`, spec.Delete, root + "/e"},
	} {
		s := Parse(tc.src, Context{Cwd: root, Home: home, Root: root})
		abs, arg := lastPaths(s, tc.kind)
		if len(abs) == 0 || abs[0] != tc.want && arg[0] != tc.want {
			t.Errorf("%s: %v paths %q (%q), want %q", tc.src, tc.kind, abs, arg, tc.want)
		}
	}
}

// TestGlobWords: a pattern that is the program, cd's directory or a shell's script is
// expanded against the disk; one that matches nothing, or quoted, stays as written.
func TestGlobWords(t *testing.T) {
	root, home := linkWorld(t)
	bin := filepath.Join(home, "bin")
	if err := os.MkdirAll(bin, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(bin, "hookguard"), []byte("x"), 0o755); err != nil {
		t.Fatal(err)
	}
	for src, want := range map[string][2]string{
		bin + "/hook?uard uninstall":                    {bin + "/hookguard", root},
		bin + "/[h]ook*d trust":                         {bin + "/hookguard", root},
		"env -u X " + bin + "/hook?uard trust":          {bin + "/hookguard", root},
		"~/bin/hook* uninstall":                         {bin + "/hookguard", root},
		"cd .cla* && rm settings.json":                  {"rm", root + "/.claude"},
		"cd -P .c?aude && rm settings.json":             {"rm", root + "/.claude"},
		"cd .hook*/runner? && rm -rf claude":            {"rm", root + "/.hookguard/runners"},
		"ln -s .claude cfg; cd cf? && rm settings.json": {"rm", root + "/.claude"},
		"cd '.cla*' && rm settings.json":                {"rm", root + "/.cla*"},
		"cd .nothing* && rm x":                          {"rm", root + "/.nothing*"},
		bin + "/nothing? x":                             {bin + "/nothing?", root},
		"[ -f x ] && rm x":                              {"rm", root},
	} {
		s := Parse(src, Context{Cwd: root, Home: home, Root: root})
		c := s.Commands[len(s.Commands)-1]
		if c.Name != want[0] || c.Cwd != want[1] {
			t.Errorf("%s: last runs %q in %q, want %q in %q", src, c.Name, c.Cwd, want[0], want[1])
		}
	}
	// A shell's script by a pattern: its commands are read from the file it matches.
	s := Parse("sh .hookguard/runner*/claude/prompt.sh", Context{Cwd: root, Home: home, Root: root})
	if got := s.Commands[0].Args; len(got) != 1 || got[0] != ".hookguard/runners/claude/prompt.sh" {
		t.Errorf("sh .hookguard/runner*/claude/prompt.sh: args %q, want the matched script", got)
	}
}

// TestAliasWords: an alias whose value is plain words runs with the words it is used with.
func TestAliasWords(t *testing.T) {
	for src, want := range map[string]string{
		"shopt -s expand_aliases\nalias r=rm\nr .claude/settings.json": "rm .claude/settings.json",
		"alias r='rm -f'\nr x":            "rm -f x",
		"alias a=b\nalias b='rm -r'\na x": "rm -r x",
		"alias rm='rm -i'\nrm x":          "rm -i x",
		"alias r='rm x; ls'\nr y":         "r y",
		"alias r=rm\ncommand r x":         "r x",
	} {
		s := Parse(src, Context{Cwd: "/p", Home: "/h", Root: "/p"})
		c := s.Commands[len(s.Commands)-1]
		if got := strings.Join(c.Argv(), " "); got != want {
			t.Errorf("%q: last runs %q, want %q", src, got, want)
		}
	}
}

// TestBareRead: $(< FILE) is the file's text, unknown where the line cannot read it.
func TestBareRead(t *testing.T) {
	for src, want := range map[string]string{
		"printf 'rm' > n; $(< n) x":      "rm x",
		"$(< /nowhere/binary) uninstall": "",
		"X=$(< /nowhere/y); echo \"$X\"": "",
	} {
		s := Parse(src, Context{Cwd: "/p", Home: "/h", Root: "/p"})
		c := s.Commands[len(s.Commands)-1]
		if want == "" {
			if !c.NameDynamic && !c.AnyDynamic() {
				t.Errorf("%q: last runs %q, known; want its name or words unknown", src, c.Argv())
			}
			continue
		}
		if got := strings.Join(c.Argv(), " "); got != want {
			t.Errorf("%q: last runs %q, want %q", src, got, want)
		}
	}
}

// TestShellScriptGlob: the script operand of every program the table knows as a shell, through
// any wrapper, is expanded as bash expands it before the shell starts, so its commands are read
// from the file the pattern matches; a quoted or escaped pattern names the file as written.
func TestShellScriptGlob(t *testing.T) {
	root, home := linkWorld(t)
	if err := os.WriteFile(filepath.Join(root, "wipe1.sh"), []byte("rm -rf /srv/data\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, src := range []string{
		"ash ./wipe?.sh", "yash wipe?.sh", "posh wi*.sh", "rbash ./wipe[0-9].sh", "busybox sh ./wipe?.sh",
		"sudo -u root ash wipe?.sh", "env X=1 lksh -x wipe*.sh", "csh wipe?.sh", "bash ./wipe?.sh",
		"p='wipe?.sh'; ash $p", "nohup busybox ash ~/proj/wipe?.sh", "toybox sh wipe*",
	} {
		s := Parse(src, Context{Cwd: root, Home: home, Root: root, ReadFile: RootReader(root, home), ReadCode: CodeReader()})
		if !runsRm(s) {
			t.Errorf("%s: the script's rm -rf is not listed: %v", src, argvs(s))
		}
	}
	// A pattern character quoted or escaped inside a pattern is literal: 'q?'* matches only
	// names that start q?, so the script is q?a.sh, not q1a.sh, which sorts first.
	for name, text := range map[string]string{"q?a.sh": "rm -rf /srv/q\n", "q1a.sh": "echo hi\n"} {
		if err := os.WriteFile(filepath.Join(root, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for src, want := range map[string]bool{"ash 'q?'a*": true, `ash q\?a*`: true, `ash "q?"*.sh`: true, "ash q?a*": false, "ash q[1]a*": false} {
		s := Parse(src, Context{Cwd: root, Home: home, Root: root, ReadFile: RootReader(root, home), ReadCode: CodeReader()})
		if got := runsRm(s); got != want {
			t.Errorf("%s: runs the q?a.sh script's rm %v, want %v: %v", src, got, want, argvs(s))
		}
	}
	for _, src := range []string{"ash './wipe?.sh'", `ash ./wipe\?.sh`, `p='wipe?.sh'; ash "$p"`, "ash -c 'wipe?.sh'", "ash ./none?.sh"} {
		s := Parse(src, Context{Cwd: root, Home: home, Root: root, ReadFile: RootReader(root, home), ReadCode: CodeReader()})
		if runsRm(s) {
			t.Errorf("%s: a quoted or unmatched pattern ran the matched script: %v", src, argvs(s))
		}
	}
}

func argvs(s *Script) (out []string) {
	for _, c := range s.Commands {
		out = append(out, strings.Join(c.Argv(), " "))
	}
	return out
}

// TestCdGlobEscaped: cd's directory is expanded only where bash would: an escaped or quoted
// pattern character is literal, an unquoted variable's is a pattern.
func TestCdGlobEscaped(t *testing.T) {
	root, home := linkWorld(t)
	for src, want := range map[string]string{
		`cd .cla\* && rm settings.json`:    root + "/.cla*",
		`cd ".cla"* && rm settings.json`:   root + "/.claude",
		`d='.cla*'; cd $d && rm x`:         root + "/.claude",
		`d='.cla*'; cd "$d" && rm x`:       root + "/.cla*",
		`cd '.c'?aude && rm settings.json`: root + "/.claude",
		`cd '.c?'aude && rm settings.json`: root + "/.c?aude",
	} {
		s := Parse(src, Context{Cwd: root, Home: home, Root: root})
		if c := s.Commands[len(s.Commands)-1]; c.Cwd != want {
			t.Errorf("%s: last runs in %q, want %q", src, c.Cwd, want)
		}
	}
}
