// Package corpus reads the labelled TSV cases of testdata/corpus (the contract is in
// ../shared/corpus/README.md) and turns each row into the event its guard must judge.
package corpus

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard"
)

// Row is one labelled case.
type Row struct {
	File   string
	Line   int
	Expect string // block, allow or debatable
	Kind   string // shell, write, edit, read, content, command, readpath, prompt
	Text   string // unescaped
	Source string
}

// Read parses a corpus file. Two layouts exist: "expect, command, source" (destructive, where
// every row is a shell command) and "expect, kind, text|input, source".
func Read(path string) ([]Row, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read corpus: %w", err)
	}
	return Parse(path, data)
}

// ReadGuard reads a guard's corpus in dir: the shared file NAME.tsv, kept byte for byte as
// shared/corpus has it, then the project's own rows for the same guard, NAME.*.tsv (each
// named for the class of inputs it adds), in name order.
func ReadGuard(dir, name string) ([]Row, error) {
	rows, err := Read(filepath.Join(dir, name+".tsv"))
	if err != nil {
		return nil, err
	}
	more, err := filepath.Glob(filepath.Join(dir, name+".*.tsv"))
	if err != nil {
		return nil, err
	}
	for _, f := range more {
		rs, err := Read(f)
		if err != nil {
			return nil, err
		}
		rows = append(rows, rs...)
	}
	return rows, nil
}

// Parse is Read on bytes already in memory.
func Parse(name string, data []byte) ([]Row, error) {
	var rows []Row
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 16<<20)
	var header []string
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimRight(sc.Text(), "\r")
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cols := strings.Split(line, "\t")
		if header == nil {
			header = cols
			if len(header) < 3 || header[0] != "expect" {
				return nil, fmt.Errorf("%s:%d: the first line must be a header starting with \"expect\" (see the corpus README)", name, n)
			}
			continue
		}
		r := Row{File: name, Line: n}
		switch {
		case len(header) == 3 && len(cols) >= 2: // expect, command, source
			r.Expect, r.Kind, r.Text = cols[0], "shell", Unescape(cols[1])
			if len(cols) > 2 {
				r.Source = cols[2]
			}
		case len(header) >= 4 && len(cols) >= 3:
			r.Expect, r.Kind, r.Text = cols[0], cols[1], Unescape(cols[2])
			if len(cols) > 3 {
				r.Source = cols[3]
			}
		default:
			return nil, fmt.Errorf("%s:%d: want %d tab-separated columns, found %d", name, n, len(header), len(cols))
		}
		switch r.Expect {
		case "block", "allow", "debatable":
		default:
			return nil, fmt.Errorf("%s:%d: expect is %q; want block, allow or debatable", name, n, r.Expect)
		}
		if _, ok := KindGroup(r.Kind); !ok {
			return nil, fmt.Errorf("%s:%d: unknown kind %q; want shell, command, write, edit, content, read, readpath or prompt", name, n, r.Kind)
		}
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if header == nil {
		return nil, fmt.Errorf("%s: empty corpus: want a header line and rows", name)
	}
	return rows, nil
}

// Unescape undoes the corpus escapes: \\ \n \t \r, and nothing else.
func Unescape(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\\' && i+1 < len(s) {
			switch s[i+1] {
			case '\\':
				b.WriteByte('\\')
				i++
				continue
			case 'n':
				b.WriteByte('\n')
				i++
				continue
			case 't':
				b.WriteByte('\t')
				i++
				continue
			case 'r':
				b.WriteByte('\r')
				i++
				continue
			}
		}
		b.WriteByte(c)
	}
	return b.String()
}

// KindGroup maps a row kind to the group that judges it.
func KindGroup(kind string) (hookguard.Group, bool) {
	switch kind {
	case "shell", "command":
		return hookguard.PreShell, true
	case "write", "edit", "content":
		return hookguard.PreFiles, true
	case "read", "readpath":
		return hookguard.PreRead, true
	case "prompt":
		return hookguard.Prompt, true
	}
	return "", false
}

// Event builds the event a row stands for, with dir as cwd and project root. subst replaces
// literal text in the row before it is judged (the fixture's home for /home/user).
func (r Row) Event(dir, home string, subst [][2]string) *hookguard.Event {
	text := r.Text
	for _, s := range subst {
		text = strings.ReplaceAll(text, s[0], s[1])
	}
	g, _ := KindGroup(r.Kind)
	ev := &hookguard.Event{Runner: hookguard.CLI, Group: g, Cwd: dir, Root: dir, Home: home, PromptSource: "user"}
	switch r.Kind {
	case "shell", "command":
		ev.Tool, ev.Command = "Bash", text
	case "content":
		ev.Tool = "Write"
		ev.Files = []hookguard.FileChange{{Path: filepath.Join(dir, "sample.txt"), Op: hookguard.OpWrite, Text: text}}
	case "write", "edit":
		path, body, _ := strings.Cut(text, "|||")
		op, tool := hookguard.OpWrite, "Write"
		if r.Kind == "edit" {
			op, tool = hookguard.OpEdit, "Edit"
		}
		ev.Tool = tool
		ev.Files = []hookguard.FileChange{{Path: Abs(path, dir, home), Op: op, Text: body}}
	case "read", "readpath":
		ev.Tool = "Read"
		ev.Reads = []string{Abs(text, dir, home)}
	case "prompt":
		ev.Prompt = text
	}
	return ev
}

// Abs makes a path absolute the way a harness does before it calls a hook: ~ is the home, a
// relative path is under dir. It does not clean the path: ".." is the guards' to judge.
func Abs(path, dir, home string) string {
	switch {
	case path == "~":
		return home
	case strings.HasPrefix(path, "~/"):
		return home + path[1:]
	case filepath.IsAbs(path):
		return path
	}
	return dir + string(filepath.Separator) + path
}
