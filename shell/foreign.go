package shell

import "strings"

// xonshText walks text of xonsh that does not parse as shell. xonsh runs a line as Python
// where it is Python, and as a command where it is not, and runs the shell text of its
// subprocess operators ($(...), !(...), $[...], ![...]) inside Python: so each line that
// parses as shell is walked as shell, each operator's text as shell, and the whole text as
// Python (python -c), whose own shell-outs, deletes and reads the Python reading finds.
func (w *walker) xonshText(src string) {
	saved := w.src
	for _, l := range strings.Split(src, "\n") {
		if t := strings.TrimSpace(l); t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		if f, err := parseBash(l); err == nil {
			w.src = l
			w.stmts(f.Stmts)
			continue
		}
		// print(1); rm -rf /srv: xonsh reads each statement of the line on its own
		for _, st := range xonshStatements(l) {
			if f, err := parseBash(st); err == nil {
				w.src = st
				w.stmts(f.Stmts)
			}
		}
	}
	w.src = saved
	for _, cmd := range xonshSubprocs(src) {
		w.run(cmd, "xonsh subprocess")
	}
	w.run("python -c "+quoteWord(src, false), "xonsh python")
}

// xonshSubprocs are the texts of xonsh's subprocess operators in src: $(cmd), !(cmd), $[cmd],
// ![cmd], up to their matching bracket (a bracket in quotes counts: a reading that errs
// towards more text).
func xonshSubprocs(src string) []string {
	var out []string
	for i := 0; i+1 < len(src); i++ {
		if src[i] != '$' && src[i] != '!' || src[i+1] != '(' && src[i+1] != '[' {
			continue
		}
		open, close := src[i+1], byte(')')
		if open == '[' {
			close = ']'
		}
		depth := 0
		for j := i + 1; j < len(src); j++ {
			switch src[j] {
			case open:
				depth++
			case close:
				depth--
			}
			if depth == 0 {
				out = append(out, src[i+2:j])
				i = j
				break
			}
		}
	}
	return out
}

// xonshStatements splits a line at the semicolons outside quotes and brackets.
func xonshStatements(l string) []string {
	var out []string
	depth, start := 0, 0
	var quote byte
	for i := 0; i < len(l); i++ {
		c := l[i]
		switch {
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '\'' || c == '"':
			quote = c
		case c == '(' || c == '[' || c == '{':
			depth++
		case c == ')' || c == ']' || c == '}':
			depth--
		case c == ';' && depth == 0:
			out = append(out, l[start:i])
			start = i + 1
		}
	}
	return append(out, l[start:])
}
