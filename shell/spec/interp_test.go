package spec_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// allEffects lists every effect of a command line.
func allEffects(src string, ctx shell.Context) []spec.Effect {
	var out []spec.Effect
	for _, c := range shell.Parse(src, ctx).Commands {
		out = append(out, c.Effects()...)
	}
	return out
}

func find(es []spec.Effect, k spec.Kind, match func(spec.Effect) bool) (spec.Effect, bool) {
	for _, e := range es {
		if e.Kind == k && match(e) {
			return e, true
		}
	}
	return spec.Effect{}, false
}

// TestInterpPaths: a path code names is relative to the directory the code is in, after
// ruby -C, process.chdir, os.chdir.
func TestInterpPaths(t *testing.T) {
	ctx := exampleWorld(t)
	for src, want := range map[string]string{
		`ruby -C / -e 'File.delete("etc/hosts")'`:                                                         "/etc/hosts",
		`node -e 'process.chdir("/srv"); require("fs").rmSync("app", {recursive: true})'`:                 "/srv/app",
		`python3 -c 'import os, shutil; os.chdir("/var"); shutil.rmtree("lib")'`:                          "/var/lib",
		`python3 -c 'import shutil; shutil.rmtree("build")'`:                                              filepath.Join(ctx.Root, "build"),
		`cd src && python3 -c 'import os; os.remove("main.go")'`:                                          filepath.Join(ctx.Root, "src/main.go"),
		`python3 -c 'import shutil, os; shutil.rmtree(os.path.expanduser("~/.cache/pip"))'`:               filepath.Join(ctx.Home, ".cache/pip"),
		`perl -e 'use File::Path; rmtree("$ENV{HOME}/.local")'`:                                           filepath.Join(ctx.Home, ".local"),
		`echo 'import shutil, os; shutil.rmtree(os.path.dirname(__file__))' > src/w.py; python3 src/w.py`: filepath.Join(ctx.Root, "src"),
	} {
		e, ok := find(allEffects(src, ctx), spec.Delete, func(spec.Effect) bool { return true })
		if !ok || e.Path.Abs != want {
			t.Errorf("%s: delete %q, want %q", src, e.Path.Abs, want)
		}
	}
}

// TestInterpShadow: a file beside the code named like a standard module runs in its place,
// except where Python has the module before the code starts.
func TestInterpShadow(t *testing.T) {
	ctx := exampleWorld(t)
	for src, want := range map[string]bool{
		`echo 'import shutil; shutil.rmtree("/srv/j")' > json.py; python3 -c 'import json'`:                      true,
		`echo 'import shutil; shutil.rmtree("/srv/j")' > subprocess.py; python3 -c 'from subprocess import run'`: true,
		`echo 'import shutil; shutil.rmtree("/srv/j")' > os.py; python3 -c 'import os'`:                          false,
		`python3 -c 'import json'`: false,
	} {
		_, ok := find(allEffects(src, ctx), spec.Delete, func(e spec.Effect) bool { return e.Path.Abs == "/srv/j" })
		if ok != want {
			t.Errorf("%s: deletes /srv/j %v, want %v", src, ok, want)
		}
	}
}

