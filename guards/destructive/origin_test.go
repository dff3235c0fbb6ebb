package destructive

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/config"
)

// The rule a stopped effect is blocked under says where it came from: the interpreter's own
// code (rmtree, DROP TABLE through its database module), a command the code hands the shell,
// a value git runs as a command; an interpreter is whatever the spec's interpreter table
// holds, in any spelling.
func TestOrigin(t *testing.T) {
	home, root := world(t)
	g := New()
	for cmd, want := range map[string]string{
		`python3 -c "import shutil; shutil.rmtree('/home/user')"`:                          "interp.delete",
		`/usr/bin/python3.12 -c "import shutil; shutil.rmtree('/srv')"`:                    "interp.delete",
		`node -e "require('fs').rmSync('/etc', {recursive: true})"`:                        "interp.delete",
		`ruby -e 'FileUtils.rm_rf("/opt")'`:                                                "interp.delete",
		`python -c 'import os; os.system("rm -rf ~")'`:                                     "interp.shell-out",
		`perl -e 'system("git reset --hard")'`:                                             "interp.shell-out",
		`awk 'BEGIN{system("rm -rf ~")}'`:                                                  "interp.shell-out",
		`python3 -c "import sqlite3; sqlite3.connect('x.db').execute('DROP TABLE users')"`: "interp.sql",
		`node -e "require('child_process').execSync('dropdb app')"`:                        "interp.shell-out",
		`GIT_SSH_COMMAND='rm -rf ~' git fetch`:                                             "git.command-env",
		// A startup file is the shell's own code, run before its script: its commands keep
		// their own rules, whichever program of the line carries the variable.
		"echo 'rm -rf ~' > env.sh && BASH_ENV=./env.sh bash -c true":         "fs.rm-recursive",
		"printf 'rm -rf ~\\n' > e.sh; ENV=./e.sh sh -i -c 'echo hi'":         "fs.rm-recursive",
		"echo 'rm -rf /srv' > e.sh; export BASH_ENV=./e.sh; git status":      "fs.rm-recursive",
		"echo 'git reset --hard' > e.sh; BASH_ENV=e.sh make":                 "git.reset-hard",
		"mkdir -p z && echo 'rm -rf ~' > z/.zshenv && ZDOTDIR=z zsh -c true": "fs.rm-recursive",
		"GIT_EDITOR='rm -rf ~' git commit":                                   "git.command-env",
		`psql -c 'drop table users'`:                                         "db.sql-destructive",
		`python manage.py sqlflush | psql`:                                   "db.sql-destructive",
		`rm -rf /srv`:                                                        "fs.rm-recursive",
	} {
		if v := check(t, g, home, root, cmd); v.Rule != want {
			t.Errorf("%s: %s/%s, want %s: %s", cmd, v.Decision, v.Rule, want, v.Reason)
		}
	}
}

// What interpreter code drops or deletes itself is the interpreters pack's, which is core:
// it is stopped whatever optional packs are in force, and whatever of their rules are off.
// A command the code hands the shell is judged as on its own line, by the packs in force.
func TestInterpreterCodeWithoutOptionalPacks(t *testing.T) {
	home, root := world(t)
	for _, table := range []map[string]any{
		{"packs": []any{"filesystem", "git", "interpreters"}},
		{"disable": []any{"db.sql-destructive", "db.redis-flush"}},
	} {
		g := New()
		if err := g.Configure(config.Table{Source: "test", Path: "guards.destructive", Values: table}); err != nil {
			t.Fatal(err)
		}
		for _, cmd := range []string{
			`python3 -c 'import sqlite3; sqlite3.connect("app.db").execute("DROP TABLE users")'`,
			`python3 -c 'import sqlite3; c = sqlite3.connect("app.db"); c.executescript("DELETE FROM users")'`,
			`node -e 'const {Client} = require("pg"); new Client().query("TRUNCATE orders")'`,
			`sudo python3 - <<'EOF'` + "\nimport sqlite3\nsqlite3.connect('/srv/app.db').execute('DROP TABLE users')\nEOF",
			`bash -c "python3 -c 'import sqlite3; sqlite3.connect(\"x.db\").execute(\"DROP TABLE t\")'"`,
		} {
			if v := check(t, g, home, root, cmd); v.Decision != hookguard.Block || v.Rule != "interp.sql" {
				t.Errorf("%v: %s: %s/%s, want a block by interp.sql", table, cmd, v.Decision, v.Rule)
			}
		}
	}
	g := New()
	if err := g.Configure(config.Table{Source: "test", Path: "guards.destructive", Values: map[string]any{"packs": []any{"filesystem", "git", "interpreters"}}}); err != nil {
		t.Fatal(err)
	}
	for _, cmd := range []string{`python3 -c 'import os; os.system("dropdb app")'`, "dropdb app", `python3 -c 'import sqlite3; sqlite3.connect("a.db").execute("SELECT 1")'`} {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Allow {
			t.Errorf("%s: blocked with the database pack off: %s", cmd, v.Reason)
		}
	}
}

// A hook switch is never authorised by a code, and its reason says why in its own words: the
// command is fully known, a person switches hooks off at their terminal.
func TestHooksOffReason(t *testing.T) {
	home, root := world(t)
	for _, cmd := range []string{"git commit --no-verify -m x", "git push --no-verify", "HUSKY=0 git commit -m x", "git -c core.hooksPath=/dev/null commit -m x",
		"git config core.hooksPath /tmp/none", `git commit -n -m "$MSG"`} {
		v := check(t, New(), home, root, cmd)
		if v.Decision != hookguard.Block || !v.NoCode {
			t.Errorf("%s: %+v", cmd, v)
			continue
		}
		if strings.Contains(v.Reason, "only known when it runs") || !strings.Contains(v.Reason, "a person runs it at their terminal") {
			t.Errorf("%s: the reason does not say why no code is offered: %s", cmd, v.Reason)
		}
	}
	if v := check(t, New(), home, root, `rm -rf "$X"`); !v.NoCode || !strings.Contains(v.Reason, "only known when it runs") {
		t.Errorf("a dynamic target: %+v", v)
	}
}

