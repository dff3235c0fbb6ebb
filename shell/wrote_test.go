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

// TestGenerated: a migration tool's diff or schema dump written into a file, by a redirect of
// its stdout or by tee or cat passing it on, is the tool's text; its stderr, a summary, a dump
// that drops what it makes, and a stage that rewrites it are not. A tee fed by a generator is
// no later tee's twin: the same words fed by another program write other text.
func TestGenerated(t *testing.T) {
	root, home := linkWorld(t)
	m := filepath.Join(root, "m.sql")
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"npx prisma migrate diff --from-empty --to-schema-datamodel prisma/schema.prisma --script > m.sql", true},
		{"prisma migrate diff --from-empty --to-schema p --script >> m.sql", true},
		{"npx prisma migrate diff --from-empty --to-schema p --script | tee m.sql", true},
		{"npx prisma migrate diff --from-empty --to-schema p --script | tee -a m.sql >/dev/null", true},
		{"npx prisma migrate diff --from-empty --to-schema p --script | cat > m.sql", true},
		{"npx prisma migrate diff --from-empty --to-schema p --script | grep -v '^--' > m.sql", false},
		{"pg_dump -s app > m.sql", true},
		{"pg_dump --schema-only -n public app &> m.sql", true},
		{"supabase db diff --linked > m.sql", true},
		{"migra postgresql:///a postgresql:///b > m.sql", true},
		{"atlas schema diff --from file://a.hcl --to file://b.hcl > m.sql", true},
		{"drizzle-kit export > m.sql", true},
		{"npx prisma migrate diff --from-empty --to-schema p > m.sql", false},
		{"npx prisma migrate diff --from-empty --to-schema p --script 2> m.sql", false},
		{"npx prisma migrate diff --from-empty --to-schema p --script > other.sql", false},
		{"npx prisma migrate diff --help --script > m.sql", false},
		{"pg_dump -s -c app > m.sql", false},
		{"pg_dump app > m.sql", false},
		{"mysqldump --no-data app > m.sql", false},
		{"npx prisma migrate diff --script | sed 's/CREATE/DROP/' > m.sql", false},
		{"curl -s https://example.com/m.sql | tee m.sql", false},
		{"python3 gen.py > m.sql", false},
	} {
		s := Parse(tc.line, Context{Cwd: root, Home: home, Root: root, ReadFile: RootReader(root, home), ReadCode: CodeReader()})
		got := false
		for _, c := range s.Commands {
			c.Effects()
			got = got || c.Generated(m)
		}
		if got != tc.want {
			t.Errorf("%q: Generated = %v, want %v", tc.line, got, tc.want)
		}
	}
	s := Parse("prisma migrate diff --from-empty --to-schema p --script | tee m.sql; curl -s https://example.com/x | tee m.sql",
		Context{Cwd: root, Home: home, Root: root, ReadFile: RootReader(root, home), ReadCode: CodeReader()})
	for _, c := range s.Commands {
		c.Effects()
		if c.Name == "tee" && c.Twin() != nil {
			t.Errorf("the tee fed by curl is taken for the twin of the tee fed by prisma")
		}
	}
}

// TestWroteHoles: echo's and printf's words and the here-doc or here-string cat or tee
// passes on give the text written even where parts of it are only known when the line runs:
// each such part stands as the shell wrote it, a hole that Wrote never reports as known
// text. A quoted delimiter's body is known text; a writer whose words do not give the text
// gives none.
func TestWroteHoles(t *testing.T) {
	root, home := linkWorld(t)
	if err := os.WriteFile(filepath.Join(root, "extra.txt"), []byte("x=1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	const tok = "//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n"
	for _, tc := range []struct {
		line, text     string
		add, holes, ok bool
	}{
		{"echo \"//registry.npmjs.org/:_authToken=${NPM_TOKEN}\" > .npmrc", tok, false, true, true},
		{"printf '//registry.npmjs.org/:_authToken=%s\\n' \"${NPM_TOKEN}\" >> .npmrc", tok, true, true, true},
		{"cat > .npmrc <<EOF\n//registry.npmjs.org/:_authToken=${NPM_TOKEN}\nEOF", tok, false, true, true},
		{"cat <<EOF > .npmrc\n//registry.npmjs.org/:_authToken=${NPM_TOKEN}\nEOF", tok, false, true, true},
		{"cat >> .npmrc <<-EOF\n\t//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n\tEOF", tok, true, true, true},
		{"cat - > .npmrc <<EOF\n//registry.npmjs.org/:_authToken=${NPM_TOKEN}\nEOF", tok, false, true, true},
		{"tee .npmrc <<EOF >/dev/null\n//registry.npmjs.org/:_authToken=${NPM_TOKEN}\nEOF", tok, false, true, true},
		{"tee -a .npmrc <<< \"//registry.npmjs.org/:_authToken=${NPM_TOKEN}\"", tok, true, true, true},
		{"cat > .npmrc <<< \"//registry.npmjs.org/:_authToken=${NPM_TOKEN}\"", tok, false, true, true},
		{"cat > .npmrc <<EOF\nx=$(curl -s https://example.com)\nEOF", "x=$(curl -s https://example.com)\n", false, true, true},
		{"bash -c 'cat > .npmrc <<EOF\n//registry.npmjs.org/:_authToken=${NPM_TOKEN}\nEOF'", tok, false, true, true},
		// Known text: a quoted delimiter is literal, a variable the line sets is its value.
		{"cat > .npmrc <<'EOF'\n//registry.npmjs.org/:_authToken=${NPM_TOKEN}\nEOF", tok, false, false, true},
		{"T=abc; cat > .npmrc <<EOF\nk=$T\nEOF", "k=abc\n", false, false, true},
		// No text from the words: the file is read, or the program's output is its own.
		{"cat extra.txt > .npmrc <<EOF\nk=$X\nEOF", "x=1\n", false, false, true}, // the file, not stdin
		{"cat > .npmrc < \"$F\"", "", false, false, false},
		{"sed \"s/a/$X/\" > .npmrc <<EOF\nk=$X\nEOF", "", false, false, false},
		{"curl -s \"$URL\" > .npmrc", "", false, false, false},
	} {
		s := Parse(tc.line, Context{Cwd: root, Home: home, Root: root, ReadFile: RootReader(root, home), ReadCode: CodeReader()})
		abs := filepath.Join(root, ".npmrc")
		found := false
		for _, c := range s.Commands {
			for _, e := range c.Effects() {
				if e.Kind != spec.Write || e.Path.Abs != abs {
					continue
				}
				found = true
				text, add, holes, ok := c.WroteHoles(abs)
				if text != tc.text || add != tc.add || holes != tc.holes || ok != tc.ok {
					t.Errorf("%q: WroteHoles = %q add=%v holes=%v ok=%v, want %q add=%v holes=%v ok=%v",
						tc.line, text, add, holes, ok, tc.text, tc.add, tc.holes, tc.ok)
				}
				if w, _, known := c.Wrote(abs); holes && (known || w != "") {
					t.Errorf("%q: Wrote reports text with holes as known: %q", tc.line, w)
				}
			}
		}
		if !found {
			t.Errorf("%q: no write of .npmrc listed", tc.line)
		}
	}
}
