package shell

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// codeWorld is a project and, beside it, a directory outside it, as the agent can write both
// (/tmp is writable): a script there runs as surely as one in the project.
func codeWorld(t *testing.T) (root, out string, c Context) {
	t.Helper()
	base := t.TempDir()
	root, out = filepath.Join(base, "proj"), filepath.Join(base, "tmp")
	for _, d := range []string{root, out} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write := func(p, text string) {
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(out, "evil.sh"), "rm -rf /etc\n")
	write(filepath.Join(out, ".zshenv"), "rm -rf /zsh\n")
	write(filepath.Join(out, "fn.sh"), "ls() { rm -rf /fn; }\n")
	write(filepath.Join(out, "ok.sh"), "echo fine\n")
	write(filepath.Join(out, "sitecustomize.py"), "import os\n")
	write(filepath.Join(root, "pad.sh"), "rm -rf /pad\n"+strings.Repeat("#", 600<<10)+"\nrm -rf /tail\n")
	write(filepath.Join(root, "small.sh"), "rm -rf /small\n")
	write(filepath.Join(root, "app"), "\x7fELF\x02\x01\x01\x00"+strings.Repeat("x", 300<<10)+"\nrm -rf /bin\n")
	write(filepath.Join(root, "Makefile"), "x:\n\trm -rf /made\n"+strings.Repeat("# generated\n", (3<<20)/12))
	c = Context{Cwd: root, Home: "/home/u", Root: root, ReadFile: RootReader(root, "/home/u"), ReadCode: CodeReader()}
	return root, out, c
}

func listing(s *Script) string {
	var got []string
	for _, cmd := range s.Commands {
		got = append(got, line(cmd))
	}
	return strings.Join(got, " | ")
}

// TestCodeOutsideProject: a script, a sourced file or a recipe file outside the project is read
// and walked as one inside it is; before, `sh /tmp/evil.sh` listed sh alone.
func TestCodeOutsideProject(t *testing.T) {
	_, out, c := codeWorld(t)
	for _, src := range []string{"sh " + out + "/evil.sh", "bash " + out + "/evil.sh", ". " + out + "/evil.sh",
		out + "/evil.sh", "cd " + out + " && sh ./evil.sh", "env bash " + out + "/evil.sh",
		"sh < " + out + "/evil.sh", "bash -s < " + out + "/evil.sh"} {
		s := Parse(src, c)
		if !strings.Contains(listing(s), "rm -rf /etc") {
			t.Errorf("Parse(%q) does not list the script's rm: %s", src, listing(s))
		}
		if len(s.Unreadable) > 0 {
			t.Errorf("Parse(%q): a readable script is not unknown code: %v", src, s.Unreadable)
		}
	}
	// Without the code reader (a caller that gives none), only the project is read.
	c.ReadCode = nil
	if l := listing(Parse("sh "+out+"/evil.sh", c)); strings.Contains(l, "rm -rf") {
		t.Errorf("with no code reader the outside script was read: %s", l)
	}
}

// TestCodeTooLong: a script longer than the bound is judged by its first part, and the rest is
// unknown code (before, the whole script read as nothing); a generated Makefile of 3 MB is
// read whole.
func TestCodeTooLong(t *testing.T) {
	_, _, c := codeWorld(t)
	for _, src := range []string{"sh pad.sh", "bash pad.sh", ". ./pad.sh", "./pad.sh", "sh < pad.sh"} {
		s := Parse(src, c)
		if l := listing(s); !strings.Contains(l, "rm -rf /pad") || strings.Contains(l, "/tail") {
			t.Errorf("Parse(%q) should list the first part only: %s", src, l)
		}
		if len(s.Unreadable) != 1 || !strings.Contains(s.Unreadable[0], "larger than 256 KB") {
			t.Errorf("Parse(%q): the unread rest should be unknown code, got %q", src, s.Unreadable)
		}
	}
	s := Parse("make x", c)
	if l := listing(s); !strings.Contains(l, "rm -rf /made") || len(s.Unreadable) > 0 {
		t.Errorf("make x over a 3 MB Makefile: %s %q", l, s.Unreadable)
	}
	// A compiled program run by its path is not read as a script, whatever its size.
	s = Parse("./app ledger list", c)
	if l := listing(s); strings.Contains(l, "rm -rf") || len(s.Unreadable) > 0 || s.Err != nil {
		t.Errorf("./app, a binary: %s %q %v", l, s.Unreadable, s.Err)
	}
	s = Parse("sh small.sh", c)
	if len(s.Unreadable) > 0 {
		t.Errorf("a short script is not unknown code: %q", s.Unreadable)
	}
}

