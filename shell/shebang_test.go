package shell

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard/shell/spec"
)

// deletes reports whether a parse deletes path, and lists the commands' names.
func deletes(s *Script, path string) (bool, []string) {
	var names []string
	found := false
	for _, cmd := range s.Commands {
		names = append(names, cmd.Name)
		for _, e := range cmd.Effects() {
			if e.Kind == spec.Delete && e.Path.Abs == path {
				found = true
			}
		}
	}
	return found, names
}

// TestShebangScripts: a script run by its path runs what its #! line names on it, so
// ./tool.py is read as python3 ./tool.py is (before, only a shell's #! was read and any other
// script was an unknown program). A file with no #! that is no shell text (a binary), a
// missing file, and a #! naming a relative program stay unknown; a #! chain ends.
func TestShebangScripts(t *testing.T) {
	root, _, c := codeWorld(t)
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(root, name), []byte(text), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write("evil.py", "#!/usr/bin/env python3\nimport os\nos.system(\"rm -rf /srv\")\n")
	write("evil3.py", "#!/usr/bin/python3\nimport shutil\nshutil.rmtree(\"/srv\")\n")
	write("evil.js", "#!/usr/bin/env node\nrequire('child_process').execSync('rm -rf /srv')\n")
	write("evil.rb", "#!/usr/bin/env ruby\nsystem('rm -rf /srv')\n")
	write("evil.awk", "#!/usr/bin/awk -f\nBEGIN { system(\"rm -rf /srv\") }\n")
	write("split.py", "#!/usr/bin/env -S python3 -u\nimport os\nos.system(\"rm -rf /srv\")\n")
	write("evil.sh", "#!/usr/bin/env bash\nrm -rf /srv\n")
	write("ok.py", "#!/usr/bin/env python3\nprint('hi')\n")
	write("rel.py", "#!python3\nimport os\nos.system(\"rm -rf /srv\")\n")
	write("loop", "#!"+filepath.Join(root, "loop")+"\nrm -rf /srv\n")
	for _, tc := range []struct {
		src  string
		want bool
	}{
		{"./evil.py", true},
		{"./evil.py --force x", true},
		{root + "/evil3.py", true},
		{"./evil.js", true},
		{"./evil.rb", true},
		{"./evil.awk", true},
		{"./split.py", true},
		{"./evil.sh", true},
		{"cd / && " + root + "/evil.py", true},
		{"printf '#!/usr/bin/env python3\\nimport os\\nos.system(\"rm -rf /srv\")\\n' > new.py; chmod +x new.py; ./new.py", true},
		{"./ok.py", false},
		{"python3 ./ok.py", false},
		{"printf '#!/usr/bin/env python3\\nprint(1)\\n' > ok.py; ./ok.py", false},
		{"./rel.py", false},
		{"./missing.py", false},
		{"./app", false},
		{"./loop", false},
	} {
		got, names := deletes(Parse(tc.src, c), "/srv")
		if got != tc.want {
			t.Errorf("Parse(%q) deletes /srv: %v, want %v (commands %v)", tc.src, got, tc.want, names)
		}
	}
	// The binary and a missing script stay an unknown program: listed by their own name.
	for _, src := range []string{"./app", "./missing.py", "./rel.py"} {
		if _, names := deletes(Parse(src, c), "/srv"); len(names) != 1 || names[0] != src {
			t.Errorf("Parse(%q) lists %v, want the program alone", src, names)
		}
	}
}
