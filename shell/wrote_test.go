package shell

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard/shell/spec"
)

// wroteBy is the text the line's commands write into abs: the last writer's, as Wrote says.
func wroteBy(s *Script, abs string) (text string, add, known, written bool) {
	for _, c := range s.Commands {
		for _, e := range c.Effects() {
			if e.Kind == spec.Write && e.Path.Abs == abs {
				text, add, known = c.Wrote(abs)
				written = true
			}
		}
	}
	return text, add, known, written
}

// TestWrote: every way the shell writes known text into a file credits the command that
// wrote it with that text; a writer whose text only exists when it runs is never credited
// with an earlier command's text.
func TestWrote(t *testing.T) {
	root, home := linkWorld(t)
	if err := os.WriteFile(filepath.Join(root, "draft.sql"), []byte("DROP TABLE users;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	const drop = "DROP TABLE users;\n"
	for _, tc := range []struct {
		line, text string
		add, known bool
	}{
		{"echo 'DROP TABLE users;' > m.sql", drop, false, true},
		{"printf 'DROP TABLE users;\\n' > m.sql", drop, false, true},
		{"echo 'DROP TABLE users;' >> m.sql", drop, true, true},
		{"cat > m.sql <<'SQL'\nDROP TABLE users;\nSQL", drop, false, true},
		{"cat <<SQL > m.sql\nDROP TABLE users;\nSQL", drop, false, true},
		{"tee m.sql <<< 'DROP TABLE users;' >/dev/null", drop, false, true},
		{"echo 'DROP TABLE users;' | tee -a m.sql", drop, true, true},
		{"cp draft.sql m.sql", drop, false, true},
		{"mv draft.sql m.sql", drop, false, true},
		{"cat draft.sql > m.sql", drop, false, true},
		{"echo 'DROP TABLE users;' > /tmp/x.sql; cp /tmp/x.sql m.sql", drop, false, true},
		{"dd if=draft.sql of=m.sql", drop, false, true},
		{"bash -c \"echo 'DROP TABLE users;' > m.sql\"", drop, false, true},
		// Text only known when the command runs.
		{"sed -i 's/a/b/' m.sql", "", false, false},
		{"echo 'CREATE TABLE a (id int);' > m.sql; sed -i 's/CREATE/DROP/' m.sql", "", false, false},
		{"python3 gen.py > m.sql", "", false, false},
		{"python3 gen.py > /tmp/hg-wrote-none.sql; cp /tmp/hg-wrote-none.sql m.sql", "", false, false},
		// A copy of a file that is not there writes nothing.
		{"cp /nonexistent/x.sql m.sql", "", false, true},
	} {
		s := Parse(tc.line, Context{Cwd: root, Home: home, Root: root, ReadFile: RootReader(root, home), ReadCode: CodeReader()})
		text, add, known, written := wroteBy(s, filepath.Join(root, "m.sql"))
		if !written {
			t.Errorf("%q: no write of m.sql listed", tc.line)
			continue
		}
		if text != tc.text || add != tc.add || known != tc.known {
			t.Errorf("%q: Wrote = %q add=%v known=%v, want %q add=%v known=%v", tc.line, text, add, known, tc.text, tc.add, tc.known)
		}
	}
}