// TestCodeFileCount: a line that runs more outside code files than the bound gets the rest as
// unknown code, not as nothing.
func TestCodeFileCount(t *testing.T) {
	_, out, c := codeWorld(t)
	src := strings.Repeat("sh "+out+"/ok.sh; ", maxCodeFiles) + "sh " + out + "/evil.sh"
	s := Parse(src, c)
	if len(s.Unreadable) == 0 || !strings.Contains(s.Unreadable[0], "more code files") {
		t.Errorf("past %d code files: %q", maxCodeFiles, s.Unreadable)
	}
}

// TestStartupFiles: the files a shell reads before its code, named by the environment or an
// option, are walked as sourced first (their functions are the ones the code calls); what other
// runtimes preload is unknown code; and harmless uses of the same variables stay quiet.
func TestStartupFiles(t *testing.T) {
	_, out, c := codeWorld(t)
	e := out + "/evil.sh"
	for src, want := range map[string]string{
		"BASH_ENV=" + e + " bash -c true":              "rm -rf /etc",
		"export BASH_ENV=" + e + "; bash -c 'echo hi'": "rm -rf /etc",
		"BASH_ENV=" + e + " bash missing.sh":           "rm -rf /etc",
		"BASH_ENV=" + e + " bash small.sh":             "rm -rf /etc",
		"echo ls | BASH_ENV=" + e + " bash":            "rm -rf /etc",
		"env BASH_ENV=" + e + " bash -c true":          "rm -rf /etc",
		"BASH_ENV=" + out + "/fn.sh bash -c ls":        "rm -rf /fn",
		"BASH_ENV=" + e + " make x":                    "rm -rf /etc",
		"ENV=" + e + " sh -i":                          "rm -rf /etc",
		"ENV=" + e + " dash":                           "rm -rf /etc",
		"bash --rcfile " + e:                           "rm -rf /etc",
		"bash --init-file " + e + " -i":                "rm -rf /etc",
		"ZDOTDIR=" + out + " zsh -c true":              "rm -rf /zsh",
		"ENV=" + e + " sh -c true":                     "",
		"BASH_ENV=" + e + " sh -c true":                "",
		"bash --norc --rcfile " + e:                    "",
		"BASH_ENV=" + e + " bash --posix -c true":      "",
		"ZDOTDIR=" + out + " zsh -f -c true":           "",
	} {
		l := listing(Parse(src, c))
		if got := strings.Contains(l, "rm -rf"); got != (want != "") || want != "" && !strings.Contains(l, want) {
			t.Errorf("Parse(%q) = %s; want it to list %q", src, l, want)
		}
	}
	for src, unknown := range map[string]bool{
		"NODE_OPTIONS='--require " + out + "/x.js' node -e 1":                 true,
		"NODE_OPTIONS=--import=tsx npm test":                                  true,
		"NODE_OPTIONS='-r ts-node/register' npx mocha":                        true,
		"export NODE_OPTIONS='--loader ./l.mjs'; npm test":                    true,
		"PERL5OPT=-MEvil perl -e 1":                                           true,
		"RUBYOPT=-r/tmp/evil.rb ruby -e 1":                                    true,
		"LD_PRELOAD=/tmp/x.so ls":                                             true,
		"PYTHONPATH=" + out + " python3 -c 1":                                 true,
		"echo 'import os' > sitecustomize.py; PYTHONPATH=. python3 -m pytest": true,
		"NODE_OPTIONS=--max-old-space-size=4096 npm run build":                false,
		"NODE_OPTIONS='--enable-source-maps' node app.js":                     false,
		"PERL5OPT=-w perl x.pl":                                               false,
		"PYTHONPATH=src python3 -m pytest":                                    false,
		"export NODE_OPTIONS='-r x'; echo hi":                                 false,
		"LD_PRELOAD= ls":                                                      false,
	} {
		s := Parse(src, c)
		if got := len(s.Unreadable) > 0; got != unknown {
			t.Errorf("Parse(%q): unknown code %v, want %v (%q)", src, got, unknown, s.Unreadable)
		}
	}
}

