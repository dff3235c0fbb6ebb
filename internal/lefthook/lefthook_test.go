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
