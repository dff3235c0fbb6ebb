package spec_test

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// exampleWorld is a home with a project, where examples run: cwd and root are the project.
func exampleWorld(t *testing.T) shell.Context {
	t.Helper()
	base, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(base, "home", "user")
	root := filepath.Join(home, "project")
	for _, d := range []string{".git", "src", "build", "dir", "bin", "d", "out", ".claude"} {
		if err := os.MkdirAll(filepath.Join(root, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{"file.txt", "src/main.go", ".env", "a.zip"} {
		if err := os.WriteFile(filepath.Join(root, f), []byte("x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	writeArchives(t, root)
	return shell.Context{Cwd: root, Home: home, Root: root, ReadFile: shell.RootReader(root, home)}
}

// writeArchives puts three archives of the project in it: bundle.tgz, as tar czf bundle.tgz .
// makes it (./, ./.env, ./src/, ./src/main.go), bundle.zip (.env, src/main.go), and x.gz, a
// gzip file whose header keeps the name settings.json.
func writeArchives(t *testing.T, root string) {
	t.Helper()
	var tb bytes.Buffer
	gz := gzip.NewWriter(&tb)
	tw := tar.NewWriter(gz)
	for _, name := range []string{"./", "./.env", "./src/", "./src/main.go"} {
		h := &tar.Header{Name: name, Mode: 0o644, Typeflag: tar.TypeReg, Size: 2}
		if strings.HasSuffix(name, "/") {
			h.Typeflag, h.Size, h.Mode = tar.TypeDir, 0, 0o755
		}
		if err := tw.WriteHeader(h); err != nil {
			t.Fatal(err)
		}
		if h.Size > 0 {
			if _, err := tw.Write([]byte("x\n")); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := gz.Close(); err != nil {
		t.Fatal(err)
	}
	var zb bytes.Buffer
	zw := zip.NewWriter(&zb)
	for _, name := range []string{".env", "src/main.go"} {
		f, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.Write([]byte("x\n")); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	// x.gz keeps another name in its header (gzip -N made it of settings.json).
	var nb bytes.Buffer
	nz := gzip.NewWriter(&nb)
	nz.Name = "settings.json"
	if _, err := nz.Write([]byte("{}\n")); err != nil {
		t.Fatal(err)
	}
	if err := nz.Close(); err != nil {
		t.Fatal(err)
	}
	// lib.a, an ar archive: x.o, and settings.json kept with its path (.claude/settings.json)
	// in GNU's long-name table.
	table := ".claude/settings.json/\n" // 23 bytes, padded to 24
	ar := "!<arch>\n" + arHeader("//", len(table)) + table + "\n" + arHeader("x.o/", 2) + "x\n" + arHeader("/0", 3) + "{}\n\n"
	for name, b := range map[string][]byte{"bundle.tgz": tb.Bytes(), "bundle.zip": zb.Bytes(), "x.gz": nb.Bytes(), "lib.a": []byte(ar)} {
		if err := os.WriteFile(filepath.Join(root, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// arHeader is an ar member's 60-byte header.
func arHeader(name string, size int) string {
	return fmt.Sprintf("%-16s%-12s%-6s%-6s%-8s%-10d`\n", name, "0", "0", "0", "644", size)
}

// effectsOf lists what a command line does, rendered as spec examples are written.
func effectsOf(src string, ctx shell.Context) []string {
	s := shell.Parse(src, ctx)
	var out []string
	for _, c := range s.Commands {
		for _, e := range c.Effects() {
			if e.Kind == spec.Env {
				continue
			}
			out = append(out, strings.ReplaceAll(e.String(), ctx.Home, "~"))
		}
	}
	return out
}

// TestExamples runs every spec's examples: "CMD => EFFECT" must be among the effects of CMD,
// "CMD !> EFFECT" must not, and "CMD => -" has no effect at all.
func TestExamples(t *testing.T) {
	ctx := exampleWorld(t)
	n := 0
	for _, s := range spec.All() {
		for _, ex := range exampleLines(s.Examples) {
			n++
			cmd, want, must := splitExample(ex)
			if cmd == "" {
				t.Errorf("%s: example %q has neither => nor !>", s.Name, ex)
				continue
			}
			got := effectsOf(cmd, ctx)
			has := contains(got, want)
			switch {
			case want == "-" && must && len(withoutRepo(got)) > 0:
				t.Errorf("%s: %q should do nothing, does %q", s.Name, cmd, got)
			case want != "-" && must && !has:
				t.Errorf("%s: %q should do %q, does %q", s.Name, cmd, want, got)
			case !must && has:
				t.Errorf("%s: %q should not do %q, does %q", s.Name, cmd, want, got)
			}
		}
	}
	if n == 0 {
		t.Fatal("no examples ran")
	}
	t.Logf("%d examples", n)
}

// withoutRepo drops git's writes to its own repository: nearly every git command makes one,
// and "git add -A => -" says it does nothing else.
func withoutRepo(effects []string) []string {
	var out []string
	for _, e := range effects {
		if !strings.HasPrefix(e, "write-r:repo ") {
			out = append(out, e)
		}
	}
	return out
}

func splitExample(ex string) (cmd, want string, must bool) {
	if c, w, ok := strings.Cut(ex, " !> "); ok {
		return strings.TrimSpace(c), strings.TrimSpace(w), false
	}
	if c, w, ok := strings.Cut(ex, " => "); ok {
		return strings.TrimSpace(c), strings.TrimSpace(w), true
	}
	return "", "", false
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestTablesSorted holds each table sorted by name (the order index.go lists them in), and every name once.
func TestTablesSorted(t *testing.T) {
	seen := map[string]bool{}
	for _, tb := range spec.Tables() {
		names := make([]string, len(tb))
		for i, s := range tb {
			names[i] = s.Name
			if seen[s.Name] {
				t.Errorf("spec %q is in two tables", s.Name)
			}
			seen[s.Name] = true
		}
		if !sort.StringsAreSorted(names) {
			for i := 1; i < len(names); i++ {
				if names[i-1] >= names[i] {
					t.Errorf("table out of order at %q, %q", names[i-1], names[i])
				}
			}
		}
	}
}

// TestEveryCommandSpecHasExamples keeps the table honest: a spec that does something says so
// by example.
func TestEveryCommandSpecHasExamples(t *testing.T) {
	for _, s := range spec.All() {
		if s.Does != nil && len(s.Examples) == 0 && s.Like == "" {
			t.Errorf("spec %q has effects but no examples", s.Name)
		}
		if s.Like != "" && spec.Lookup(s.Like) == nil {
			t.Errorf("spec %q is like %q, which is not in the table", s.Name, s.Like)
		}
	}
}

// exampleLines splits a spec's Examples into its examples: one a line, but a line that opens a
// here-document (<<WORD, <<'WORD', <<-WORD) runs on to the line that starts with WORD, as the
// shell reads it.
func exampleLines(s string) []string {
	if s == "" {
		return nil
	}
	lines := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	var out []string
	for i := 0; i < len(lines); i++ {
		ex := lines[i]
		if w := heredocWord(ex); w != "" {
			for i+1 < len(lines) {
				i++
				ex += "\n" + lines[i]
				if lines[i] == w || strings.HasPrefix(lines[i], w+" ") {
					break
				}
			}
		}
		out = append(out, ex)
	}
	return out
}

// heredocWord is the delimiter of the first here-document the line opens outside quotes (""
// for none; a here-string, <<<, is none).
func heredocWord(line string) string {
	var quote byte
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '\'' || c == '"':
			quote = c
		case strings.HasPrefix(line[i:], "<<<"):
			i += 2
		case strings.HasPrefix(line[i:], "<<"):
			return delimiter(strings.TrimLeft(strings.TrimPrefix(line[i+2:], "-"), " "))
		}
	}
	return ""
}

// delimiter is a here-document's word as written after <<, unquoted.
func delimiter(w string) string {
	if q := w[:min(1, len(w))]; q == "'" || q == `"` {
		if end := strings.Index(w[1:], q); end >= 0 {
			return w[1 : 1+end]
		}
		return ""
	}
	if end := strings.IndexAny(w, " ;|&)<>"); end >= 0 {
		return w[:end]
	}
	return w
}

// The examples are split as the shell would read them: a here-document's lines belong to the
// example that opens it, and << inside quotes or in <<< opens none.
func TestExampleLines(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"a => b\nc !> d\n", []string{"a => b", "c !> d"}},
		{"cat <<'EOF'\nx\nEOF => write x\nls => -\n", []string{"cat <<'EOF'\nx\nEOF => write x", "ls => -"}},
		{"cat <<-END >f\n\tx\nEND => write f\n", []string{"cat <<-END >f\n\tx\nEND => write f"}},
		{"cat <<< x => -\nls => -\n", []string{"cat <<< x => -", "ls => -"}},
		{"ruby -ne 'STDOUT << $_' .env => read:show .env\nls => -\n", []string{"ruby -ne 'STDOUT << $_' .env => read:show .env", "ls => -"}},
	} {
		if got := exampleLines(c.in); !slices.Equal(got, c.want) {
			t.Errorf("exampleLines(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