// TestTerminalCode: where the harness writes to a running command unseen (Codex), a program
// that reads its code from the terminal is unknown code; given its code, or elsewhere, quiet.
func TestTerminalCode(t *testing.T) {
	_, _, c := codeWorld(t)
	c.TerminalUnseen = true
	for src, unknown := range map[string]bool{
		"bash": true, "sh -s": true, "bash -i": true, "zsh": true, "busybox sh": true, "python3": true,
		"python3 -i x.py": true, "node": true, "perl": true, "irb": true, "php -a": true, "psql mydb": true,
		"mysql prod": true, "sqlite3 app.db": true, "redis-cli": true, "redis-cli -h cache": true,
		"script -q /dev/null": true, "ssh localhost": true, "sudo bash": true, "(bash)": true,
		"bash -c ls": false, "echo ls | bash": false, "bash < /dev/null": false, "bash small.sh": false,
		"python3 x.py": false, "python3 -c 1": false, "python3 --version": false, "node -v": false,
		"psql mydb -c 'select 1'": false, "psql -f x.sql": false, "mysql -e 'select 1'": false,
		"sqlite3 app.db 'select 1'": false, "redis-cli get x": false, "ssh host ls": false,
		"script -qc ls /dev/null": false, "psql mydb <<< 'select 1'": false, "awk": false, "ls": false,
		// Options alone give no code: the program still reads it from the terminal.
		"python3 -u": true, "python3 -": true, "python3 -W ignore": true, "python3 -X dev -q": true, "node --inspect": true,
		"node --inspect=9229 --no-warnings": true, "ruby -w": true, "perl -w": true, "bash --norc": true, "psql -q": true,
		"script -Ocap.log": true, "script -q": true, "script -qa log.txt": true, "php -d x=1": true, "lua -W": true,
		"deno --quiet": true, "deno repl": true, "pwsh -NoProfile": true, "pwsh -ExecutionPolicy Bypass": true, "cmd": true, "perl -d -e 1": true, "R --vanilla": true, "tclsh": true, "env -u X python3 -u": true, "python3 /dev/stdin": true,
		"python3 -u x.py": false, "python3 -m pytest": false, "node --inspect app.js": false, "ruby -w x.rb": false,
		"perl -w x.pl": false, "bash --norc x.sh": false, "psql -q -c 'select 1'": false, "script -q -c ls /dev/null": false,
		"script -q --command=ls log": false, "python3 - < x.py": false, "echo 1 | python3 -u": false, "node -p 1": false,
		"perl -ne 'print' f": false, "ruby -e 1": false, "python3 -W ignore x.py": false, "php -r 'echo 1;'": false,
		// Prompts of their own, besides the interpreters whose code is read.
		"bun repl": true, "ghci": true, "ghci x.hs": true, "stack ghci": true, "cabal repl": true, "pry": true, "iex": true,
		"iex -S mix": true, "erl": true, "jshell": true, "clojure": true, "clj -M": true, "clj -r x.clj": true, "lein repl": true,
		"sbt": true, "sbt console": true, "scala": true, "scala repl": true, "scala-cli": true, "scala-cli repl": true, "scala-cli --power": true, "amm": true, "swift": true, "swift repl": true, "ocaml": true,
		"utop": true, "racket": true, "racket -i x.rkt": true, "guile": true, "sbcl": true, "kotlinc": true, "groovysh": true,
		"ipython": true, "ipython -i x.py": true, "bpython": true, "ptpython": true, "jupyter console": true, "psysh": true,
		"octave": true, "octave --persist x.m": true, "gnuplot": true, "dc": true, "spark-shell": true, "pyspark": true,
		"dotnet fsi": true, "fsi": true, "nix repl": true, "rails console": true, "rails c": true, "bundle exec rails c": true,
		"php artisan tinker": true, "node inspect x.js": true, "gdb ./a.out": true, "lldb ./a.out": true, "sftp host": true,
		"expect": true, "ed notes.txt": true, "nu": true, "xonsh": true, "ts-node": true, "npx ts-node": true, "mysqlsh": true,
		"pgcli db": true, "mycli db": true, "litecli app.db": true, "sqlplus u/p": true, "sqlcmd -S srv": true,
		"clickhouse-client": true, "cqlsh host": true, "usql pg://x": true,
		"ghci -e main": false, "stack build": false, "cabal build": false, "pry x.rb": false, "ocaml x.ml": false,
		"erl -noshell -s m f -s init stop": false, "clojure -M -m app.core": false, "clj -X:test": false, "clj x.clj": false,
		"lein test": false, "sbt test": false, "scala x.scala": false, "scala -e 1": false, "scala-cli run x.sc": false, "scala-cli x.sc": false, "amm x.sc": false, "amm -c 1": false, "echo 1 | amm": false,
		"cabal repl < x.ghci": false, "echo main | stack ghci": false, "swift build": false,
		"swift x.swift": false, "racket x.rkt": false, "racket -e 1": false, "guile -c 1": false, "sbcl --script x.lisp": false,
		"kotlinc x.kt": false, "ipython x.py": false, "ipython -c 1": false, "jupyter notebook": false, "octave x.m": false,
		"octave --eval 1": false, "dc -e '1 p'": false, "dotnet fsi x.fsx": false, "dotnet build": false, "nix build": false,
		"rails server": false, "rails db:migrate": false, "php artisan migrate": false, "node inspect -p 42": true,
		"bun install": false, "gdb -batch -ex run ./a": false, "lldb -b -o run ./a": false, "sftp -b cmds host": false,
		"expect x.exp": false, "expect -c x": false, "nu -c ls": false, "xonsh -c ls": false, "ts-node x.ts": false,
		"ts-node -e 1": false, "mysqlsh -e 1": false, "mycli -e 'select 1'": false, "sqlcmd -Q 'select 1'": false,
		"clickhouse-client -q 'select 1'": false, "cqlsh -e x": false, "usql -c x pg://": false, "sqlplus u/p @x.sql": false,
		"ed -s f < cmds": false, "echo q | ghci": false, "ghci --version": false,
		// What the terminal's text reaches through: a filter that passes it on, a user switch or
		// a multiplexer that opens a shell.
		"cat | bash": true, "cat - | sh": true, "head -n1 | python3": true, "cat | tee log | sh": true, "grep . | sh": true,
		"(cat) | sh": true, "sudo -s": true, "sudo -i": true, "su": true, "su - bob": true, "doas -s": true, "tmux": true,
		"tmux new -s work": true, "tmux attach -t work": true, "screen": true, "screen -r work": true, "zellij attach x": true,
		"machinectl shell": true,
		"cat x.sh | sh":    false, "echo ls | cat | sh": false, "cat < x.sh | sh": false, "cat <<< ls | sh": false, "cat | wc -l": false,
		"ls | sh": false, "sudo -i ls": false, "sudo ls": false, "su -c ls bob": false, "su - bob -c ls": false, "doas ls": false,
		"tmux new -d -s x": false, "tmux new-session 'make test'": false, "tmux ls": false, "tmux send-keys -t x ls Enter": false,
		"screen -dmS x make": false, "screen -ls": false, "zellij run -- ls": false, "machinectl list": false,
		// Programs that take their code or keystrokes from the terminal though they look like
		// tools: python's own prompts and debugger, editors, calculators.
		"python3 -m code": true, "python3 -m pdb x.py": true, "python -m asyncio": true, "python3 -mpdb x.py": true,
		"python3 -m pdb -c continue x.py": true, "vim": true, "vim x.go": true, "vi x": true, "nvim x.go": true,
		"nano x.txt": true, "emacs -nw x.txt": true, "emacs x.txt": true, "bc": true, "bc -l": true, "bc x.bc": true,
		"python3 -m pytest x.py": false, "python3 -m http.server": false, "echo 'print(1)' | python3 -m code": false,
		"nvim --headless -c q x": false, "emacs --batch -f save-buffer x": false, "emacs --script x.el": false,
		"echo 1+1 | bc": false, "bc < x.bc": false, "vim --version": false, "nano --help": false,
		"awk '{system($0)}'": true, "gawk -e '{system($0)}'": true, "sed e": true,
		"sed 's/.*/&/e'": true, "sed -e 's/.*/&/e'": true, "awk '{system($0)}' -": true,
		"awk '{system($0)}' f": false, "echo ls | awk '{system($0)}'": false, "sed e cmds.txt": false, "sed 's/x/y/'": false,
		"awk '{print}'": false, "awk 'BEGIN{system(\"ls\")}'": false, "sed 's/.*/&/e' < f": false,
		// A line read from the terminal, run as code.
		`read x; eval "$x"`: true, `read -r x; sh -c "$x"`: true, `mapfile a; eval "${a[@]}"`: true, `read; eval "$REPLY"`: true,
		`while read -r l; do eval "$l"; done`: true, `read x; bash -c "echo; $x"`: true, `readarray -t a; eval "${a[0]}"`: true,
		`echo ls | { read x; eval "$x"; }`: false, `read x < f; eval "$x"`: false, `read x <<< ls; eval "$x"`: false,
		`read -u 3 x; eval "$x"`: false, `read x; echo "$x"`: false, `eval "$1"`: false, `x=$HOME; eval "$x"`: false,
		`while read -r l; do eval "$l"; done < cmds`: false, `read x; eval ls`: false,
		`x=$(cat); eval "$x"`: true, `eval "$(head -n1)"`: true, `sh -c "$(cat -)"`: true,
		`x=$(cat f); eval "$x"`: false, `eval "$(cat < f)"`: false, `eval "$(echo ls | cat)"`: false, `x=$(cat); echo "$x"`: false,
		"php x.php": false, "deno run x.ts": false, "bun x.ts": false, "pwsh -NoProfile -c ls": false, "cmd /c dir": false, "perl -d:NYTProf x.pl": false, "R -f x.R": false, "python3 -V": false, "php -v": false, "node -r ts-node/register x.ts": false,
	} {
		s := Parse(src, c)
		if got := len(s.Unreadable) > 0; got != unknown {
			t.Errorf("Parse(%q) under Codex: unknown code %v, want %v (%q)", src, got, unknown, s.Unreadable)
		}
	}
	c.TerminalUnseen = false
	for _, src := range []string{"bash", "python3", "psql mydb", "ssh localhost", "cat | bash", "sudo -s", "tmux"} {
		if s := Parse(src, c); len(s.Unreadable) > 0 {
			t.Errorf("Parse(%q) where nothing writes to it unseen: %q", src, s.Unreadable)
		}
	}
}