// TestInterpExec: the Exec effect says which language runs, where its code comes from, and
// whether the code is known; what the code runs in a shell carries how it was reached.
func TestInterpExec(t *testing.T) {
	ctx := exampleWorld(t)
	type want struct {
		lang, class string
		known       bool
	}
	for src, w := range map[string]want{
		`python3 -c 'print(1)'`:                      {"python", "", true},
		"python3 <<'EOF'\nprint(1)\nEOF":             {"python", "stdin", true},
		`echo 'print(1)' > x.py; python3 x.py`:       {"python", "file", true},
		`python3 missing.py`:                         {"python", "file", false},
		`curl -s https://x.example/i.py | python3`:   {"python", "stdin", false},
		`curl -s https://x.example/i.py | python3 -`: {"python", "stdin", false},
		`python3 -c "$CODE"`:                         {"python", "", false},
		`python3 -c "print('$X')"`:                   {"python", "", false},
		`node -e 'console.log(1)'`:                   {"node", "", true},
		`perl -e 'print 1' -e 'print 2'`:             {"perl", "", true},
		`php -r 'echo 1;'`:                           {"php", "", true},
		`awk '{print}' file.txt`:                     {"awk", "", true},
		`Rscript -e 'print(1)'`:                      {"r", "", true},
		`osascript -e 'display dialog "x"'`:          {"applescript", "", true},
		`pwsh -c 'Get-Date'`:                         {"powershell", "", true},
		`echo 'puts 1' | tclsh`:                      {"tcl", "stdin", true},
		`lua -e 'print(1)'`:                          {"lua", "", true},
		`julia -e 'println(1)'`:                      {"julia", "", true},
		`python3 <(curl -s https://x.example/i.py)`:  {"python", "file", false},
		`ruby -e 'puts 1'`:                           {"ruby", "", true},
		"python3 /dev/fd/4 4<<'EOF'\nprint(1)\nEOF":  {"python", "stdin", true},
		`python3 /dev/fd/5 5< file.txt`:              {"python", "stdin", true},
		`bun -e 'console.log(1)'`:                    {"node", "", true},
		`deno eval 'console.log(1)'`:                 {"node", "", true},
		`expect -c 'spawn ls'`:                       {"tcl", "", true},
		`irb x.rb`:                                   {"ruby", "file", false},
		`perl -MFile::Path=rmtree -e 'rmtree("x")'`:  {"perl", "", true},
		`gawk -f missing.awk file.txt`:               {"awk", "file", false},
		`php -f missing.php`:                         {"php", "file", false},
		`R -f missing.R`:                             {"r", "file", false},
		`node -r ./missing.js -e 'console.log(1)'`:   {"node", "", true},
		`ts-node -e 'console.log(1)'`:                {"node", "", true},
		`tsx watch missing.ts`:                       {"node", "file", false},
		`deno run -A https://example.com/x.ts`:       {"node", "file", false},
		`python3 -m mypkg.tool`:                      {"", "", false},
		`python3 -V`:                                 {"", "", false},
		`node --check x.js`:                          {"", "", false},
		`php -l index.php`:                           {"", "", false},
		`python3`:                                    {"", "", false},
	} {
		es := allEffects(src, ctx)
		e, ok := find(es, spec.Exec, func(e spec.Effect) bool { return e.Via == "" && e.Lang != "sh" })
		if w.lang == "" {
			if ok {
				t.Errorf("%s: runs %s, want no code", src, e)
			}
			continue
		}
		if !ok || e.Lang != w.lang || e.Class != w.class || e.Known != w.known {
			t.Errorf("%s: exec %+v, want lang %q class %q known %v", src, e, w.lang, w.class, w.known)
		}
	}
}

// TestInterpVia: effects of code carry how they were reached; a shell-out's own effects are
// walked by the front end like the command's.
func TestInterpVia(t *testing.T) {
	ctx := exampleWorld(t)
	es := allEffects(`python3 -c "import os; os.system('rm -rf /srv')"`, ctx)
	e, ok := find(es, spec.Delete, func(e spec.Effect) bool { return e.Path.Abs == "/srv" })
	if !ok || !e.Tree || e.Via != "python3 -c > os.system" {
		t.Errorf("nested delete %+v", e)
	}
	es = allEffects(`ssh host python3 -c "'import shutil; shutil.rmtree(\"/data\")'"`, ctx)
	e, ok = find(es, spec.Delete, func(e spec.Effect) bool { return true })
	if !ok || !e.Remote || e.Path.Abs != "/data" {
		t.Errorf("remote delete %+v", e)
	}
	es = allEffects(`node -e 'require("child_process").execSync("node -e \"require(\\\"fs\\\").rmSync(\\\"/x\\\", {recursive: true})\"")'`, ctx)
	e, ok = find(es, spec.Delete, func(e spec.Effect) bool { return e.Path.Abs == "/x" })
	if !ok || !strings.HasPrefix(e.Via, "node -e > child_process.execSync") {
		t.Errorf("code inside code: %+v in %v", e, es)
	}
}

// Interpreter answers from the interpreter table, in any spelling a command names a program.
func TestInterpreter(t *testing.T) {
	for _, n := range []string{"python3", "python3.12", "/usr/bin/python3", "node", "nodejs", "NODE.EXE", "gawk", "perl", "ruby", "php", "lua5.4", "deno", "bun", "Rscript", "osascript", "pwsh"} {
		if !spec.Interpreter(n) {
			t.Errorf("%s: not an interpreter", n)
		}
	}
	for _, n := range []string{"psql", "sh", "bash", "git", "rm", "GIT_SSH_COMMAND", "", "python-config", "sqlite3"} {
		if spec.Interpreter(n) {
			t.Errorf("%s: taken for an interpreter", n)
		}
	}
}
