package spec

import (
	"strings"
)

// cmakeScriptCmd finds the commands of a CMake script that act on files or run programs:
// file(REMOVE_RECURSE|REMOVE|WRITE|RENAME ...) and execute_process(COMMAND ...). CMake
// command names are case-insensitive; arguments run to the closing parenthesis.
var cmakeScriptCmd = lazyRe{src: `(?is)\b(file|execute_process)\s*\(([^)]*)\)`}

// cmakeScriptDoes reads the script cmake -P runs (a file, or the here-string or pipe behind
// /dev/stdin and -) for what it deletes, writes and runs. A script that cannot be read stays
// a read of code, as before.
func cmakeScriptDoes(c *Call, v Word) {
	c.Add(Effect{Kind: Read, Path: c.PathOf(v), Class: "code", By: "cmake -P"})
	var text string
	var ok bool
	if stdinName(v) {
		text, ok = c.In.Stdin, c.In.StdinKnown
	} else if !v.Dyn {
		text, ok = c.ReadCode(c.PathOf(v))
	}
	if !ok {
		return
	}
	for _, m := range cmakeScriptCmd.get().FindAllStringSubmatch(cmakeComments(text), -1) {
		args := cmakeArgs(m[2])
		if strings.EqualFold(m[1], "execute_process") {
			cmakeExecute(c, args)
			continue
		}
		if len(args) < 2 {
			continue
		}
		switch strings.ToUpper(args[0].S) {
		case "REMOVE_RECURSE":
			for _, w := range args[1:] {
				c.Add(Effect{Kind: Delete, Path: c.PathOf(w), Tree: true, By: "cmake -P file(REMOVE_RECURSE)"})
			}
		case "REMOVE":
			for _, w := range args[1:] {
				c.Add(Effect{Kind: Delete, Path: c.PathOf(w), By: "cmake -P file(REMOVE)"})
			}
		case "WRITE":
			c.Add(Effect{Kind: Write, Path: c.PathOf(args[1]), By: "cmake -P file(WRITE)"})
		case "APPEND":
			c.Add(Effect{Kind: Write, Path: c.PathOf(args[1]), Keep: true, By: "cmake -P file(APPEND)"})
		case "RENAME":
			if len(args) >= 3 {
				c.Add(Effect{Kind: Delete, Path: c.PathOf(args[1]), Tree: true, Class: "move", By: "cmake -P file(RENAME)"})
				c.Add(Effect{Kind: Write, Path: c.PathOf(args[2]), Tree: true, By: "cmake -P file(RENAME)"})
			}
		}
	}
}

// cmakeExecute adds each COMMAND of execute_process as shell text (its words quoted back).
func cmakeExecute(c *Call, args []Word) {
	var cmd []string
	flush := func() {
		if len(cmd) > 0 {
			c.Add(Effect{Kind: Exec, Lang: "sh", Text: strings.Join(cmd, " "), Known: true, By: "cmake -P execute_process", Via: "cmake -P"})
		}
		cmd = nil
	}
	in := false
	for _, w := range args {
		switch {
		case w.S == "COMMAND":
			flush()
			in = true
		case cmakeKeyword(w.S):
			flush()
			in = false
		case in:
			if w.Dyn {
				cmd = append(cmd, "\"${_cmake_value}\"")
			} else {
				cmd = append(cmd, "'"+strings.ReplaceAll(w.S, "'", `'\''`)+"'")
			}
		}
	}
	flush()
}

func cmakeKeyword(s string) bool {
	switch s {
	case "WORKING_DIRECTORY", "TIMEOUT", "RESULT_VARIABLE", "RESULTS_VARIABLE", "OUTPUT_VARIABLE", "ERROR_VARIABLE",
		"INPUT_FILE", "OUTPUT_FILE", "ERROR_FILE", "OUTPUT_QUIET", "ERROR_QUIET", "COMMAND_ECHO", "OUTPUT_STRIP_TRAILING_WHITESPACE",
		"ERROR_STRIP_TRAILING_WHITESPACE", "ENCODING", "ECHO_OUTPUT_VARIABLE", "ECHO_ERROR_VARIABLE", "COMMAND_ERROR_IS_FATAL":
		return true
	}
	return false
}

// cmakeComments blanks # comments outside quoted arguments.
func cmakeComments(text string) string {
	b := []byte(text)
	quoted := false
	for i := 0; i < len(b); i++ {
		switch {
		case b[i] == '\\' && i+1 < len(b):
			i++
		case b[i] == '"':
			quoted = !quoted
		case b[i] == '#' && !quoted:
			for ; i < len(b) && b[i] != '\n'; i++ {
				b[i] = ' '
			}
		}
	}
	return string(b)
}

// cmakeArgs splits a command's arguments: whitespace-separated, "quoted" kept whole.
// $ENV{HOME} is the home directory; any other ${VAR} or $ENV{VAR} is only known when the
// script runs.
func cmakeArgs(s string) []Word {
	var out []Word
	for i := 0; i < len(s); {
		for i < len(s) && strings.ContainsRune(" \t\r\n", rune(s[i])) {
			i++
		}
		if i >= len(s) {
			break
		}
		var raw string
		if s[i] == '"' {
			j := strings.IndexByte(s[i+1:], '"')
			if j < 0 {
				raw, i = s[i+1:], len(s)
			} else {
				raw, i = s[i+1:i+1+j], i+2+j
			}
		} else {
			j := i
			for j < len(s) && !strings.ContainsRune(" \t\r\n", rune(s[j])) {
				j++
			}
			raw, i = s[i:j], j
		}
		out = append(out, cmakeWord(raw))
	}
	return out
}

func cmakeWord(raw string) Word {
	raw = strings.ReplaceAll(raw, "$ENV{HOME}", "~")
	if k := strings.Index(raw, "${"); k >= 0 {
		return Word{S: raw, Dyn: true, Lead: raw[:k]}
	}
	if k := strings.Index(raw, "$ENV{"); k >= 0 {
		return Word{S: raw, Dyn: true, Lead: raw[:k]}
	}
	return Word{S: raw}
}