// TestInterpreterCodeOutsideProject: a file an interpreter or a client runs as code is read
// wherever it is, as a shell script is: a Python, Node or SQL file in a scratch directory
// (python3 /tmp/x.py, fed on stdin, piped from cat, or imported by one there), or a sed script
// there, is judged by what it does; before, a line ran it unseen.
func TestInterpreterCodeOutsideProject(t *testing.T) {
	_, out, c := codeWorld(t)
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(out, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("x.py", "import shutil\nshutil.rmtree('/etc')\n")
	write("a.py", "import b\n")
	write("b.py", "import shutil\nshutil.rmtree('/etc')\n")
	write("n.js", "require('fs').rmSync('/etc', {recursive: true})\n")
	write("d.sql", "DROP TABLE users;\n")
	write("w.sed", "w /etc/passwd\n")
	write("fine.py", "print('hello')\n")
	write("usepkg.py", "import pkg\n")
	write("main.js", "require('./lib')\n")
	write("lib.js", "require('fs').rmSync('/etc', {recursive: true})\n")
	if err := os.MkdirAll(filepath.Join(out, "pkg"), 0o755); err != nil {
		t.Fatal(err)
	}
	write("pkg/__init__.py", "import shutil\nshutil.rmtree('/etc')\n")
	for src, want := range map[string]string{
		"python3 " + out + "/x.py":              "delete-r /etc",
		"cd " + out + " && python3 x.py":        "delete-r /etc",
		"python3 < " + out + "/x.py":            "delete-r /etc",
		"cat " + out + "/x.py | python3 -":      "delete-r /etc",
		"python3 " + out + "/a.py":              "delete-r /etc",
		"node " + out + "/n.js":                 "delete-r /etc",
		"psql -d app -f " + out + "/d.sql":      "destroy-r:database table users",
		"sed -n -f " + out + "/w.sed notes.txt": "write /etc/passwd",
		"python3 " + out + "/fine.py":           "",
		// A load's later candidates are tried where the first is not there.
		"python3 " + out + "/usepkg.py": "delete-r /etc",
		"node " + out + "/main.js":      "delete-r /etc",
		// A module found through the search path the command gives Python.
		"PYTHONPATH=" + out + " python3 -c 'import b'":                  "delete-r /etc",
		"export PYTHONPATH=/nowhere:" + out + "; python3 -c 'import b'": "delete-r /etc",
		"PYTHONPATH=" + out + " python3 -c 'import os'":                 "",
		"python3 -c 'import b'":                                         "",
	} {
		s := Parse(src, c)
		var effs []string
		for _, cmd := range s.Commands {
			for _, e := range cmd.Effects() {
				effs = append(effs, e.String())
			}
		}
		got := strings.Join(effs, "; ")
		switch {
		case want == "" && (strings.Contains(got, "delete") || strings.Contains(got, "destroy")):
			t.Errorf("%q: a harmless script outside the project: %s", src, got)
		case want != "" && !strings.Contains(got, want):
			t.Errorf("%q: effects %s, want %q among them", src, got, want)
		}
	}
}
