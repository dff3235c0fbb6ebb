package lefthook

import (
	"slices"
	"testing"
)

// Names finds what a config names in every format lefthook reads, and nothing in a value
// that only mentions the words.
func TestNames(t *testing.T) {
	for _, c := range []struct {
		text        string
		files, dirs []string
	}{
		{"extends:\n  - ci/hooks.yml\n  - 'shared/*.yml' # more\npre-commit:\n  commands:\n    x:\n      run: echo\n", []string{"ci/hooks.yml", "shared/*.yml"}, nil},
		{"extends: [a.yml, \"b.yml\"]\nrc: .lefthookrc\n", []string{"a.yml", "b.yml", ".lefthookrc"}, nil},
		{"pre-commit:\n  commands:\n    lint:\n      rc: scripts/env.sh\n      run: make lint\n", []string{"scripts/env.sh"}, nil},
		{"source_dir: hooks/\nsource_dir_local: \"hooks-local\"\n", nil, []string{"hooks/", "hooks-local"}},
		{"extends = [\"x.toml\"]\nsource_dir = \"tools/hooks\"\n[pre-commit.commands.lint]\nrc = \"env.sh\"\n", []string{"x.toml", "env.sh"}, []string{"tools/hooks"}},
		{"{\n  \"extends\": [\n    \"a.json\",\n    \"b.json\"\n  ],\n  \"rc\": \"r.sh\"\n}\n", []string{"a.json", "b.json", "r.sh"}, nil},
		{"pre-commit:\n  commands:\n    x:\n      run: echo 'extends: a.yml'\n", nil, nil},
	} {
		files, dirs := Names(c.text)
		if !slices.Equal(files, c.files) || !slices.Equal(dirs, c.dirs) {
			t.Errorf("%q: got %q %q, want %q %q", c.text, files, dirs, c.files, c.dirs)
		}
	}
}

// Runs finds the project scripts a run: command starts, by path or through an interpreter,
// in every format; a program found on PATH, an interpreter's inline code, a file a command
// only reads and what lefthook fills in are none.
func TestRuns(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"pre-commit:\n  commands:\n    x:\n      run: ./scripts/x.sh {staged_files}\n", []string{"./scripts/x.sh"}},
		{"pre-commit:\n  commands:\n    x:\n      run: bash tools/check.sh\n", []string{"tools/check.sh"}},
		{"pre-push:\n  jobs:\n    - name: t\n      run: \"CI=1 node --no-warnings scripts/t.mjs && sh -e ./ci/go.sh\"\n", []string{"scripts/t.mjs", "./ci/go.sh"}},
		{"pre-commit:\n  commands:\n    x:\n      run: |\n        echo start\n        python3 hooks/lint.py\n    y:\n      run: make lint\n", []string{"hooks/lint.py"}},
		{"[pre-commit.commands.x]\nrun = \"deno run -A tools/fmt.ts\"\n", []string{"tools/fmt.ts"}},
		{"{\n  \"run\": \"env X=1 ./bin/hook\"\n}\n", []string{"./bin/hook"}},
		{"pre-commit:\n  commands:\n    x:\n      run: npx eslint src/index.ts {staged_files}\n", nil},
		{"pre-commit:\n  commands:\n    x:\n      run: bash -c 'tools/x.sh'\n", nil},
		{"pre-commit:\n  commands:\n    x:\n      run: go test ./...\n", nil},
		{"pre-commit:\n  commands:\n    x:\n      run: $HOOK_BIN/x && ~/bin/y\n", nil},
		{"pre-commit:\n  commands:\n    x:\n      runner: bash tools/r.sh\n", nil},
	} {
		if got := Runs(c.text); !slices.Equal(got, c.want) {
			t.Errorf("%q: got %q, want %q", c.text, got, c.want)
		}
	}
}
