package spec

import "strings"

// Whether an interpreter reads the code it runs from its terminal, as its spec takes code:
// under Codex such a program stays open and the model writes to it later (write_stdin), past
// every hook. The answer is the spec's own reading of the words: code in an option (-c, -e,
// -r), a script operand, an option that does something else (python -m, node --test), and
// the options that open the prompt whatever else is given (python -i, php -a). The caller
// knows whether stdin is the terminal (no pipe, no redirect).

// terminalWay is how an interpreter comes to read its terminal: its code options (lang),
// the options that open its prompt (repl) and those with which it reads no code (other).
type terminalWay struct {
	d     *lang
	repl  string
	other string
}

// terminalWayOf is the way of the interpreter spec name, ok false where it has none.
func terminalWayOf(name string) (terminalWay, bool) {
	switch name {
	case "python":
		return terminalWay{&pythonLang, "i", "m"}, true
	case "node", "tsx":
		return terminalWay{&nodeLang, "i", "test v8-options completion-bash"}, true
	case "ruby":
		return terminalWay{&rubyLang, "", ""}, true
	case "perl":
		return terminalWay{&perlLang, "d", ""}, true
	case "php":
		return terminalWay{&phpLang, "a", "i S"}, true
	case "lua":
		return terminalWay{&luaLang, "i", ""}, true
	case "julia":
		return terminalWay{&juliaLang, "i", ""}, true
	case "r":
		return terminalWay{&rLang, "interactive", ""}, true
	case "tclsh":
		return terminalWay{&tclLang, "", ""}, true
	case "osascript":
		return terminalWay{&asLang, "i", ""}, true
	case "irb":
		return terminalWay{&irbLang, "", ""}, true
	}
	return terminalWay{}, false
}

// TerminalCode reports whether the command, its stdin left to the terminal, runs code typed
// there: an interpreter given no code (only options, or a script named as stdin) or told to
// open its prompt. Any other program answers false.
func (c *Call) TerminalCode() bool {
	switch c.Spec.Name {
	case "deno repl":
		return true // --eval runs first, then the prompt opens
	case "deno":
		return len(c.P.Operands) == 0 // deno alone is its REPL; deno FILE or a subcommand is not
	case "pwsh":
		return pwshTerminal(c.Words)
	case "cmd":
		return cmdTerminal(c.Words)
	case "script":
		// util-linux script starts an interactive shell unless -c gives the command; BSD
		// script takes the command after the log file.
		return !c.Has("c") && len(c.P.Operands) < 2
	}
	t, ok := terminalWayOf(c.Spec.Name)
	if !ok {
		return false
	}
	for _, o := range c.P.Opts {
		if !o.Set && inWords(t.repl, o.Name) {
			return true // perl -d:NYTProf profiles; perl -d debugs at the prompt
		}
	}
	if c.Spec.Name == "python" {
		if m, ok := c.Value("m"); ok && !m.Dyn && pythonPrompt(m.S) {
			return true
		}
	}
	d := t.d
	if c.hasIn(d.none) || c.hasIn(t.other) || c.hasIn(d.code) || c.hasIn(d.files) || d.print != "" && c.Has(d.print) {
		return false
	}
	if len(c.P.Operands) == 0 {
		return true
	}
	return stdinName(c.Operand(0))
}

// pythonPrompt reports the modules python -m runs as a prompt of their own: the REPL of code
// and asyncio, and pdb, which debugs its script at a prompt.
func pythonPrompt(m string) bool {
	switch m {
	case "code", "pdb", "asyncio":
		return true
	}
	return false
}

// cmdTerminal: cmd.exe reads commands from its console unless /c or /r runs one and ends it
// (/k runs one and stays).
func cmdTerminal(words []Word) bool {
	for _, w := range words {
		if w.Dyn {
			return false
		}
		if s := strings.ToLower(w.S); s == "/c" || s == "/r" {
			return false
		}
	}
	return true
}

// pwshTerminal: PowerShell opens its prompt unless -Command, -File, -EncodedCommand or a
// script operand gives it code, or with -NoExit after that code.
func pwshTerminal(words []Word) bool {
	noExit := false
	for i := 0; i < len(words); i++ {
		w := words[i]
		s := strings.ToLower(w.S)
		if w.Dyn {
			return noExit
		}
		if s == "-" {
			return true // the script is stdin
		}
		if !strings.HasPrefix(s, "-") && !strings.HasPrefix(s, "/") {
			return noExit // a script file, or the command's words
		}
		name, _, _ := strings.Cut(strings.TrimLeft(s, "-/"), ":")
		switch {
		case name == "noexit" || name == "noe":
			noExit = true
		case name == "c" || name == "cmd" || len(name) >= 2 && strings.HasPrefix("command", name),
			name == "e" || name == "ec" || len(name) >= 3 && strings.HasPrefix("encodedcommand", name):
			return noExit
		case name == "f" || len(name) >= 2 && strings.HasPrefix("file", name):
			return noExit || i+1 < len(words) && words[i+1].S == "-"
		case name == "v" || name == "?" || name == "h" || strings.HasPrefix("version", name) || strings.HasPrefix("help", name):
			return false
		case pwshValued(name):
			i++ // the parameter's value
		}
	}
	return true
}

// pwshValued reports PowerShell's startup parameters that take a value in the next word.
func pwshValued(name string) bool {
	switch name {
	case "executionpolicy", "ep", "ex", "workingdirectory", "wd", "wo", "configurationname", "config",
		"custompipename", "settingsfile", "settings", "inputformat", "inp", "if", "in", "outputformat",
		"of", "o", "out", "windowstyle", "w", "win":
		return true
	}
	return false
}