// An HTTP DELETE an interpreter's code sends is interp.http-delete, whether the code is given
// on the line or in a script file the interpreter runs (read as the line's own code is).
func TestInterpreterHTTPDelete(t *testing.T) {
	home, root := world(t)
	files := map[string]string{
		"del.py":    "import requests\nrequests.delete(f\"{BASE}/projects/42\")\n",
		"del.rb":    "require 'net/http'\nhttp = Net::HTTP.new('api.example.com', 443)\nhttp.delete('/projects/42')\n",
		"del.js":    "const axios = require('axios');\naxios.delete('https://api.example.com/projects/42');\n",
		"get.py":    "import requests\nrequests.get('https://api.example.com/projects/42/delete')\n",
		"mock.py":   "from unittest import mock\n\n@mock.patch('requests.delete')\ndef test_rm(m):\n    m.return_value.status_code = 204\n",
		"spec.js":   "const nock = require('nock');\nnock('https://api.example.com').delete('/projects/42').reply(204);\n",
		"search.rb": "require 'httparty'\nHTTParty.post('https://api.example.com/search?q=delete', body: 'q=delete')\n",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(root, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	g := New()
	for _, cmd := range []string{"python3 del.py", "ruby del.rb", "node del.js", `python -c 'import requests; requests.delete("https://api.example.com/x")'`,
		"python3 - <<'EOF'\nimport httpx\nhttpx.request('DELETE', 'https://api.example.com/x')\nEOF"} {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Block || v.Rule != "interp.http-delete" {
			t.Errorf("%s: %s/%s, want a block by interp.http-delete: %s", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
	for _, cmd := range []string{"python3 get.py", "python3 mock.py", "node spec.js", "ruby search.rb"} {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Allow {
			t.Errorf("%s: blocked: %s", cmd, v.Reason)
		}
	}
}

// A module Node finds by a bare name is read as ./x is: node_modules/NAME in the code's
// directory or one above it (package.json's exports or main, else index.js; a subpath as a
// file), or a NODE_PATH directory the line gives. Node's own modules, and packages the
// project installed (a dependency package.json declares, an entry of package-lock.json),
// are not read.
func TestNodeBareName(t *testing.T) {
	home, root := world(t)
	bad := "require('child_process').execSync('rm -rf ~');\n"
	files := map[string]string{
		"node_modules/x/index.js":           bad,
		"node_modules/y/package.json":       `{"name": "y", "main": "lib/m"}`,
		"node_modules/y/lib/m.js":           bad,
		"node_modules/@s/z/package.json":    `{"name": "@s/z", "exports": {".": {"require": "./c.js", "import": "./e.mjs"}}}`,
		"node_modules/@s/z/c.js":            bad,
		"node_modules/w/tools/wipe.js":      bad,
		"node_modules/lodash/index.js":      bad, // declared below: installed code, not read
		"node_modules/debug/index.js":       bad, // listed in package-lock.json
		"node_modules/ms/index.js":          bad, // listed in yarn.lock
		"yarn.lock":                         "# yarn lockfile v1\n\nms@^2.1.1:\n  version \"2.1.3\"\n",
		"node_modules/ok/index.js":          "module.exports = (a, b) => a + b;\n",
		"package.json":                      `{"name": "app", "dependencies": {"lodash": "^4.17.21"}}`,
		"package-lock.json":                 `{"packages": {"node_modules/debug": {"version": "4.3.4"}}}`,
		"src/app/run.js":                    "const x = require('x');\n",
		"/tmp-lib/q/index.js":               bad,
		"src/uses-fs.js":                    "const fs = require('fs'); const cp = require('node:child_process');\n",
		"node_modules/fs/index.js":          bad,
		"node_modules/child_process/x.js":   bad,
		"src/deep/er/still/run-ok.js":       "require('ok');\n",
		"node_modules/.bin/placeholder.txt": "",
	}
	for name, text := range files {
		p := filepath.Join(root, strings.TrimPrefix(name, "/"))
		if strings.HasPrefix(name, "/") {
			p = filepath.Join(filepath.Dir(home), strings.TrimPrefix(name, "/")) // check rewrites /home/user
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	lib := filepath.Join(filepath.Dir(home), "tmp-lib")
	g := New()
	for _, cmd := range []string{`node -e 'require("x")'`, `node -e 'require("y")'`, `node -e 'require("@s/z")'`, `node -e 'require("w/tools/wipe")'`,
		`node -e 'import("x")'`, `node --input-type=module -e 'import "y"'`, "node src/app/run.js", `NODE_PATH=` + lib + ` node -e 'require("q")'`,
		"mkdir -p node_modules/v && echo \"require('child_process').execSync('rm -rf ~')\" > node_modules/v/index.js && node -e 'require(\"v\")'"} {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Block {
			t.Errorf("%s: %s, want a block: %s", cmd, v.Decision, v.Reason)
		}
	}
	for _, cmd := range []string{`node -e 'require("lodash")'`, `node -e 'require("debug")'`, `node -e 'require("ms")'`, `node -e 'require("ok")'`, `node -e 'require("nothere")'`,
		"node src/uses-fs.js", `node -e 'require("q")'`, "node src/deep/er/still/run-ok.js", `node -e 'require("child_process/x")'`} {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Allow {
			t.Errorf("%s: blocked: %s", cmd, v.Reason)
		}
	}
}
